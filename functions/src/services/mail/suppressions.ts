import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Suppression } from '@roca/contract/mail';
import { COLLECTIONS, db } from '../../lib/firebase';
import { notFound } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { toIso } from '../../lib/timestamps';
import { type Actor, changeDocument, deleteItem } from '../core';

/**
 * Addresses that bounced for good get no bulk mail (notices and topics) until staff clear them
 * (docs/mail.md, "Bounces"). One document per address, named by the address's hash: an address
 * may hold characters a document id may not.
 */
const suppressionsCollection = () => db.collection(COLLECTIONS.mailSuppressions);
const docFor = (email: string) => suppressionsCollection().doc(sha256Hex(email.trim().toLowerCase()).slice(0, 40));

export async function isSuppressed(email: string, tx?: Transaction): Promise<boolean> {
  const ref = docFor(email);
  return (tx ? await tx.get(ref) : await ref.get()).exists;
}

/** Every suppressed address, lower-case: for choosing an audience's recipients. */
export async function suppressedAddresses(): Promise<Set<string>> {
  const snap = await suppressionsCollection().get();
  return new Set(snap.docs.map((doc) => doc.get('email') as string));
}

/**
 * In the transaction that records a hard bounce (outbox.ts): the system's own doing, not a staff
 * change, so it has no audit entry; the message's delivery in the log says why.
 */
export function suppressAfterBounce(tx: Transaction, email: string, reason: string) {
  tx.set(docFor(email), { email: email.toLowerCase(), reason, source: 'bounce', createdAt: Timestamp.now() });
}

const fromData = (id: string, data: FirebaseFirestore.DocumentData): Suppression => ({
  id,
  email: data.email,
  reason: data.reason,
  source: data.source,
  createdAt: toIso(data.createdAt) ?? '',
});

export async function listSuppressions(): Promise<Suppression[]> {
  const snap = await suppressionsCollection().orderBy('createdAt', 'desc').get();
  return snap.docs.map((doc) => fromData(doc.id, doc.data()));
}

/** Staff mark an address that bounced (a bounce report that reached the association's mailbox): a staff change, audited. */
export async function addSuppression(actor: Actor, email: string, reason: string): Promise<Suppression> {
  const ref = docFor(email);
  await changeDocument(actor, ref, () => ({ email: email.toLowerCase(), reason, source: 'staff', createdAt: Timestamp.now() }));
  return fromData(ref.id, (await ref.get()).data()!);
}

/** Staff clear an address: bulk mail reaches it again. A staff change, audited. */
export const clearSuppression = (actor: Actor, id: string) =>
  deleteItem(actor, suppressionsCollection().doc(id), () => notFound('No suppressed address with this id'));
