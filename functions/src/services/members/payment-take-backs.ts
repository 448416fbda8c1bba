import { Timestamp } from 'firebase-admin/firestore';
import { todayInVancouver } from '@roca/contract/days';
import { membersCollection, storedPayments } from './members';
import { transactionClaimsCollection } from './transaction-claims';
import { runStaffTransaction, writeStaffChange } from '../core';

/** Why a payment was taken back: refunded by the association, or reversed by the buyer's bank or PayPal. */
export type TakeBackReason = 'refunded' | 'reversed';

export type TakeBackOutcome = 'taken-back' | 'already-taken-back' | 'not-recorded';

/**
 * Takes back the payment that recorded a PayPal transaction (docs/members.md, "Refunds"): the
 * payment leaves the member's record, so the member is not in good standing for that year unless
 * they paid again, and the audit log keeps it with the reason (action 'take-back-payment'). The
 * claim stays, marked taken back, so a later CSV import never records the transaction again. A
 * transaction taken back already, or never recorded, changes nothing. From the PayPal webhook and
 * the CSV import's refund rows alike.
 */
export async function takeBackPayment(transactionId: string, reason: TakeBackReason): Promise<TakeBackOutcome> {
  const claimRef = transactionClaimsCollection().doc(transactionId.toUpperCase());
  return runStaffTransaction(async (tx) => {
    const claim = (await tx.get(claimRef)).data();
    if (!claim) return 'not-recorded';
    if (claim.takenBack) return 'already-taken-back';
    const memberRef = membersCollection().doc(claim.memberId);
    const before = (await tx.get(memberRef)).data();
    const payments = storedPayments(before);
    tx.update(claimRef, { takenBack: { reason, on: todayInVancouver() } });
    // The member or the payment was deleted meanwhile: the claim still remembers the transaction.
    if (!before || !payments.some((p) => p.id === claim.paymentId)) return 'taken-back';
    const after = { ...before, payments: payments.filter((p) => p.id !== claim.paymentId), updatedAt: Timestamp.now() };
    writeStaffChange(tx, { actor: 'PayPal', ref: memberRef, before, after, action: 'take-back-payment' });
    return 'taken-back';
  });
}
