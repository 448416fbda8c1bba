import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../../lib/firebase';

/**
 * A PayPal transaction is never counted twice: the payment that records it claims
 * paymentTransactions/{transaction id} in the same transaction that stores it, with `create` as its
 * first write, so of two imports racing on one transaction only the first can commit (the other
 * runs again: services/staff-changes.ts).
 */
export const transactionClaimsCollection = () => db.collection(COLLECTIONS.paymentTransactions);

/** `takenBack`: the payment was refunded or reversed and left the member's record (payment-take-backs.ts); the claim stays. */
export type TransactionClaim = { memberId: string; paymentId: string; takenBack?: { reason: string; on: string } };

/** The claim a payment makes: its PayPal transaction id, when it has one. */
export function transactionClaimOf(payment: { method: string; reference: string }): DocumentReference | null {
  return payment.method === 'paypal' && payment.reference ? transactionClaimsCollection().doc(payment.reference) : null;
}

/** Claims already held, by transaction id. Read them before any write of the transaction. */
export async function heldTransactionClaims(tx: Transaction, refs: DocumentReference[]): Promise<Map<string, TransactionClaim>> {
  if (refs.length === 0) return new Map();
  const snaps = await tx.getAll(...refs);
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.data() as TransactionClaim]));
}

/** Frees a member's claims (its payments are being deleted); claims another member holds stay. */
export async function releaseTransactionClaims(tx: Transaction, memberId: string, refs: DocumentReference[]) {
  const held = await heldTransactionClaims(tx, refs);
  for (const ref of refs) if (held.get(ref.id)?.memberId === memberId) tx.delete(ref);
}
