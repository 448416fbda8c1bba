import { COLLECTIONS, db } from '../../functions/src/lib/firebase';
import { ensureSiteContentSeeded } from '../../functions/src/services/site-content';

/**
 * Deletes every document of the product's collections and stores the seed content, so a test
 * starts as a fresh stack does. Seeding here, not lazily, keeps a publish that a previous test
 * queued from storing the seed in the middle of a later test's "nothing was written" check. `seed: false` leaves the store empty, for the tests of
 * seeding itself.
 */
export async function clearDatabase({ seed = true } = {}) {
  // siteContent holds the "seeded" marker: it goes last. A publish still running from the
  // previous test seeds again as soon as the marker is gone; were the marker deleted first, that
  // seed could land before a list's deletion and leave the list empty for the next test.
  const names = Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.siteContent);
  for (const name of [...names, COLLECTIONS.siteContent]) {
    const snap = await db.collection(name).get();
    let batch = db.batch();
    let n = 0;
    for (const doc of snap.docs) {
      batch.delete(doc.ref);
      if (++n % 400 === 0) {
        await batch.commit();
        batch = db.batch();
      }
    }
    await batch.commit();
  }
  if (seed) await ensureSiteContentSeeded();
}

export { db, COLLECTIONS };
