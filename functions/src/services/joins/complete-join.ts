import { Timestamp } from 'firebase-admin/firestore';
import { MEMBER_TOPICS, type TopicConsents } from '@roca/contract/mail';
import type { PaymentMethod } from '@roca/contract/membership';
import { todayInVancouver } from '@roca/contract/days';
import { conflict, notFound } from '../../lib/http-errors';
import { creationTimes } from '../../lib/timestamps';
import { type Actor, runStaffTransaction, writeStaffChange } from '../core';
import {
  byDate,
  heldTransactionClaims,
  membersCollection,
  storedMemberFields,
  type StoredPayment,
  storedPayments,
  transactionClaimsCollection,
} from '../members';
import { paidJoinDoc, pendingJoinsCollection } from './pending-joins';
import { queueReceipt } from './receipt';

/** How the join was paid: PayPal's capture id, or what staff noted for an e-Transfer, cheque or cash. */
export type JoinPayment = { method: PaymentMethod; reference: string; amount: number; date: string };

export type CompletedJoin = { reference: string; memberId: string; year: number; alreadyPaid: boolean };

/** "Anne Marie Bell" -> first "Anne Marie", last "Bell"; a single word is the last name. */
function splitMemberName(name: string) {
  const words = name.trim().split(/\s+/);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}

/**
 * Pays a pending join, in one transaction: creates the member (or adds the payment to the member
 * a renewal names), records the payment for the join's year, claims a PayPal capture id in
 * paymentTransactions (so the CSV import never counts it again), and marks the join paid. Paying a
 * join already paid changes nothing and answers as the first time did (a reloaded return page, a
 * webhook after the return); a capture already claimed for another join is refused. Then the
 * receipt is queued, once per join. PayPal's return and webhooks pay as 'PayPal'; staff marking
 * an e-Transfer, cheque or cash received pay as themselves.
 *
 * PayPal's return page and its webhooks arrive together: the first write is the create of
 * paidJoins/{reference}, so of two payments of one join racing, only one commits anything, even
 * on the local Node Firestore emulator, whose transactions are not isolated and which keeps the
 * writes before a failing create (docs/decisions/001); the other runs again and finds it paid.
 */
export async function completeJoin(reference: string, payment: JoinPayment, actor: Actor = 'PayPal'): Promise<CompletedJoin> {
  const joinRef = pendingJoinsCollection().doc(reference);
  const claimRef = payment.method === 'paypal' ? transactionClaimsCollection().doc(payment.reference) : null;
  const completed = await runStaffTransaction(async (tx): Promise<CompletedJoin> => {
    // Read the claim first, then the join's marker, then the join: the Node emulator does not
    // isolate a transaction's reads (docs/decisions/001), and a racing payment of this join may
    // commit between two of them. Its claim, if read, was committed with its marker, so the
    // marker read after it says whose the claim is: this join's (paid already), or another's.
    const held = await heldTransactionClaims(tx, claimRef ? [claimRef] : []);
    const paid = (await tx.get(paidJoinDoc(reference))).data();
    const join = (await tx.get(joinRef)).data();
    if (!join) throw notFound('No pending join with this reference');
    if (paid || join.state === 'paid') return { reference, memberId: paid?.memberId ?? join.memberId, year: join.year, alreadyPaid: true };
    if (claimRef && held.has(claimRef.id)) throw conflict(`PayPal transaction ${claimRef.id} is already recorded for a member`);

    const memberRef = join.memberId ? membersCollection().doc(join.memberId) : membersCollection().doc();
    const before = join.memberId ? ((await tx.get(memberRef)).data() ?? null) : null;
    if (join.memberId && !before) throw notFound('The member this renewal is for is no longer in the register');
    const stored: StoredPayment = {
      id: membersCollection().doc().id,
      date: payment.date,
      amount: payment.amount,
      method: payment.method,
      reference: payment.method === 'paypal' ? payment.reference.toUpperCase() : payment.reference,
      year: join.year,
    };
    const today = todayInVancouver();
    const source = `membership form ${reference}`;
    const ticked = (topic: string) => (join.topics as string[]).includes(topic);
    const mailTopics: TopicConsents = Object.fromEntries(
      MEMBER_TOPICS.map((topic) => [topic, { given: ticked(topic), date: today, source }]),
    );
    // A renewal adds the topics ticked and keeps the member's other choices: the form's boxes start
    // unticked, and an unticked box is no withdrawal (each message's link is).
    const renewedTopics: TopicConsents = {
      ...(before?.mailTopics as TopicConsents | undefined),
      ...Object.fromEntries(Object.entries(mailTopics).filter(([topic]) => ticked(topic))),
    };
    const after = before
      ? { ...before, payments: [...storedPayments(before), stored].sort(byDate), mailTopics: renewedTopics, updatedAt: Timestamp.now() }
      : {
          ...storedMemberFields({
            ...splitMemberName(join.memberName),
            email: join.email,
            address: join.address,
            category: join.category,
            isAdult: true,
            joinedOn: today,
          }),
          mailTopics,
          payments: [stored],
          ...creationTimes(),
        };
    tx.create(paidJoinDoc(reference), { memberId: memberRef.id, paidAt: Timestamp.now() });
    if (claimRef) tx.create(claimRef, { memberId: memberRef.id, paymentId: stored.id });
    writeStaffChange(tx, { actor, ref: memberRef, before, after, action: 'join' });
    tx.update(joinRef, { state: 'paid', memberId: memberRef.id, paidAt: Timestamp.now() });
    return { reference, memberId: memberRef.id, year: join.year, alreadyPaid: false };
  });
  await queueReceipt(reference);
  return completed;
}
