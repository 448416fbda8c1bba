import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, get, useFormState, useWatch } from 'react-hook-form';
import { showServerFieldErrors } from '#web/lib/form-errors';
import { Button } from './button';
import { Field, Input, Textarea, describedBy } from './input';

/**
 * The parts every staff form repeats, in one place: a submit handler that shows the server's
 * refusal under the fields it names, and a labelled text control with its counter and error.
 * Kept out of ./input so the public membership form, which uses <Input> alone, never loads
 * react-hook-form.
 */

/** `handleSubmit`'s callback: saves, and on a 400 puts each field's message under that field. */
export function saveShowingFieldErrors<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  onSave: (input: Out) => Promise<unknown>,
) {
  return async (input: Out) => {
    try {
      await onSave(input);
    } catch (error) {
      showServerFieldErrors(error, form);
    }
  };
}

type ControlProps<T extends FieldValues, Out> = {
  /** The form, whose output may differ from its values (the contract's schema transforms them). */
  form: UseFormReturn<T, unknown, Out>;
  name: FieldPath<T>;
  /** The form's id prefix: the control's id is `${prefix}-${name}`. */
  prefix: string;
  label: string;
  /** The contract's limit: a counter shows it, and typing stops at it. */
  max?: number;
};

/** Label, counter and error of one field, and the aria wiring between them and the control. */
function useFieldParts<T extends FieldValues, Out>({ form, name, prefix, max }: ControlProps<T, Out>) {
  const id = `${prefix}-${name}`;
  const value: unknown = useWatch({ control: form.control, name });
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const control = {
    id,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { counter: max !== undefined, error }),
    ...form.register(name),
  };
  return { id, error, length: String(value ?? '').length, control };
}

/** A one-line text input of a form (text, date, URL, e-mail...). */
export function TextField<T extends FieldValues, Out>({
  form,
  name,
  prefix,
  label,
  max,
  ...input
}: ControlProps<T, Out> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'maxLength'>) {
  const { id, error, length, control } = useFieldParts({ form, name, prefix, label, max });
  return (
    <Field id={id} label={label} max={max} length={length} error={error}>
      <Input {...input} {...control} />
    </Field>
  );
}

/** A text box of several lines. */
export function TextAreaField<T extends FieldValues, Out>({
  form,
  name,
  prefix,
  label,
  max,
  ...textarea
}: ControlProps<T, Out> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id' | 'maxLength'>) {
  const { id, error, length, control } = useFieldParts({ form, name, prefix, label, max });
  return (
    <Field id={id} label={label} max={max} length={length} error={error}>
      <Textarea {...textarea} {...control} />
    </Field>
  );
}

/** The row under an inline staff form: submit ('Saving...' while pending) and Cancel. */
export function FormActions({ pending, submitLabel = 'Save', onCancel }: { pending: boolean; submitLabel?: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </div>
  );
}
