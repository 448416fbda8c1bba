import { isDeepStrictEqual } from 'node:util';
import type { WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../../functions/src/lib/firebase';
import { ensureSiteContentSeeded } from '../../functions/src/services/site-content';

/** Deletes every document of one collection, in batches of at most 400 writes. */
async function emptyCollection(name: string) {
  const { docs } = await db.collection(name).get();
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
}

/**
 * Deletes every document of the product's collections and stores the seed content, so a test
 * starts as a fresh stack does. Seeding here, not lazily, keeps a publish that a previous test
 * queued from storing the seed in the middle of a later test's "nothing was written" check. `seed: false` leaves the store empty, for the tests of
 * seeding itself.
 */
export async function clearDatabase({ seed = true } = {}) {
  // siteContent holds the "seeded" marker: it goes last, once every other collection is empty. A
  // publish still running from the previous test seeds again as soon as the marker is gone; were
  // the marker deleted first, that seed could land before a list's deletion and leave the list
  // empty for the next test. The other collections are independent: they are emptied at once
  // (this runs before most tests, and one collection after another took three times as long).
  const others = Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.siteContent);
  await Promise.all(others.map(emptyCollection));
  await emptyCollection(COLLECTIONS.siteContent);
  if (seed) await ensureSiteContentSeeded();
}

/**
 * Puts the database back to a snapshot (snapshot.ts): deletes every document not in it and
 * writes back every one that differs, in one batch. A test changes a few documents, so this
 * writes a few, where emptying everything and writing the snapshot back wrote them all; and the
 * seed content, kept in the snapshot with its marker, is never gone for a moment.
 */
export async function resetDatabaseTo(snapshot: Record<string, unknown>) {
  const stored = (await Promise.all(Object.values(COLLECTIONS).map((name) => db.collection(name).get()))).flatMap((s) => s.docs);
  const writes: ((batch: WriteBatch) => void)[] = [];
  for (const doc of stored) if (!(doc.ref.path in snapshot)) writes.push((batch) => batch.delete(doc.ref));
  const now = new Map(stored.map((doc) => [doc.ref.path, doc.data()]));
  for (const [path, data] of Object.entries(snapshot)) {
    if (!isDeepStrictEqual(now.get(path), data)) writes.push((batch) => batch.set(db.doc(path), data as Record<string, unknown>));
  }
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
    await batch.commit();
  }
}

export { db, COLLECTIONS };
