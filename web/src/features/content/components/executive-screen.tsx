import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { type Executive, type ExecutiveInput, OFFICER_POSITIONS, executiveInput } from '@roca/contract/content/executive';
import { z } from '@roca/contract/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { CheckboxField, FieldGroup, FormActions, TextAreaField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatLongDate } from '#web/lib/dates';
import { executiveQuery } from '#web/lib/queries/content';
import { useSaveExecutive } from '#web/features/content/api/content';

/** Responsibilities are typed one per line and stored as a list. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const person = { name: z.string(), email: z.string(), responsibilities: z.string() };

/** The form's values (responsibilities as lines of text), turned into the contract's shape and checked by it. */
const executiveForm = z
  .object({
    confirmedOn: z.string(),
    officers: z.array(z.object({ ...person, position: z.enum(OFFICER_POSITIONS), vacant: z.boolean() })),
    directors: z.array(z.object(person)),
  })
  .transform((values): ExecutiveInput => ({
    confirmedOn: values.confirmedOn,
    officers: values.officers.map((o) => ({ ...o, responsibilities: lines(o.responsibilities) })),
    directors: values.directors.map((d) => ({ ...d, responsibilities: lines(d.responsibilities) })),
  }))
  .pipe(executiveInput);
type ExecutiveValues = z.input<typeof executiveForm>;
type PersonValues = ExecutiveValues['directors'][number];
type ExecutiveForm = UseFormReturn<ExecutiveValues, unknown, Executive>;

const toValues = (executive: Executive): ExecutiveValues => ({
  confirmedOn: executive.confirmedOn,
  officers: executive.officers.map((o) => ({
    position: o.position,
    name: o.name ?? '',
    email: o.email ?? '',
    vacant: o.vacant,
    responsibilities: o.responsibilities.join('\n'),
  })),
  directors: executive.directors.map((d) => ({ name: d.name, email: d.email ?? '', responsibilities: d.responsibilities.join('\n') })),
});

const emptyDirector: PersonValues = { name: '', email: '', responsibilities: '' };

/** The fields of one person: name, e-mail and responsibilities, with their errors. */
function PersonFields({ form, prefix }: { form: ExecutiveForm; prefix: `officers.${number}` | `directors.${number}` }) {
  const field = { form, prefix: 'executive' };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField {...field} name={`${prefix}.name`} label="Name" max={LIMITS.personName} />
      <TextField {...field} name={`${prefix}.email`} label="E-mail" type="email" max={LIMITS.email} />
      <div className="sm:col-span-2">
        <TextAreaField {...field} name={`${prefix}.responsibilities`} label="Responsibilities (one per line)" rows={4} />
      </div>
    </div>
  );
}

function ExecutiveEditor({ executive, onDone }: { executive: Executive; onDone: () => void }) {
  const save = useSaveExecutive();
  const form: ExecutiveForm = useForm({ resolver: zodResolver(executiveForm), defaultValues: toValues(executive) });
  const { errors } = form.formState;
  const directors = useFieldArray({ control: form.control, name: 'directors' });
  const field = { form, prefix: 'executive' };

  const listError =
    errors.officers?.message ?? errors.officers?.root?.message ?? errors.directors?.message ?? errors.directors?.root?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (values) => save.mutateAsync(values).then(onDone)))}
      aria-label="Edit executive"
      className="space-y-5"
    >
      <div className="max-w-xs">
        <TextField {...field} name="confirmedOn" label="Confirmed at the AGM on *" type="date" />
      </div>
      {listError && (
        <p role="alert" className="text-sm text-red-800">
          {listError}
        </p>
      )}
      {executive.officers.map((officer, i) => (
        <FieldGroup key={officer.position} legend={officer.position}>
          <CheckboxField {...field} name={`officers.${i}.vacant`} label="Vacant" />
          <PersonFields form={form} prefix={`officers.${i}`} />
        </FieldGroup>
      ))}
      {directors.fields.map((director, i) => (
        <FieldGroup key={director.id} legend={`Director-At-Large ${i + 1}`}>
          <PersonFields form={form} prefix={`directors.${i}`} />
          <Button variant="secondary" size="sm" onClick={() => directors.remove(i)}>
            Remove Director-At-Large {i + 1}
          </Button>
        </FieldGroup>
      ))}
      <Button variant="secondary" onClick={() => directors.append(emptyDirector)} disabled={directors.fields.length >= LIMITS.directorsMax}>
        Add Director-At-Large
      </Button>
      <div className="border-t border-gray-200 pt-4">
        <FormActions pending={save.isPending} onCancel={onDone} />
      </div>
    </form>
  );
}

function PersonCard({ title, name, email, responsibilities }: { title: string; name: string; email?: string; responsibilities: string[] }) {
  return (
    <li className="rounded-md border border-gray-200 p-4">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <p className="text-gray-900">{name}</p>
      {email && <p className="break-all text-sm text-gray-700">{email}</p>}
      <ul className="mt-2 list-disc pl-5 text-sm text-gray-700">
        {responsibilities.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </li>
  );
}

/** /admin/content/executive: the officers and Directors-At-Large confirmed at the AGM. */
export function ExecutiveScreen({ canEdit }: { canEdit: boolean }) {
  const executive = useQuery(executiveQuery);
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby="executive" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="executive" className="text-xl font-semibold text-gray-900">
            Executive
          </h2>
          <p className="text-sm text-gray-700">
            {executive.data
              ? `Confirmed at the AGM on ${formatLongDate(executive.data.confirmedOn)}.`
              : 'The officers and Directors-At-Large confirmed at the AGM.'}
          </p>
        </div>
        {canEdit && !editing && executive.isSuccess && <Button onClick={() => setEditing(true)}>Edit</Button>}
      </div>
      <DataState query={executive} loading="Loading..." error="Error loading the executive">
        {(data) =>
          editing ? (
            <ExecutiveEditor executive={data} onDone={() => setEditing(false)} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
              {data.officers.map((o) => (
                <PersonCard
                  key={o.position}
                  title={o.position}
                  name={o.vacant ? 'Vacant' : (o.name ?? '')}
                  email={o.vacant ? undefined : o.email}
                  responsibilities={o.responsibilities}
                />
              ))}
              {data.directors.map((d, i) => (
                <PersonCard
                  key={i}
                  title={`Director-At-Large ${i + 1}`}
                  name={d.name}
                  email={d.email}
                  responsibilities={d.responsibilities}
                />
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  );
}
