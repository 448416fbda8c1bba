import { inject } from 'vitest';
import { db } from '../../functions/src/lib/firebase';
import { decodeFields, type StoredFields } from '../../scripts/lib/firestore-snapshot';

/**
 * Every stored document of these collections, by path, with its data as `doc.data()` reads it:
 * what a query of each collection answers now, in one request to the test stack's Firestore
 * emulator (tests/global-setup.ts).
 */
export async function storedDocuments(collections: readonly string[]): Promise<Record<string, Record<string, unknown>>> {
  const res = await fetch(`${inject('storedDocumentsUrl')}?collections=${collections.join(',')}`);
  if (!res.ok) throw new Error(`Reading the stored documents failed: ${res.status}`);
  const stored = (await res.json()) as Record<string, StoredFields>;
  return Object.fromEntries(Object.entries(stored).map(([path, fields]) => [path, decodeFields(fields, db)]));
}
