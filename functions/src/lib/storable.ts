/**
 * A record with every one of its fields stored, blank ones as `blank` ('' or null), never left
 * out. Saving the whole record then replaces every field, so a field cleared by the change is
 * cleared in storage too, also on the Node Firestore emulator, whose `set` keeps fields the new
 * document leaves out. Readers leave blank fields out of their answers.
 */
export function withEveryField<K extends string>(
  fields: Partial<Record<K, unknown>>,
  keys: readonly K[],
  blank: '' | null = '',
): Record<K, unknown> {
  return Object.fromEntries(keys.map((key) => [key, fields[key] ?? blank])) as Record<K, unknown>;
}

/** Blank values ('', null or absent) mean "none", whichever way they were stored. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';
