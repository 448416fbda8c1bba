import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS, db } from '../../lib/firebase';
import { badRequest, HttpError } from '../../lib/http-errors';
import { takeBackPayment } from '../members';
import { completeFromCapture, finishPayPalPayment } from './paypal-checkout';
import { payPal } from './paypal-client';

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

export async function handlePayPalWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<WebhookOutcome> {
  const { api, settings } = payPal();
  if (!settings.webhookId) throw new HttpError(503, 'PayPal webhooks are not set up: PAYPAL_WEBHOOK_ID is missing (docs/members.md)');
  const event = eventOf(body);
  if (!(await api.verifyWebhook(headers, body))) {
    logger.warn('PayPal webhook refused: its signature did not verify', { eventId: event.id, type: event.event_type });
    throw badRequest('The event could not be verified with PayPal');
  }
  await webhookStatusDoc().set({ lastReceivedAt: Timestamp.now(), lastEventType: event.event_type });
  if ((await eventsCollection().doc(event.id).get()).exists) return 'duplicate';
  if (!HANDLED_TYPES.includes(event.event_type)) return 'ignored';

  const result = await act(event);
  await eventsCollection().doc(event.id).set({ type: event.event_type, result, handledAt: Timestamp.now() });
  logger.info('PayPal webhook handled', { eventId: event.id, type: event.event_type, result });
  return 'handled';
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
