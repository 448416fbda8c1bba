import { Timestamp } from 'firebase-admin/firestore';

/** Firestore Timestamps go out of the API as ISO strings (docs/requirements.md, Data). */
export function toIso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return null;
}

/**
 * createdAt and updatedAt of a new document: one timestamp for both, not two server timestamps,
 * since the Node Firestore emulator keeps only one server timestamp per write (docs/decisions/001).
 */
export function creationTimes() {
  const now = Timestamp.now();
  return { createdAt: now, updatedAt: now };
}
