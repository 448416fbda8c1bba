import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { AuditAction } from '@roca/contract/audit';
import { ITEM_KINDS, type ItemType } from '@roca/contract/item-kinds';
import { logger } from 'firebase-functions';
import { db } from '../../lib/firebase';
import { actionOf, itemTypeOf, recordAudit, type ChangeActor } from './audit';
import { requestPublish } from './publish-queue';

export type StaffChange = {
  /** Staff, the system, or a member changing their own entry in My membership. */
  actor: ChangeActor;
  ref: DocumentReference;
  /** The stored document before the change; null when it is created. */
  before: DocumentData | null;
  /** The document to store; null when it is deleted. */
  after: DocumentData | null;
  /** How the audit log names the change, when not by what changed: 'import' or 'restore'. */
  action?: AuditAction;
};

/** The kinds of item each running staff transaction has changed so far: what it republishes once stored. */
const changedBy = new WeakMap<Transaction, Set<ItemType>>();

/**
 * Runs `work` as one Firestore transaction of staff changes (writeStaffChange). Once it is
 * stored, the public pages that show what it changed are republished: the item-kind registry
 * (contract/src/item-kinds.ts) names the content each kind of item is. So no route asks for a
 * publish by hand, and a change that stored nothing (refused, or the same as before) asks for none.
 */
export async function runStaffTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  let changed = new Set<ItemType>();
  const result = await db.runTransaction((tx) => {
    // Firestore runs the work again when the transaction meets a concurrent write: count the last attempt only.
    changed = new Set();
    changedBy.set(tx, changed);
    return work(tx);
  });
  const kinds = [...changed].flatMap((type) => ITEM_KINDS[type].content ?? []);
  if (kinds.length > 0) await requestPublish({ reason: `staff changed: ${[...changed].join(', ')}`, kinds });
  return result;
}

/**
 * Every staff change to a stored item (development, event, user, site content, member) is
 * written here, inside a runStaffTransaction, so the before and after states are known in one
 * place: the audit log records them, and the publish after the transaction follows from them.
 * Both states may carry a password hash (users): never log them as they are.
 */
export function writeStaffChange(tx: Transaction, { actor, ref, before, after, action = actionOf(before, after) }: StaffChange) {
  const changed = changedBy.get(tx);
  if (!changed) throw new Error(`A staff change of ${ref.path} must run in runStaffTransaction, which republishes what it changes`);
  if (after === null) tx.delete(ref);
  else if (before === null) tx.create(ref, after);
  else tx.set(ref, after);
  const itemType = itemTypeOf(ref);
  recordAudit(tx, { actor, action, itemType, itemId: ref.id, before, after });
  changed.add(itemType);
  logger.info('staff change', {
    actor: actor === 'system' ? 'system' : 'member' in actor ? 'member' : actor.id,
    item: ref.path,
    action,
  });
}
