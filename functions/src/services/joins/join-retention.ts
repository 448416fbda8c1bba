import { Timestamp } from 'firebase-admin/firestore';
import { JOIN_RETENTION_DAYS } from '@roca/contract/joins';
import { addDays, msDaysBefore, todayInVancouver } from '@roca/contract/days';
import { db } from '../../lib/firebase';
import { paidJoinDoc, pendingJoinsCollection } from './pending-joins';

const BATCH = 500;

/**
 * Deletes the pending joins whose personal data has been kept long enough (JOIN_RETENTION_DAYS):
 * unpaid ones that many days after they expired, paid ones that many days after they were paid.
 * Run daily with the audit log's retention (forgetMemberPersonalData) and by `npm start`'s periodic
 * check. Returns how many it deleted.
 */
export async function removeOldJoins(now = new Date()): Promise<number> {
  const expiredBefore = addDays(todayInVancouver(now), -JOIN_RETENTION_DAYS);
  const paidBefore = Timestamp.fromMillis(msDaysBefore(now, JOIN_RETENTION_DAYS));
  const [unpaid, paid] = await Promise.all([
    pendingJoinsCollection().where('state', '==', 'pending').where('expiresOn', '<', expiredBefore).get(),
    pendingJoinsCollection().where('state', '==', 'paid').where('paidAt', '<', paidBefore).get(),
  ]);
  // A paid join's marker (complete-join.ts) goes with it.
  const due = [...unpaid.docs.map((doc) => doc.ref), ...paid.docs.flatMap((doc) => [doc.ref, paidJoinDoc(doc.id)])];
  // Batches (at most 500 writes each), not a BulkWriter: the local Node Firestore emulator has no BatchWrite.
  for (let start = 0; start < due.length; start += BATCH) {
    const batch = db.batch();
    for (const ref of due.slice(start, start + BATCH)) batch.delete(ref);
    await batch.commit();
  }
  return unpaid.size + paid.size;
}
