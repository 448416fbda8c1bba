import * as LabelPrimitive from '@radix-ui/react-label';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef } from 'react';

const fieldClasses =
  'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 disabled:bg-gray-100';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className = '', ...props }, ref) {
  return <input ref={ref} className={`${fieldClasses} ${className}`} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className = '', ...props },
  ref,
) {
  return <textarea ref={ref} className={`${fieldClasses} ${className}`} {...props} />;
});

/** A native <select> with the inputs' look and focus ring. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = '', ...props },
  ref,
) {
  return <select ref={ref} className={`${fieldClasses} ${className}`} {...props} />;
});

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <LabelPrimitive.Root htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-900">
      {children}
    </LabelPrimitive.Root>
  );
}

/**
 * A labelled form field with an optional character counter ("12/32"), hint and error text, wired to
 * the control through ids (describedBy) so screen readers announce the label, the count, the hint
 * and the error.
 */
export function Field({
  id,
  label,
  length,
  max,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  length?: number;
  max?: number;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {max !== undefined && (
          <span id={`${id}-count`} className={`text-xs ${(length ?? 0) >= max ? 'font-semibold text-red-800' : 'text-gray-700'}`}>
            {length ?? 0}/{max}
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error under it, the target of the control's aria-describedby (`<id>-error`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  );
}

/** aria-describedby for a control inside <Field>. */
export function describedBy(id: string, { counter = false, hint = false, error }: { counter?: boolean; hint?: boolean; error?: string }) {
  const ids = [counter && `${id}-count`, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The search box above a staff list (the inbox, the mail log), its label above it. */
export function SearchBox({
  id,
  label,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <Input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/**
 * A native select with its label above it, outside a form library's field: a staff list's filter
 * (the inbox, the mail log) or a screen's one choice (the year of the reminders, who to assign to).
 */
export function LabelledSelect({
  id,
  label,
  value,
  onChange,
  className,
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}
