import type { z } from './zod';

/** The JSON body of every error response (docs/requirements.md, Errors). */
export type ApiErrorBody = {
  message: string;
  fieldErrors?: Record<string, string>;
};

/**
 * What a refused input says, field by field, from zod's issues: each field (by its path,
 * `reminders.0.date`) with its first message, a field the schema does not have with "Unknown
 * field", and a problem of the input as a whole under `_`. The one reading of zod's errors: the
 * API answers it as `fieldErrors`, a form page shows each message beside its field, an import
 * names a row's problems with it.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fieldErrors[key] ??= `Unknown field '${key}'`;
      continue;
    }
    fieldErrors[issue.path.length ? issue.path.join('.') : '_'] ??= issue.message;
  }
  return fieldErrors;
}
