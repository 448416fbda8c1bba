import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { runStaffTransaction } from '../core';

/**
 * A PayPal transaction is never counted twice: the payment that records it claims
 * paymentTransactions/{transaction id} in the same transaction that stores it, with `create`, so
 * of two imports racing on one transaction only the first can commit.
 */
export const claimsCollection = () => db.collection(COLLECTIONS.paymentTransactions);

/** `takenBack`: the payment was refunded or reversed and left the member's record (payment-take-backs.ts); the claim stays. */
export type Claim = { memberId: string; paymentId: string; takenBack?: { reason: string; on: string } };

/** The claim a payment makes: its PayPal transaction id, when it has one. */
export function paymentClaim(payment: { method: string; reference: string }): DocumentReference | null {
  return payment.method === 'paypal' && payment.reference ? claimsCollection().doc(payment.reference) : null;
}

/** Claims already held, by transaction id. Read them before any write of the transaction. */
export async function heldClaims(tx: Transaction, refs: DocumentReference[]): Promise<Map<string, Claim>> {
  if (refs.length === 0) return new Map();
  const snaps = await tx.getAll(...refs);
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.data() as Claim]));
}

/** Frees a member's claims (its payments are being deleted); claims another member holds stay. */
export async function releaseClaims(tx: Transaction, memberId: string, refs: DocumentReference[]) {
  const held = await heldClaims(tx, refs);
  for (const ref of refs) if (held.get(ref.id)?.memberId === memberId) tx.delete(ref);
}

const MAX_ATTEMPTS = 3;

/**
 * Runs a staff transaction (staff-changes.ts) that creates claims; when a concurrent one claimed the same transaction id
 * first, runs it again, so it sees the claim and answers accordingly (duplicate, or 409).
 */
export async function runClaimingTransaction<T>(work: (tx: Transaction) => Promise<T>, attempt = 1): Promise<T> {
  try {
    return await runStaffTransaction(work);
  } catch (err) {
    // A concurrent transaction created the same claim first.
    if (isAlreadyExists(err) && attempt < MAX_ATTEMPTS) return runClaimingTransaction(work, attempt + 1);
    throw err;
  }
}
