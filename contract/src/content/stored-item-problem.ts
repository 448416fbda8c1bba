import type { z } from '../zod';

const startsWithWord = (message: string, word: string) => message.toLowerCase().startsWith(word.toLowerCase());

/**
 * Why a stored item would not be saved today, in the words of the contract's own field messages
 * ("Repeat rule names days some months do not have, ..."), or null when it passes. An item written
 * around the API, or under older checks, is named this way to staff (the publish status, the
 * Calendar screen) instead of breaking what shows it. The first problem is enough to act on.
 */
export function storedItemProblem(schema: z.ZodType, item: { id: string }): string | null {
  const { id: _id, ...fields } = item;
  const result = schema.safeParse(fields);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = String(issue.path[0] ?? '');
  return !field || startsWithWord(issue.message, field) ? issue.message : `${field[0].toUpperCase()}${field.slice(1)}: ${issue.message}`;
}
