import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import { conflict } from '../../lib/http-errors';
import { alreadyRecorded } from './member-payments';
import { byDate, membersCollection, storedPayments } from './members';
import { heldTransactionClaims, transactionClaimOf } from './transaction-claims';
import { runStaffTransaction, writeStaffChange } from '../core';

/**
 * Undoing deletions in the register (docs/members.md): a restored payment claims its PayPal
 * transaction id again, and is refused when that transaction was recorded again since, so a
 * restore never counts a transaction twice.
 */

/** Claims the PayPal transaction ids of a member's payments, before the member is written back. */
export async function restoreMemberClaims(tx: Transaction, memberId: string, member: DocumentData) {
  const payments = storedPayments(member);
  const refs = payments.flatMap((p) => transactionClaimOf(p) ?? []);
  const held = await heldTransactionClaims(tx, refs);
  const taken = refs.find((ref) => held.has(ref.id));
  if (taken) throw alreadyRecorded(taken.id, held.get(taken.id)!.memberId === memberId);
  for (const p of payments) {
    const ref = transactionClaimOf(p);
    if (ref) tx.create(ref, { memberId, paymentId: p.id });
  }
}

/** Puts back the payment a 'delete-payment' entry removed, into the member as it is now. */
export async function restoreDeletedPayment(actor: PublicUser, memberId: string, before: DocumentData, after: DocumentData | null) {
  const remaining = new Set(storedPayments(after ?? undefined).map((p) => p.id));
  const payment = storedPayments(before).find((p) => !remaining.has(p.id));
  if (!payment) throw conflict('This entry names no deleted payment');
  const ref = membersCollection().doc(memberId);
  await runStaffTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw conflict('The member of this payment was deleted: restore the member first');
    if (storedPayments(current).some((p) => p.id === payment.id)) throw conflict('This payment exists again; there is nothing to restore');
    const claim = transactionClaimOf(payment);
    const held = await heldTransactionClaims(tx, claim ? [claim] : []);
    if (claim && held.has(claim.id)) throw alreadyRecorded(claim.id, held.get(claim.id)!.memberId === memberId);
    if (claim) tx.create(claim, { memberId, paymentId: payment.id });
    const restored = { ...current, payments: [...storedPayments(current), payment].sort(byDate), updatedAt: Timestamp.now() };
    writeStaffChange(tx, { actor, ref, before: current, after: restored, action: 'restore' });
  });
}
