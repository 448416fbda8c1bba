import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { type Executive, type ExecutiveInput, OFFICER_POSITIONS, executiveInput } from '@roca/contract/content/executive';
import { z } from '@roca/contract/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import { formatLongDate } from '#web/lib/dates';
import { Button } from '#web/components/ui/button';
import { Field, Input, Textarea, describedBy } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/api-client';
import { showServerFieldErrors } from '#web/lib/form-errors';
import { executiveQuery } from '#web/lib/queries/content';
import { useSaveExecutive } from '#web/features/content/api/content';
import { firstErrorMessage } from './form-bits';

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
function PersonFields({
  prefix,
  register,
  errors,
}: {
  prefix: `officers.${number}` | `directors.${number}`;
  register: ReturnType<typeof useForm<ExecutiveValues>>['register'];
  errors: FieldErrors<PersonValues> | undefined;
}) {
  const id = (name: string) => `executive-${prefix.replace('.', '-')}-${name}`;
  const nameError = errors?.name?.message;
  const emailError = errors?.email?.message;
  const responsibilitiesError = firstErrorMessage(errors?.responsibilities);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={id('name')} label="Name" error={nameError}>
        <Input
          id={id('name')}
          maxLength={LIMITS.personName}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(id('name'), { error: nameError })}
          {...register(`${prefix}.name`)}
        />
      </Field>
      <Field id={id('email')} label="E-mail" error={emailError}>
        <Input
          id={id('email')}
          type="email"
          maxLength={LIMITS.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describedBy(id('email'), { error: emailError })}
          {...register(`${prefix}.email`)}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field id={id('responsibilities')} label="Responsibilities (one per line)" error={responsibilitiesError}>
          <Textarea
            id={id('responsibilities')}
            rows={4}
            aria-invalid={responsibilitiesError ? true : undefined}
            aria-describedby={describedBy(id('responsibilities'), { error: responsibilitiesError })}
            {...register(`${prefix}.responsibilities`)}
          />
        </Field>
      </div>
    </div>
  );
}

function ExecutiveForm({ executive, onDone }: { executive: Executive; onDone: () => void }) {
  const save = useSaveExecutive();
  const form = useForm<ExecutiveValues, unknown, Executive>({ resolver: zodResolver(executiveForm), defaultValues: toValues(executive) });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const directors = useFieldArray({ control, name: 'directors' });

  async function submit(values: Executive) {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (err) {
      showServerFieldErrors(err, form);
    }
  }

  const confirmedError = errors.confirmedOn?.message;
  const listError =
    errors.officers?.message ?? errors.officers?.root?.message ?? errors.directors?.message ?? errors.directors?.root?.message;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Edit executive" className="space-y-5">
      <div className="max-w-xs">
        <Field id="executive-confirmedOn" label="Confirmed at the AGM on *" error={confirmedError}>
          <Input
            id="executive-confirmedOn"
            type="date"
            aria-invalid={confirmedError ? true : undefined}
            aria-describedby={describedBy('executive-confirmedOn', { error: confirmedError })}
            {...register('confirmedOn')}
          />
        </Field>
      </div>
      {listError && (
        <p role="alert" className="text-sm text-red-800">
          {listError}
        </p>
      )}
      {executive.officers.map((officer, i) => (
        <fieldset key={officer.position} className="space-y-3 rounded-md border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-gray-900">{officer.position}</legend>
          <label className="flex items-center gap-2 text-sm text-gray-900">
            <input type="checkbox" className="h-4 w-4" {...register(`officers.${i}.vacant`)} />
            Vacant
          </label>
          <PersonFields prefix={`officers.${i}`} register={register} errors={errors.officers?.[i]} />
        </fieldset>
      ))}
      {directors.fields.map((field, i) => (
        <fieldset key={field.id} className="space-y-3 rounded-md border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-gray-900">Director-At-Large {i + 1}</legend>
          <PersonFields prefix={`directors.${i}`} register={register} errors={errors.directors?.[i]} />
          <Button variant="secondary" size="sm" onClick={() => directors.remove(i)}>
            Remove Director-At-Large {i + 1}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => directors.append(emptyDirector)} disabled={directors.fields.length >= LIMITS.directorsMax}>
        Add Director-At-Large
      </Button>
      <div className="flex flex-wrap gap-2 border-t border-gray-200 pt-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
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
      {executive.isPending && <p className="text-gray-700">Loading...</p>}
      {executive.isError && (
        <p role="alert" className="text-red-800">
          Error loading the executive: {errorMessage(executive.error)}
        </p>
      )}
      {executive.isSuccess &&
        (editing ? (
          <ExecutiveForm executive={executive.data} onDone={() => setEditing(false)} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {executive.data.officers.map((o) => (
              <PersonCard
                key={o.position}
                title={o.position}
                name={o.vacant ? 'Vacant' : (o.name ?? '')}
                email={o.vacant ? undefined : o.email}
                responsibilities={o.responsibilities}
              />
            ))}
            {executive.data.directors.map((d, i) => (
              <PersonCard
                key={i}
                title={`Director-At-Large ${i + 1}`}
                name={d.name}
                email={d.email}
                responsibilities={d.responsibilities}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}
