import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows the server's refusal of a form on its fields: each message of a 400 answer's
 * `fieldErrors` goes under the field it names (react-hook-form's setError), and the first such
 * field takes the focus. Messages for fields the form does not have are left to the failure
 * toast, which carries the whole message. Returns how many fields got a message.
 *
 * The form's own schema is the contract's, so this is for what only the server can know, or a
 * rule that changed on the server before the page was reloaded.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  /** The form's field for a name the server uses that is no field of the form (a value the form builds from several controls). */
  fieldOf: (serverField: string) => string = (field) => field,
) {
  if (!(error instanceof ApiError) || error.status !== 400) return 0;
  const values = form.getValues() as Record<string, unknown>;
  const fields = Object.entries(error.fieldErrors)
    .map(([field, message]) => [fieldOf(field), message] as const)
    .filter(([field]) => Object.hasOwn(values, field.split('.')[0]));
  fields.forEach(([field, message], index) =>
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return fields.length;
}
