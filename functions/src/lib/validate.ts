import { fieldErrorsOf } from '@roca/contract/errors';
import type { z } from 'zod';
import { badRequest } from './http-errors';

/**
 * Parses input with a contract schema; on failure throws a 400 whose fieldErrors name every bad
 * field with its first message, so the client can show it next to the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const summary = Object.entries(fieldErrors)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
  throw badRequest(`Invalid input - ${summary}`, fieldErrors);
}
