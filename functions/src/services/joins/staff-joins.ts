import type { PublicUser } from '@roca/contract';
import type { JoinReceivedInput, JoinsStatus, PendingJoin } from '@roca/contract/joins';
import { config } from '../../config';
import { toIso } from '../../lib/timestamps';
import { webhookStatusDoc } from './paypal-webhooks';
import { conflict, notFound } from '../../lib/http-errors';
import { completeJoin, type CompletedJoin } from './complete-join';
import { pendingJoinFromData, pendingJoinsCollection } from './pending-joins';

/** GET /api/joins: every pending join, paid or not, newest first (staff match e-Transfers against them). */
export async function listPendingJoins(): Promise<PendingJoin[]> {
  const snap = await pendingJoinsCollection().orderBy('createdAt', 'desc').get();
  return snap.docs.map((doc) => pendingJoinFromData(doc.id, doc.data()));
}

/**
 * POST /api/joins/{reference}/received: staff received the fee by e-Transfer, cheque or cash. The
 * member is created (or renewed) and paid for the join's year, as by PayPal, and the receipt goes
 * out. A join paid already is refused (409): the register has it.
 */
export async function markJoinReceived(actor: PublicUser, reference: string, input: JoinReceivedInput): Promise<CompletedJoin> {
  const join = (await pendingJoinsCollection().doc(reference).get()).data();
  if (!join) throw notFound('No pending join with this reference');
  if (join.state === 'paid') throw conflict(`${reference} is paid already: its member is in the register`);
  const paid = await completeJoin(
    reference,
    { method: input.method, reference: input.note ?? reference, amount: Number(join.amount.value), date: input.date },
    actor,
  );
  if (paid.alreadyPaid) throw conflict(`${reference} is paid already: its member is in the register`);
  return paid;
}

/**
 * GET /api/joins/status: whether joining pays online (a PayPal REST app is set up; otherwise the
 * form keeps the hosted button PayPal is retiring) and when PayPal's last verified webhook arrived,
 * so staff see a broken hook.
 */
export async function joinsStatus(): Promise<JoinsStatus> {
  const webhook = (await webhookStatusDoc().get()).data();
  return {
    payPalOnline: config().paypal !== undefined,
    lastWebhookAt: toIso(webhook?.lastReceivedAt),
    lastWebhookType: webhook?.lastEventType ?? null,
  };
}
