import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { AuditAction } from '@roca/contract/audit';
import { ITEM_KINDS, type ItemType } from '@roca/contract/item-kinds';
import { logger } from 'firebase-functions';
import { db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { actionOf, isMemberChange, isSystemActor, itemTypeOf, recordAudit, type Actor, type ChangeActor } from './audit';
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
  /** Staff marked the change minor: nobody is alerted of it (a development update's "minor: no alert"). */
  minor?: boolean;
};

/** A staff change once it is stored, as a reaction reads it. */
export type StoredChange = Required<StaffChange> & { itemType: ItemType };

/** The changes each running staff transaction has written so far: what it republishes and reacts to once stored. */
const changedBy = new WeakMap<Transaction, StoredChange[]>();

type Reaction = { name: string; react: (change: StoredChange) => Promise<unknown> };
const reactions = new Map<ItemType, Reaction[]>();

/**
 * Declares what a domain does once a change of a kind of item is stored, by name: the subscribers
 * are alerted when a development update is posted or changes status, a deleted development's
 * files are deleted. The domain declares it in its reactions.ts, which its public face loads, so
 * it holds wherever the domain is loaded (the functions index loads every domain), and the domain
 * whose item changed never names it; no route strings effects together. A reaction runs after the
 * change is committed and its publish asked for, before the caller is answered, in the order
 * declared. It never undoes the change: its failure is logged (with the item's path, never its
 * content) and the change stands.
 */
export function afterStaffChange(type: ItemType, name: string, react: (change: StoredChange) => Promise<unknown>) {
  reactions.set(type, [...(reactions.get(type) ?? []), { name, react }]);
}

/** Times a transaction runs when a concurrent one keeps creating what it creates first. */
const ATTEMPTS = 3;

/**
 * Runs `work` as one Firestore transaction of staff changes (writeStaffChange). Once it is
 * stored, the public pages that show what it changed are republished: the item-kind registry
 * (contract/src/item-kinds.ts) names the content each kind of item is. So no route asks for a
 * publish by hand, and a change that stored nothing (refused, or the same as before) asks for none.
 *
 * A transaction whose `create` fails because a concurrent one created that document first (a
 * payment's claim, a username, a link's "used" marker, a read guard: read-guards.ts) read a state
 * that is gone: it runs again, reads what the other wrote, and answers accordingly (a duplicate, a
 * 409, "used already"). Such a create is each transaction's first write, so the failed attempt left
 * nothing behind, even on the local Node Firestore emulator (docs/decisions/001).
 */
export async function runStaffTransaction<T>(work: (tx: Transaction) => Promise<T>, attempt = 1): Promise<T> {
  let stored: StoredChange[] = [];
  let result: T;
  try {
    result = await db.runTransaction((tx) => {
      // Firestore runs the work again when the transaction meets a concurrent write: count the last attempt only.
      stored = [];
      changedBy.set(tx, stored);
      return work(tx);
    });
  } catch (err) {
    if (isAlreadyExists(err) && attempt < ATTEMPTS) return runStaffTransaction(work, attempt + 1);
    throw err;
  }
  const changed = [...new Set(stored.map((change) => change.itemType))];
  const kinds = [...new Set(changed.flatMap((type) => ITEM_KINDS[type].content ?? []))];
  if (kinds.length > 0) await requestPublish({ reason: `staff changed: ${changed.join(', ')}`, kinds });
  for (const change of stored) {
    for (const { name, react } of reactions.get(change.itemType) ?? []) {
      await react(change).catch((err: Error) =>
        logger.error('a reaction to a staff change failed', { reaction: name, item: change.ref.path, error: err.message }),
      );
    }
  }
  return result;
}

/**
 * Every staff change to a stored item (development, event, user, site content, member) is
 * written here, inside a runStaffTransaction, so the before and after states are known in one
 * place: the audit log records them, and the publish after the transaction follows from them.
 * Both states may carry a password hash (users): never log them as they are.
 */
export function writeStaffChange(
  tx: Transaction,
  { actor, ref, before, after, action = actionOf(before, after), minor = false }: StaffChange,
) {
  const changed = changedBy.get(tx);
  if (!changed) throw new Error(`A staff change of ${ref.path} must run in runStaffTransaction, which republishes what it changes`);
  if (after === null) tx.delete(ref);
  else if (before === null) tx.create(ref, after);
  else tx.set(ref, after);
  const itemType = itemTypeOf(ref);
  recordAudit(tx, { actor, action, itemType, itemId: ref.id, before, after });
  changed.push({ actor, ref, before, after, action, minor, itemType });
  logger.info('staff change', {
    actor: isSystemActor(actor) ? actor : isMemberChange(actor) ? 'member' : actor.id,
    item: ref.path,
    action,
  });
}

/**
 * A staff change of one document as a whole, in a transaction of its own: `next` gets the stored
 * document (null when there is none) and returns the one to store (null: delete it). A change
 * that changes nothing writes nothing, so the audit log holds only real changes and nothing is
 * republished. Returns the document as stored after.
 */
export function changeDocument<T extends DocumentData>(
  actor: Actor,
  ref: DocumentReference,
  next: (before: T | null) => T | null,
): Promise<T | null> {
  return runStaffTransaction(async (tx) => {
    const before = ((await tx.get(ref)).data() as T | undefined) ?? null;
    const after = next(before);
    if (!isDeepStrictEqual(before, after)) writeStaffChange(tx, { actor, ref, before, after });
    return after;
  });
}

/** Deletes an item as a staff change, or throws `missing()` (a 404) when there is none. */
export async function deleteItem(actor: Actor, ref: DocumentReference, missing: () => Error): Promise<void> {
  await changeDocument(actor, ref, (before) => {
    if (!before) throw missing();
    return null;
  });
}
