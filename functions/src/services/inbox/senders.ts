import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract/limits';
import { todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { sha256Hex } from '../../lib/sha256';

/**
 * The per-address cap of the public forms (docs/inbox.md, "Spam"): at most
 * LIMITS.inboxPerAddressPerDay messages stored per sender address per day (Vancouver), whatever
 * client sends them, so nobody can make the association acknowledge a flood to one mailbox. Each
 * message claims one numbered document with `create`, which only one writer wins, even in a burst
 * and on the local emulator whose transactions do not isolate (decision 001). The address is kept
 * only as part of a hash, and the claims are deleted after two days (retention.ts).
 */
export async function claimSenderSlot(email: string, now = new Date()): Promise<boolean> {
  const prefix = `${sha256Hex(email.toLowerCase()).slice(0, 32)}-${todayInVancouver(now)}`;
  const claims = db.collection(COLLECTIONS.inboxSenderClaims);
  for (let n = 1; n <= LIMITS.inboxPerAddressPerDay; n++) {
    try {
      await claims.doc(`${prefix}-${n}`).create({ at: Timestamp.fromDate(now) });
      return true;
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
    }
  }
  return false;
}
