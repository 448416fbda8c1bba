import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { AuditAction } from '@roca/contract/audit';
import { logger } from 'firebase-functions';
import { actionOf, itemTypeOf, recordAudit, type Actor } from './audit';

export type StaffChange = {
  actor: Actor;
  ref: DocumentReference;
  /** The stored document before the change; null when it is created. */
  before: DocumentData | null;
  /** The document to store; null when it is deleted. */
  after: DocumentData | null;
  /** How the audit log names the change, when not by what changed: 'import' or 'restore'. */
  action?: AuditAction;
};

/**
 * Every staff change to a stored item (development, event, user, site content) is written here, inside the
 * caller's transaction, so the before and after states are known in one place: this is where an
 * audit log hooks in. Both states may carry a password hash (users): never log them as they are.
 */
export function writeStaffChange(tx: Transaction, { actor, ref, before, after, action = actionOf(before, after) }: StaffChange) {
  if (after === null) tx.delete(ref);
  else if (before === null) tx.create(ref, after);
  else tx.set(ref, after);
  recordAudit(tx, { actor, action, itemType: itemTypeOf(ref), itemId: ref.id, before, after });
  logger.info('staff change', {
    actor: actor === 'system' ? 'system' : actor.id,
    item: ref.path,
    action,
  });
}
