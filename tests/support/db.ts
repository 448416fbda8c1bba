import { isDeepStrictEqual } from 'node:util';
import type { WriteBatch } from 'firebase-admin/firestore';
import { CLIENT_LIMITS_COLLECTION, COLLECTIONS, db } from '../../functions/src/lib/firebase';
import { ensureSiteContentSeeded } from '../../functions/src/services/content';
import { storedDocuments } from './stored-documents';

/** Deletes these stored documents, in batches of at most 400 writes. */
async function deleteAll(paths: readonly string[]) {
  for (let start = 0; start < paths.length; start += 400) {
    const batch = db.batch();
    for (const path of paths.slice(start, start + 400)) batch.delete(db.doc(path));
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
  // empty for the next test. The other collections are independent: they are emptied at once, from
  // one read of the whole database (this runs before most browser tests).
  // And the per-client limits' counts, as a fresh stack has none: a file's requests count from zero.
  const others = [...Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.siteContent), CLIENT_LIMITS_COLLECTION];
  await deleteAll(Object.keys(await storedDocuments(others)));
  await deleteAll(Object.keys(await storedDocuments([COLLECTIONS.siteContent])));
  if (seed) await ensureSiteContentSeeded();
}

/**
 * Puts the database back to a snapshot (snapshot.ts; it holds no window counts): deletes every document not in it and
 * writes back every one that differs, in one batch. A test changes a few documents, so this
 * writes a few, where emptying everything and writing the snapshot back wrote them all; and the
 * seed content, kept in the snapshot with its marker, is never gone for a moment.
 */
export async function resetDatabaseTo(snapshot: Record<string, unknown>) {
  // The window counts too (the per-client limits, and the gaps and caps of what public forms
  // mail): each test starts with none, as a fresh stack has, whatever addresses it reuses.
  const now = await storedDocuments([...Object.values(COLLECTIONS), CLIENT_LIMITS_COLLECTION]);
  const writes: ((batch: WriteBatch) => void)[] = [];
  for (const path of Object.keys(now)) if (!(path in snapshot)) writes.push((batch) => batch.delete(db.doc(path)));
  for (const [path, data] of Object.entries(snapshot)) {
    // Deleted first: the Node emulator's `set` keeps a field the test added that the snapshot lacks (docs/decisions/001).
    if (!isDeepStrictEqual(now[path], data))
      writes.push((batch) => batch.delete(db.doc(path)).set(db.doc(path), data as Record<string, unknown>));
  }
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
    await batch.commit();
  }
}

export { db, COLLECTIONS };
