import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The server's `fieldErrors` of a 400 answer (`{ field: message }`, nested fields dotted), if any. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.status !== 400) return {};
  try {
    return (JSON.parse(err.body) as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
  } catch {
    return {};
  }
}

/**
 * Shows the server's field errors next to the form's fields, as the form's own checks do. Only
 * fields the form has are set (`fields` lists their names, or a test of the dotted path); the
 * others are left to the toast, which carries the server's whole message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean,
) {
  for (const [path, message] of Object.entries(serverFieldErrors(err))) {
    if (isField(path)) setError(path as Path<T>, { type: 'server', message });
  }
}
