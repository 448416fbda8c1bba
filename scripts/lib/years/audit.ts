import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import { MEMBER_AUDIT_RETENTION, REMOVED_MEMBER_LABEL, type AuditAction } from '@roca/contract/audit';
import { actionOf, itemTypeOf, recordAudit } from '../../../functions/src/services/core';
import { asOf, daysAfter } from './clock';
import { writerInto, type Sink } from './sink';

/**
 * The audit log of the generated years: every change the generator makes to an item is recorded
 * by the audit service's own recordAudit (as writeStaffChange records it, services/staff-changes.ts)
 * at the time of the change, with the states before and after. An entry about a member older than
 * MEMBER_AUDIT_RETENTION.atMostDays is stored as the daily retention job leaves it
 * (services/audit-retention.ts): no states, no name. The entries are counted, so the plan's total
 * can be made up with ordinary edits (years/edits.ts).
 */
export type AuditTrail = {
  change: (
    ms: number,
    actor: PublicUser,
    ref: DocumentReference,
    before: DocumentData | null,
    after: DocumentData | null,
    action?: AuditAction,
  ) => void;
  readonly count: number;
};

/** `already`: entries the services wrote themselves (the staff accounts' creation). */
export function auditTrail(sink: Sink, now: number, already = 0): AuditTrail {
  let count = already;
  const retentionEnds = daysAfter(0, MEMBER_AUDIT_RETENTION.atMostDays);
  const afterRetention = (entry: DocumentData) => {
    const at = (entry.at as Timestamp).toMillis();
    if (entry.itemType !== 'member' || now - at <= retentionEnds) return entry;
    // The job runs daily: the day after the entry came of age.
    const removedAt = Math.min(now, at + retentionEnds + daysAfter(0, 1));
    return { ...entry, before: null, after: null, itemLabel: REMOVED_MEMBER_LABEL, personalDataRemovedAt: Timestamp.fromMillis(removedAt) };
  };
  const writer = writerInto(sink, afterRetention);
  return {
    change(ms, actor, ref, before, after, action = actionOf(before, after)) {
      asOf(ms, () => recordAudit(writer, { actor, action, itemType: itemTypeOf(ref), itemId: ref.id, before, after }));
      count++;
    },
    get count() {
      return count;
    },
  };
}
