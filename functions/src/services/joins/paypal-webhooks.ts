import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS, db } from '../../lib/firebase';
import { badRequest, HttpError } from '../../lib/http-errors';
import { takeBackPayment, transactionClaimsCollection } from '../members';
import { completeFromCapture, finishPayPalPayment } from './paypal-checkout';
import { payPal } from './paypal-client';
import { pendingJoinsCollection } from './pending-joins';

/**
 * POST /api/paypal/webhook (docs/members.md, "Joining online"): PayPal's events, each verified
 * through PayPal's verify-webhook-signature call, then acted on from what PayPal answers when
 * asked again, never from the body. paypalWebhookEvents/{event id} remembers each event handled:
 * a duplicate (PayPal resends until it gets a 2xx) changes nothing. An event of another type is
 * answered 200 and ignored. joinSettings/webhook keeps when the last one arrived, which the
 * Members screen shows so staff see a broken hook.
 */
const eventsCollection = () => db.collection(COLLECTIONS.paypalWebhookEvents);
export const webhookStatusDoc = () => db.collection(COLLECTIONS.joinSettings).doc('webhook');

type WebhookEvent = { id: string; event_type: string; resource: Record<string, unknown> };

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

const HANDLED_TYPES = ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'];

const PAYPAL_ID = /^[A-Z0-9]{1,36}$/;
const idOf = (resource: Record<string, unknown>) =>
  typeof resource.id === 'string' && PAYPAL_ID.test(resource.id) ? resource.id : undefined;

function eventOf(body: unknown): WebhookEvent {
  const event = body as Partial<WebhookEvent> | null;
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    !/^WH-[\w-]{1,64}$/.test(event.id) ||
    typeof event.event_type !== 'string' ||
    typeof event.resource !== 'object' ||
    event.resource === null
  )
    throw badRequest('Not a PayPal webhook event');
  return event as WebhookEvent;
}

/** The capture a refund or reversal takes back: its `up` link names it. */
function capturedIdOf(resource: Record<string, unknown>) {
  const links = Array.isArray(resource.links) ? (resource.links as { rel?: string; href?: string }[]) : [];
  const up = links.find((link) => link.rel === 'up')?.href ?? '';
  return /\/v2\/payments\/captures\/([A-Z0-9]{1,36})$/.exec(up)?.[1];
}

/** The hosts PayPal signs its webhooks' certificates from (live and sandbox). */
const PAYPAL_CERT_HOSTS = ['api.paypal.com', 'api-m.paypal.com', 'api.sandbox.paypal.com', 'api-m.sandbox.paypal.com'];

/**
 * Whether the transmission headers could be PayPal's: its algorithm, and a certificate on PayPal's
 * own hosts (or the API the function talks to: the local stand-in). Checked before asking PayPal
 * to verify, so a made-up post costs no PayPal call (docs/security.md); PayPal still decides.
 */
function couldBePayPals(headers: Record<string, string | string[] | undefined>, apiUrl: string) {
  const cert = headers['paypal-cert-url'];
  if (headers['paypal-auth-algo'] !== 'SHA256withRSA' || typeof cert !== 'string' || !URL.canParse(cert)) return false;
  const url = new URL(cert);
  return (url.protocol === 'https:' && PAYPAL_CERT_HOSTS.includes(url.hostname)) || url.origin === new URL(apiUrl).origin;
}

/**
 * Whether the event is about a payment of ours, read from its own body before PayPal is asked
 * anything (docs/security.md): an approved order or a capture of a pending join's order, or a
 * refund of a capture the register holds. What is not ours is answered 200 and ignored: PayPal
 * stops sending it, and nobody can make the function spend PayPal calls on made-up ids.
 */
async function aboutOurs(event: WebhookEvent): Promise<boolean> {
  const joinOfOrder = async (orderId: unknown) =>
    typeof orderId === 'string' &&
    PAYPAL_ID.test(orderId) &&
    !(await pendingJoinsCollection().where('orderId', '==', orderId).limit(1).get()).empty;
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') return joinOfOrder(event.resource.id);
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const related = (event.resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
    return joinOfOrder(related?.order_id);
  }
  const captureId = capturedIdOf(event.resource);
  return !!captureId && (await transactionClaimsCollection().doc(captureId).get()).exists;
}

export async function handlePayPalWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<WebhookOutcome> {
  const { api, settings } = payPal();
  if (!settings.webhookId) throw new HttpError(503, 'PayPal webhooks are not set up: PAYPAL_WEBHOOK_ID is missing (docs/members.md)');
  const event = eventOf(body);
  if (!couldBePayPals(headers, settings.apiUrl)) throw badRequest('The event could not be verified with PayPal');
  // Cheap answers first: an event handled before, or one about no payment of ours, changes
  // nothing, whoever sent it, and needs no call to PayPal.
  if ((await eventsCollection().doc(event.id).get()).exists) return 'duplicate';
  const handled = HANDLED_TYPES.includes(event.event_type);
  if (handled && !(await aboutOurs(event))) return 'ignored';
  if (!(await api.verifyWebhook(headers, body))) {
    logger.warn('PayPal webhook refused: its signature did not verify', { eventId: event.id, type: event.event_type });
    throw badRequest('The event could not be verified with PayPal');
  }
  // Another type (a dispute, say) is verified, so the time staff see is PayPal's, then ignored.
  await webhookStatusDoc().set({ lastReceivedAt: Timestamp.now(), lastEventType: event.event_type });
  if (!handled) return 'ignored';

  const result = await actOrIgnore(event);
  await eventsCollection().doc(event.id).set({ type: event.event_type, result, handledAt: Timestamp.now() });
  logger.info('PayPal webhook handled', { eventId: event.id, type: event.event_type, result });
  return 'handled';
}

/**
 * A verified event we refuse to act on (a capture that is not the join's fee, an order not
 * approved) is answered 200 with the reason kept and logged (docs/security.md): a 4xx would have
 * PayPal send it again for days, to the same refusal. A failure of ours (500) is still for PayPal
 * to retry.
 */
async function actOrIgnore(event: WebhookEvent): Promise<string> {
  try {
    return await act(event);
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) return `ignored: ${err.message}`;
    throw err;
  }
}

/** What an event does, from what PayPal answers when asked again. */
async function act(event: WebhookEvent): Promise<string> {
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    // A buyer who approved and closed the tab before coming back: the order is captured here instead.
    const orderId = idOf(event.resource);
    if (!orderId) throw badRequest('The event names no order');
    try {
      return (await finishPayPalPayment(orderId)).alreadyPaid ? 'join already paid' : 'join paid';
    } catch (err) {
      // Not a join's order (another of the account's sales): nothing to do, and PayPal need not resend.
      if (err instanceof HttpError && err.status === 404) return 'not a join';
      throw err;
    }
  }
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const captureId = idOf(event.resource);
    if (!captureId) throw badRequest('The event names no capture');
    const paid = await completeFromCapture(captureId);
    return !paid ? 'not a join' : paid.alreadyPaid ? 'join already paid' : 'join paid';
  }
  const captureId = capturedIdOf(event.resource);
  if (!captureId) throw badRequest('The event names no capture');
  // Only a capture PayPal says is refunded or reversed is taken back (a partial refund is not).
  const capture = await payPal().api.getCapture(captureId);
  return ['REFUNDED', 'REVERSED'].includes(capture.status)
    ? takeBackPayment(captureId, event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? 'refunded' : 'reversed')
    : `capture ${capture.status}`;
}
