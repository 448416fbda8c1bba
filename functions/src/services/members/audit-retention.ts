import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MEMBER_AUDIT_RETENTION, REMOVED_MEMBER_LABEL } from '@roca/contract/audit';
import { msDaysBefore } from '@roca/contract/days';
import { auditCollection, removePersonalDataFromAudit } from '../core';
import { membersCollection } from './members';

/**
 * Removes members' personal data from the audit log once it is no longer needed (docs/decisions/009,
 * "Audit retention"): the states before and after and the name in the label of every entry about a
 * member deleted more than MEMBER_AUDIT_RETENTION.afterDeletionDays ago (and not restored since),
 * and of every member entry older than MEMBER_AUDIT_RETENTION.atMostDays. The entry stays: who
 * changed what, when, and which fields. Run daily by the scheduled function
 * forgetMemberPersonalData, and by `npm start`'s periodic check. Returns the entries changed.
 */
export async function removeExpiredMemberData(now = new Date()): Promise<number> {
  const deletionCutoff = msDaysBefore(now, MEMBER_AUDIT_RETENTION.afterDeletionDays);
  const ageCutoff = msDaysBefore(now, MEMBER_AUDIT_RETENTION.atMostDays);
  // Every entry that may be due is older than the shorter period.
  const old = await auditCollection().where('itemType', '==', 'member').where('at', '<', Timestamp.fromMillis(deletionCutoff)).get();
  const byMember = new Map<string, QueryDocumentSnapshot[]>();
  for (const entry of old.docs) byMember.set(entry.get('itemId'), [...(byMember.get(entry.get('itemId')) ?? []), entry]);

  const due: QueryDocumentSnapshot[] = [];
  for (const [memberId, entries] of byMember) {
    const pending = entries.filter((entry) => !entry.get('personalDataRemovedAt'));
    if (pending.length === 0) continue;
    // Deleted long enough ago, and not brought back since (a restore makes the member exist again).
    const deleted = entries.some((entry) => entry.get('action') === 'delete') && !(await membersCollection().doc(memberId).get()).exists;
    due.push(...(deleted ? pending : pending.filter((entry) => (entry.get('at') as Timestamp).toMillis() < ageCutoff)));
  }

  await removePersonalDataFromAudit(due, REMOVED_MEMBER_LABEL, now);
  return due.length;
}
