import { Timestamp } from 'firebase-admin/firestore';
import type { Member, PaymentInput } from '@roca/contract/members';
import { currentMembershipYear } from '@roca/contract/membership';
import { conflict, notFound } from '../../lib/http-errors';
import { type Actor, runStaffTransaction, writeStaffChange } from '../core';
import { byDate, memberFromDoc, memberNotFound, membersCollection, storedPayments, type StoredPayment } from './members';
import { heldTransactionClaims, transactionClaimOf, releaseTransactionClaims } from './transaction-claims';

/** A payment as stored; a PayPal transaction id in capitals, as PayPal writes it. */
function storedPayment(input: PaymentInput, id = membersCollection().doc().id): StoredPayment {
  const reference = input.reference ?? '';
  return {
    id,
    date: input.date,
    amount: input.amount,
    method: input.method,
    reference: input.method === 'paypal' ? reference.toUpperCase() : reference,
    year: input.year,
  };
}

export const alreadyRecorded = (transactionId: string, sameMember: boolean) =>
  conflict(
    `PayPal transaction ${transactionId} is already recorded${sameMember ? ' for this member' : ' for another member'}; it is never counted twice`,
  );

/** POST /api/members/{id}/payments: records a payment (e-transfer, cheque, cash...) on a member. */
export async function addPayment(actor: Actor, memberId: string, input: PaymentInput): Promise<Member> {
  const ref = membersCollection().doc(memberId);
  const payment = storedPayment(input);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw memberNotFound();
    const claim = transactionClaimOf(payment);
    const held = await heldTransactionClaims(tx, claim ? [claim] : []);
    if (claim && held.has(claim.id)) throw alreadyRecorded(claim.id, held.get(claim.id)!.memberId === memberId);
    if (claim) tx.create(claim, { memberId, paymentId: payment.id });
    const after = { ...before, payments: [...storedPayments(before), payment].sort(byDate), updatedAt: Timestamp.now() };
    writeStaffChange(tx, { actor, ref, before, after, action: 'add-payment' });
  });
  return memberFromDoc(await ref.get(), currentMembershipYear());
}

/** DELETE /api/members/{id}/payments/{paymentId}: the audit log keeps it, so an Admin can restore it. */
export async function deletePayment(actor: Actor, memberId: string, paymentId: string): Promise<void> {
  const ref = membersCollection().doc(memberId);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw memberNotFound();
    const payments = storedPayments(before);
    const payment = payments.find((p) => p.id === paymentId);
    if (!payment) throw notFound('This member has no payment with this id');
    const claim = transactionClaimOf(payment);
    await releaseTransactionClaims(tx, memberId, claim ? [claim] : []);
    const after = { ...before, payments: payments.filter((p) => p.id !== paymentId), updatedAt: Timestamp.now() };
    writeStaffChange(tx, { actor, ref, before, after, action: 'delete-payment' });
  });
}
