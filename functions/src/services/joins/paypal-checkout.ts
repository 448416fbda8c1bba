import { logger } from 'firebase-functions';
import type { PendingJoin } from '@roca/contract/joins';
import { todayInVancouver } from '@roca/contract/days';
import { config } from '../../config';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { completeJoin, type CompletedJoin } from './complete-join';
import { pendingJoinsCollection } from './pending-joins';
import { readSiteSettings } from '../content';
import { PayPalError, type PayPalCapture, type PayPalMoney, type PayPalOrder } from './paypal-api';
import { payPal } from './paypal-client';

/**
 * Paying a pending join with PayPal Checkout (Orders v2) on the server (docs/decisions/016): the
 * function creates the order (amount from the stored join, never from the browser), the buyer
 * approves it at PayPal and comes back to /membership/paid, and the function captures it and
 * checks what PayPal says before anything is recorded.
 */

/** Where PayPal sends the buyer back: the site's own address, never one the request names. */
function siteUrl() {
  const url = config().mail.siteUrl;
  if (!url) throw new HttpError(503, 'Paying online is not set up: ROCA_SITE_URL is missing (docs/mail.md, "Production")');
  return url;
}

export const RETURN_PATH = '/membership/paid';

/** Creates the join's order (once: its PayPal-Request-Id is the reference) and answers PayPal's approval page. */
export async function startPayPalPayment(join: PendingJoin): Promise<string> {
  const { api } = payPal();
  const { associationName } = await readSiteSettings();
  const order = await api.createOrder({
    amount: join.amount,
    customId: join.reference,
    description: `${associationName} membership ${join.year}`.slice(0, 127),
    brandName: associationName.slice(0, 127),
    returnUrl: `${siteUrl()}${RETURN_PATH}`,
    cancelUrl: `${siteUrl()}/membership`,
    requestId: `join-${join.reference}`,
  });
  await pendingJoinsCollection().doc(join.reference).update({ orderId: order.id });
  return order.approveUrl;
}

const sameMoney = (a: PayPalMoney | undefined, b: PayPalMoney) =>
  a?.currency_code === b.currency_code && Number(a.value).toFixed(2) === Number(b.value).toFixed(2);

/**
 * A capture of a join's order that PayPal completed, for the join's amount, currency and
 * reference, paid to the association's account: anything else is refused before it is recorded.
 */
function checkCapture(capture: PayPalCapture | undefined, join: { amount: PayPalMoney }, reference: string): PayPalCapture {
  const { merchantId } = payPal().settings;
  const problem = !capture
    ? 'no capture'
    : capture.status !== 'COMPLETED'
      ? `capture ${capture.status}`
      : !sameMoney(capture.amount, join.amount)
        ? 'amount or currency differs from the join'
        : capture.custom_id !== undefined && capture.custom_id !== reference
          ? 'reference differs'
          : merchantId && capture.payee?.merchant_id !== undefined && capture.payee.merchant_id !== merchantId
            ? 'paid to another account'
            : undefined;
  if (problem) {
    logger.warn('PayPal capture refused', { reference, problem });
    throw conflict('PayPal did not confirm this payment as the membership fee: nothing was recorded. Write to the association.');
  }
  return capture!;
}

const notOurs = () => notFound('This PayPal payment is not for a membership on this site');

/** The pending join an order pays: its reference is the order's custom_id, and the join must name this order. */
async function joinOfOrder(order: PayPalOrder) {
  const reference = order.purchase_units[0]?.custom_id;
  const join = reference ? (await pendingJoinsCollection().doc(reference).get()).data() : undefined;
  if (!reference || !join || join.orderId !== order.id) throw notOurs();
  return { reference, join: join as { amount: PayPalMoney; state: string } };
}

async function fetchOrder(orderId: string) {
  try {
    return await payPal().api.getOrder(orderId);
  } catch (err) {
    if (err instanceof PayPalError && err.status === 404) throw notFound('No such PayPal payment');
    throw err;
  }
}

/**
 * The return page's work: captures the approved order (once: the capture's PayPal-Request-Id is
 * the order id, and an order already captured is read rather than captured again), checks the
 * capture and pays the join. A reload, or the webhook first, finds the join paid and changes nothing.
 */
export async function finishPayPalPayment(orderId: string): Promise<CompletedJoin> {
  const { api } = payPal();
  // An order no join of ours made is refused before PayPal is asked (docs/security.md): a
  // made-up return link or webhook costs one read, never a PayPal call.
  if ((await pendingJoinsCollection().where('orderId', '==', orderId).limit(1).get()).empty) throw notOurs();
  let order = await fetchOrder(orderId);
  const { reference, join } = await joinOfOrder(order);
  if (order.status === 'APPROVED') {
    try {
      order = await api.captureOrder(orderId, `capture-${orderId}`);
    } catch (err) {
      if (!(err instanceof PayPalError && err.issue === 'ORDER_ALREADY_CAPTURED')) throw err;
      order = await api.getOrder(orderId);
    }
  }
  if (order.status !== 'COMPLETED') throw conflict('This payment was not approved at PayPal: nothing was charged or recorded.');
  const capture = checkCapture(order.purchase_units[0]?.payments?.captures?.[0], join, reference);
  return payJoin(reference, capture);
}

/** Records a checked capture on its join: the capture id is the payment's reference and its claim. */
const payJoin = (reference: string, capture: PayPalCapture) =>
  completeJoin(reference, {
    method: 'paypal',
    reference: capture.id,
    amount: Number(capture.amount.value),
    date: capture.create_time ? todayInVancouver(new Date(capture.create_time)) : todayInVancouver(),
  });

/**
 * PAYMENT.CAPTURE.COMPLETED: a buyer who approved and closed the tab before coming back. The
 * capture is fetched from PayPal, not read from the event; one that is not a join's is ignored.
 */
export async function completeFromCapture(captureId: string): Promise<CompletedJoin | undefined> {
  const capture = await payPal().api.getCapture(captureId);
  const orderId = capture.supplementary_data?.related_ids?.order_id;
  const reference = capture.custom_id;
  const join = reference ? (await pendingJoinsCollection().doc(reference).get()).data() : undefined;
  if (!orderId || !reference || !join || join.orderId !== orderId) return undefined;
  return payJoin(reference, checkCapture(capture, join as { amount: PayPalMoney }, reference));
}
