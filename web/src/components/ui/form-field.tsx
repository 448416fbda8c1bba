import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn, get, useFormState, useWatch } from 'react-hook-form';
import { errorMessage } from '#web/lib/api-client';
import { showServerFieldErrors } from '#web/lib/form-errors';
import { Button, type ButtonProps } from './button';
import { Field, Input, Select, Textarea, describedBy } from './input';
import { PasswordInput } from './password-input';

/**
 * The staff forms' kit (docs/web.md, "The staff kit"): a submit handler that shows the server's
 * refusal under the fields it names, labelled controls with their counter, error and aria wiring,
 * a group of fields, and the Save/Cancel row with its pending text. Kept out of ./input so the
 * public membership form, which uses <Input> alone, never loads react-hook-form.
 */

/** The form field the server's message for `serverField` belongs to, when the names differ. */
type FieldOf<T extends FieldValues> = (serverField: string) => FieldPath<T> | string;

/**
 * `handleSubmit`'s callback: saves; when the save fails, each field the server names shows its
 * message (the focus moves to the first) and the whole message becomes the form's `root.server`
 * error, which <FormServerError> shows (inside a dialog, where the toast is out of reach).
 */
export function saveShowingFieldErrors<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  onSave: (input: Out) => Promise<unknown>,
  { fieldOf }: { fieldOf?: FieldOf<T> } = {},
) {
  return async (input: Out) => {
    try {
      await onSave(input);
    } catch (error) {
      showServerFieldErrors(error, form, fieldOf);
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };
}

/**
 * The first message in a react-hook-form error, however deep: a list field (responsibilities, one
 * per line) may carry its error on one of its entries.
 */
function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && value !== error) {
      const nested = firstErrorMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
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
  /** How the value is read (e.g. `{ valueAsNumber: true }`). */
  registerOptions?: RegisterOptions<T, FieldPath<T>>;
  /** A message shown here instead of the field's own: one about a value the form builds from several controls. */
  error?: string;
};

/** Label, counter and error of one field, and the aria wiring between them and the control. */
function useFieldParts<T extends FieldValues, Out>({
  form,
  name,
  prefix,
  max,
  registerOptions,
  error: shownError,
}: Omit<ControlProps<T, Out>, 'label'>) {
  const id = `${prefix}-${name.replaceAll('.', '-')}`;
  const value: unknown = useWatch({ control: form.control, name });
  const { errors } = useFormState({ control: form.control, name });
  const error = shownError ?? firstErrorMessage(get(errors, name));
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { counter: max !== undefined, error }),
    ...form.register(name, registerOptions),
  };
  return { id, error, length: String(value ?? '').length, control };
}

/** A one-line text input of a form (text, date, URL, e-mail, number...). */
export function TextField<T extends FieldValues, Out>({
  form,
  name,
  prefix,
  label,
  max,
  registerOptions,
  error: shownError,
  ...input
}: ControlProps<T, Out> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'maxLength'>) {
  const { id, error, length, control } = useFieldParts({ form, name, prefix, max, registerOptions, error: shownError });
  return (
    <Field id={id} label={label} max={max} length={length} error={error}>
      <Input maxLength={max} {...input} {...control} />
    </Field>
  );
}

/** A password with its Show/Hide toggle. */
export function PasswordField<T extends FieldValues, Out>({
  form,
  name,
  prefix,
  label,
  ...input
}: Omit<ControlProps<T, Out>, 'max' | 'registerOptions' | 'error'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'maxLength' | 'type'>) {
  const { id, error, control } = useFieldParts({ form, name, prefix });
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput {...input} {...control} />
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
  registerOptions,
  error: shownError,
  ...textarea
}: ControlProps<T, Out> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id' | 'maxLength'>) {
  const { id, error, length, control } = useFieldParts({ form, name, prefix, max, registerOptions, error: shownError });
  return (
    <Field id={id} label={label} max={max} length={length} error={error}>
      <Textarea maxLength={max} {...textarea} {...control} />
    </Field>
  );
}

type SelectOption = { value: string | number; label: string };

/** A choice from a list; `beside` sits to the right of it (a preview of the choice). */
export function SelectField<T extends FieldValues, Out>({
  form,
  name,
  prefix,
  label,
  options,
  registerOptions,
  error: shownError,
  beside,
  ...select
}: Omit<ControlProps<T, Out>, 'max'> & {
  options: readonly SelectOption[];
  beside?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id'>) {
  const { id, error, control } = useFieldParts({ form, name, prefix, registerOptions, error: shownError });
  const box = (
    <Select {...select} {...control}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
  return (
    <Field id={id} label={label} error={error}>
      {beside ? (
        <div className="flex items-center gap-2">
          {box}
          {beside}
        </div>
      ) : (
        box
      )}
    </Field>
  );
}

/** One yes/no box, its label beside it, a hint under the label (what is on record), and its error under it. */
export function CheckboxField<T extends FieldValues, Out>({
  form,
  name,
  prefix,
  label,
  hint,
}: Omit<ControlProps<T, Out>, 'max' | 'registerOptions' | 'error'> & { hint?: string }) {
  const { id, error, control } = useFieldParts({ form, name, prefix });
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          {...control}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="ml-6 text-xs text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Fields that belong together under one legend: a checkbox group (several CheckboxFields), the
 * links of a development, a repetition. `error` is a message about the group as a whole.
 */
export function FieldGroup({
  legend,
  error,
  className = '',
  children,
}: {
  legend: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`space-y-3 rounded-md border border-gray-200 p-4 ${className}`}>
      <legend className="px-1 text-sm font-semibold text-gray-900">{legend}</legend>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** A file picker with its label and a hint under it, which screen readers read with the control. */
export function FileField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <Field id={id} label={label} hint={hint}>
      <input
        id={id}
        type="file"
        aria-describedby={describedBy(id, { hint: true })}
        className="block w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        {...input}
      />
    </Field>
  );
}

/** The whole refusal of the last save, where the toast cannot be reached (a modal dialog hides it from screen readers). */
export function FormServerError<T extends FieldValues, Out>({ form }: { form: UseFormReturn<T, unknown, Out> }) {
  const { errors } = useFormState({ control: form.control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
      {message}
    </p>
  );
}

/** A button that says what is happening while its action runs ('Saving...', 'Importing...'), and waits. */
export function PendingButton({
  pending,
  pendingLabel = 'Saving...',
  disabled,
  children,
  ...button
}: ButtonProps & { pending: boolean; pendingLabel?: string }) {
  return (
    <Button disabled={pending || disabled} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/**
 * The row under a staff form: submit (its pending text while the save runs) and Cancel. Inline
 * forms put submit first; in a dialog the row sits at the right with Cancel first.
 */
export function FormActions({
  pending,
  submitLabel = 'Save',
  pendingLabel,
  onCancel,
  inDialog = false,
  size,
}: {
  pending: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  onCancel: () => void;
  inDialog?: boolean;
  size?: ButtonProps['size'];
}) {
  const submit = (
    <PendingButton type="submit" size={size} pending={pending} pendingLabel={pendingLabel}>
      {submitLabel}
    </PendingButton>
  );
  const cancel = (
    <Button variant="secondary" size={size} onClick={onCancel} disabled={pending}>
      Cancel
    </Button>
  );
  return inDialog ? (
    <div className="flex justify-end gap-2 pt-2">
      {cancel}
      {submit}
    </div>
  ) : (
    <div className="flex flex-wrap gap-2">
      {submit}
      {cancel}
    </div>
  );
}
