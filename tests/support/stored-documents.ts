import { inject } from 'vitest';
import { db } from '../../functions/src/lib/firebase';
import type { Reads } from '../../scripts/lib/firestore-reads';
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

const readsSoFar = async (): Promise<Reads> => {
  const res = await fetch(new URL('reads', inject('storedDocumentsUrl')));
  if (!res.ok) throw new Error(`Reading the emulator's read count failed: ${res.status}`);
  return (await res.json()) as Reads;
};

/**
 * The documents read from each collection while `work` ran, counted by the test stack's Firestore
 * emulator as Firestore bills them (scripts/lib/firestore-reads.ts): a read budget's figure.
 * Reads of anything else running meanwhile (a publish a save queued) count too, so a budget
 * names the collections its route must keep within.
 */
export async function readsDuring(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await readsSoFar();
  await work();
  const after = await readsSoFar();
  return Object.fromEntries(
    Object.entries(after.byCollection)
      .map(([collection, reads]) => [collection, reads - (before.byCollection[collection] ?? 0)] as const)
      .filter(([, reads]) => reads > 0),
  );
}
