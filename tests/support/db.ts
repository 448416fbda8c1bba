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

export { db, COLLECTIONS };
