import { COLLECTIONS, db } from '../../functions/src/lib/firebase';

/** Deletes every document of the product's collections, so a test starts from an empty store. */
export async function clearDatabase() {
  for (const name of Object.values(COLLECTIONS)) {
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
}

export { db, COLLECTIONS };
