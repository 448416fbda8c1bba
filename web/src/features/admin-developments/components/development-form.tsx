import { zodResolver } from '@hookform/resolvers/zod';
import { type Development, type DevelopmentInput, LIMITS, LINK_SLOTS, developmentInput } from '@roca/contract';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea, describedBy } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { showServerFieldErrors } from '../../../lib/form-errors';

type FormValues = DevelopmentInput;

const REQUIRED_FIELDS = ['projectTitle', 'description', 'date', 'status'] as const;

function initialValues(dev?: Development): Required<FormValues> {
  return {
    projectTitle: dev?.projectTitle ?? '',
    subTitle: dev?.subTitle ?? '',
    description: dev?.description ?? '',
    date: dev?.date ?? '',
    status: dev?.status ?? '',
    link1: dev?.link1 ?? '',
    link2: dev?.link2 ?? '',
    link3: dev?.link3 ?? '',
    link4: dev?.link4 ?? '',
    linkText1: dev?.linkText1 ?? '',
    linkText2: dev?.linkText2 ?? '',
    linkText3: dev?.linkText3 ?? '',
    linkText4: dev?.linkText4 ?? '',
    imagePath: dev?.imagePath ?? '',
  };
}

/**
 * Inline create/edit form of a development update, validated with the contract's schema (the
 * server checks the same). Counters show each limit; inputs stop at it.
 */
export function DevelopmentForm({
  development,
  pending,
  onSave,
  onCancel,
}: {
  development?: Development;
  pending: boolean;
  /** Saves; a refusal from the server is shown under the fields it names. */
  onSave: (input: DevelopmentInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const toast = useToast();
  const prefix = development ? `dev-${development.id}` : 'dev-new';
  const form = useForm<FormValues>({ resolver: zodResolver(developmentInput), defaultValues: initialValues(development) });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const values = useWatch({ control });

  async function save(input: DevelopmentInput) {
    try {
      await onSave(input);
    } catch (error) {
      showServerFieldErrors(error, form);
    }
  }

  function onInvalid(invalid: FieldErrors<FormValues>) {
    if (REQUIRED_FIELDS.some((name) => invalid[name] && !getValues(name)?.trim())) {
      toast({
        title: 'Required fields missing',
        description: 'Project Title, Description, Date, and Status are required',
        variant: 'destructive',
      });
    }
  }

  function textField(name: keyof FormValues, label: string, max?: number, extra: { type?: string; placeholder?: string } = {}) {
    const id = `${prefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} max={max} length={values[name]?.length ?? 0} error={error}>
        <Input
          id={id}
          maxLength={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { counter: max !== undefined, error })}
          {...extra}
          {...register(name)}
        />
      </Field>
    );
  }

  const descriptionId = `${prefix}-description`;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(save, onInvalid)}
      aria-label={development ? `Edit ${development.projectTitle}` : 'New development update'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {textField('projectTitle', 'Project Title *', LIMITS.projectTitle)}
        {textField('subTitle', 'Subtitle', LIMITS.subTitle)}
        {textField('date', 'Date *', undefined, { type: 'date' })}
        {textField('status', 'Status *', LIMITS.status, { placeholder: 'e.g. Under Review, Approved' })}
      </div>
      <Field
        id={descriptionId}
        label="Description *"
        max={LIMITS.description}
        length={values.description?.length ?? 0}
        error={errors.description?.message}
      >
        <Textarea
          id={descriptionId}
          rows={5}
          maxLength={LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(descriptionId, { counter: true, error: errors.description?.message })}
          {...register('description')}
        />
      </Field>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-gray-900">Links</legend>
        {LINK_SLOTS.map((n) => (
          <div key={n} className="grid gap-2 rounded-md border border-gray-200 p-3">
            {textField(`link${n}`, `Link ${n} URL`, undefined, { type: 'url', placeholder: 'https://' })}
            {textField(`linkText${n}`, `Link ${n} text`, LIMITS.linkText)}
          </div>
        ))}
      </fieldset>
      {textField('imagePath', 'Image path or URL')}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
