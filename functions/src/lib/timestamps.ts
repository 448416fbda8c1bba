import { Timestamp } from 'firebase-admin/firestore';

/** Firestore Timestamps go out of the API as ISO strings (docs/requirements.md, Data). */
export function toIso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return null;
}
