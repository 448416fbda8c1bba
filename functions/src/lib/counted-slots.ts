import { Timestamp } from 'firebase-admin/firestore';
import { db } from './firebase';
import { isAlreadyExists } from './firestore-errors';

/**
 * A cap counted in Firestore, so it holds across the function's instances: each use claims the
 * next numbered document of its series (`<series>-<n>`, n from 1 to `limit`) with `create`, which
 * only one writer wins, even in a burst and on the local emulator whose transactions do not
 * isolate (docs/decisions/001). False once all `limit` are taken. The series names the key and its
 * window (an address hash and a day, say), so a new window starts a new series; the documents
 * carry `forgetAt` for their TTL policy and the retention job that removes them.
 */
export async function claimCountedSlot(
  collection: string,
  series: string,
  limit: number,
  { now = new Date(), forgetAt }: { now?: Date; forgetAt?: Date } = {},
): Promise<boolean> {
  const claims = db.collection(collection);
  for (let n = 1; n <= limit; n++) {
    try {
      await claims
        .doc(`${series}-${n}`)
        .create({ at: Timestamp.fromDate(now), ...(forgetAt ? { forgetAt: Timestamp.fromDate(forgetAt) } : {}) });
      return true;
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
    }
  }
  return false;
}
