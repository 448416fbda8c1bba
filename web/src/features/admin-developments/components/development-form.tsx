import { zodResolver } from '@hookform/resolvers/zod';
import { type Development, type DevelopmentSaveInput, LIMITS, LINK_SLOTS, developmentSaveInput } from '@roca/contract';
import { type FieldErrors, useForm } from 'react-hook-form';
import { CheckboxField, FormActions, saveShowingFieldErrors, TextAreaField, TextField } from '#web/components/ui/form-field';
import { useToast } from '#web/components/ui/toast';
import type { ItemFormProps } from '#web/components/admin/items-manager';

type FormValues = DevelopmentSaveInput;

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
    minor: false,
  };
}

/**
 * Inline create/edit form of a development update, validated with the contract's schema (the
 * server checks the same). Counters show each limit; inputs stop at it. A new update, or a new
 * status, e-mails the subscribers to development updates unless "minor" is ticked (docs/mail.md).
 */
export function DevelopmentForm({ item: development, pending, onSave, onCancel }: ItemFormProps<Development, DevelopmentSaveInput>) {
  const toast = useToast();
  const prefix = development ? `dev-${development.id}` : 'dev-new';
  const form = useForm<FormValues>({ resolver: zodResolver(developmentSaveInput), defaultValues: initialValues(development) });

  function onInvalid(invalid: FieldErrors<FormValues>) {
    if (REQUIRED_FIELDS.some((name) => invalid[name] && !form.getValues(name)?.trim())) {
      toast({
        title: 'Required fields missing',
        description: 'Project Title, Description, Date, and Status are required',
        variant: 'destructive',
      });
    }
  }

  const field = { form, prefix };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave), onInvalid)}
      aria-label={development ? `Edit ${development.projectTitle}` : 'New development update'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...field} name="projectTitle" label="Project Title *" max={LIMITS.projectTitle} />
        <TextField {...field} name="subTitle" label="Subtitle" max={LIMITS.subTitle} />
        <TextField {...field} name="date" label="Date *" type="date" />
        <TextField {...field} name="status" label="Status *" max={LIMITS.status} placeholder="e.g. Under Review, Approved" />
      </div>
      <TextAreaField {...field} name="description" label="Description *" max={LIMITS.description} rows={5} />
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-gray-900">Links</legend>
        {LINK_SLOTS.map((n) => (
          <div key={n} className="grid gap-2 rounded-md border border-gray-200 p-3">
            <TextField {...field} name={`link${n}`} label={`Link ${n} URL`} type="url" placeholder="https://" />
            <TextField {...field} name={`linkText${n}`} label={`Link ${n} text`} max={LIMITS.linkText} />
          </div>
        ))}
      </fieldset>
      <TextField {...field} name="imagePath" label="Image path or URL" />
      <CheckboxField {...field} name="minor" label="Minor: no alert (subscribers to development updates get no e-mail for this save)" />
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
