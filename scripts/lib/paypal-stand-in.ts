import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of PayPal's REST API that joining online calls, since PayPal has
 * no emulator and the local stack and the tests run offline (docs/decisions/016). It checks each
 * request the way PayPal's API does and answers PayPal's error bodies otherwise:
 * - `POST /v1/oauth2/token`: client credentials in Basic auth, `grant_type=client_credentials` as
 *   a form body; the access token it returns is required (Bearer) on every other API call.
 * - `POST /v2/checkout/orders`: intent CAPTURE, one purchase unit, an amount whose value is a
 *   string with at most the currency's decimals (two for CAD), a currency PayPal supports,
 *   custom_id and description at most 127 characters, the account's own payee only, and
 *   `payment_source.paypal.experience_context` return and cancel URLs. A repeated
 *   `PayPal-Request-Id` answers the first order again rather than creating a second.
 * - `GET /v2/checkout/orders/{id}` and `POST .../capture`, with the order's state machine:
 *   PAYER_ACTION_REQUIRED -> APPROVED (the buyer approved on the approval page) -> COMPLETED
 *   (captured once). Capturing an order not approved is 422 ORDER_NOT_APPROVED, capturing twice
 *   422 ORDER_ALREADY_CAPTURED, unless the `PayPal-Request-Id` repeats, which answers the first
 *   capture again. Another account's order is 404, as PayPal hides it.
 * - `GET /v2/payments/captures/{id}` and `POST .../refund` (a full refund).
 * - `POST /v1/notifications/verify-webhook-signature`: SUCCESS only for an event this stand-in
 *   sent, unchanged, with its transmission headers and the configured webhook id.
 * - The approval page `GET /checkoutnow?token=...`, whose Pay button approves the order and
 *   redirects the browser to the order's return URL (`?token={order id}&PayerID=...`), and whose
 *   Cancel button redirects to its cancel URL.
 *
 * Webhook events (CHECKOUT.ORDER.APPROVED on approval, PAYMENT.CAPTURE.COMPLETED on capture, PAYMENT.CAPTURE.REFUNDED on a refund,
 * PAYMENT.CAPTURE.REVERSED on a buyer's chargeback) are queued. With `deliverWebhooks:
 * 'automatic'` (`npm start`) they are posted to the webhook URL at once; otherwise (tests) when a
 * test asks, so what a test sees does not depend on timing. Tests in other processes drive it
 * through its control routes under `/__stand-in/` (see `control` below), since the stand-in runs
 * in the test run's global set-up.
 *
 * Signatures: PayPal signs a webhook with its certificate and a merchant verifies it through the
 * verify call, which is all our functions do. The stand-in signs with an HMAC key of its own,
 * over PayPal's signed string (transmission id | time | webhook id | CRC32 of the body), and its
 * verify call checks that HMAC: a forged or altered event fails as it would at PayPal.
 */
export type PayPalAccount = { clientId: string; clientSecret: string; merchantId: string; email: string };
export type PayPalStandInOptions = {
  /** 0 for any free port. */
  port?: number;
  accounts: PayPalAccount[];
  /** The webhook registered for the first account: its id and where PayPal posts its events. */
  webhook: { id: string; url?: string };
  deliverWebhooks: 'automatic' | 'on-request';
};

type Money = { currency_code: string; value: string };
type Capture = {
  id: string;
  orderId: string;
  account: PayPalAccount;
  status: 'COMPLETED' | 'REFUNDED' | 'REVERSED';
  amount: Money;
  custom_id?: string;
  create_time: string;
  update_time: string;
};
type Order = {
  id: string;
  account: PayPalAccount;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  amount: Money;
  custom_id?: string;
  description?: string;
  reference_id: string;
  return_url: string;
  cancel_url: string;
  payer?: { payer_id: string; email_address: string; name: { given_name: string; surname: string } };
  capture?: Capture;
  create_time: string;
  update_time: string;
};
type WebhookEvent = { id: string; event_type: string; body: string; delivered: boolean; deliveries: number[] };

/** PayPal's currencies; the ones listed with 0 have no decimals. */
const CURRENCY_DECIMALS: Record<string, number> = {
  ...Object.fromEntries(
    'AUD BRL CAD CNY CZK DKK EUR HKD ILS MYR MXN NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(' ').map((code) => [code, 2]),
  ),
  HUF: 0,
  JPY: 0,
  TWD: 0,
};
/** PayPal's pattern for an amount's value (a string, never a JSON number). */
const AMOUNT_VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const TOKEN_LIFETIME_S = 32_400;

/** PayPal's ids: 17 upper-case letters and digits. */
const paypalId = () => Array.from(randomBytes(17), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');

/** CRC32 (IEEE), the checksum of the body in PayPal's signed string. */
function crc32(text: string) {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error_description));
  }
}
type Issue = { issue: string; description: string; field?: string; value?: unknown };
const invalidRequest = (...details: Issue[]) =>
  new ApiError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    details: details.map((d) => ({ location: 'body', ...d })),
  });
const unprocessable = (issue: string, description: string) =>
  new ApiError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
  });
const notFound = (what: string) =>
  new ApiError(404, {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    details: [
      {
        issue: 'INVALID_RESOURCE_ID',
        description: `Specified resource ID does not exist. Please check the resource ID and try again. (${what})`,
      },
    ],
  });
const authenticationFailure = () =>
  new ApiError(401, {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHttpUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Checks an order's amount as PayPal does and returns it with the value in the currency's decimals. */
function checkAmount(amount: unknown, field: string): Money {
  if (!isObject(amount))
    throw invalidRequest({ issue: 'MISSING_REQUIRED_PARAMETER', field, description: 'A required field / parameter is missing.' });
  const { currency_code: currency, value } = amount;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    throw invalidRequest({
      issue: 'INVALID_PARAMETER_SYNTAX',
      field: `${field}/currency_code`,
      value: currency,
      description: 'The value of a field does not conform to the expected format.',
    });
  const decimals = CURRENCY_DECIMALS[currency];
  if (decimals === undefined) throw unprocessable('CURRENCY_NOT_SUPPORTED', `Currency code ${currency} is not currently supported.`);
  if (typeof value !== 'string' || value.length > 32 || !AMOUNT_VALUE.test(value))
    throw invalidRequest({
      issue: 'INVALID_PARAMETER_SYNTAX',
      field: `${field}/value`,
      value,
      description: 'The value of a field does not conform to the expected format.',
    });
  if ((value.split('.')[1] ?? '').length > decimals)
    throw invalidRequest({
      issue: 'DECIMAL_PRECISION',
      field: `${field}/value`,
      value,
      description: 'If the currency supports decimals, only two decimal place precision is supported.',
    });
  if (Number(value) <= 0)
    throw unprocessable(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
    );
  return { currency_code: currency, value: Number(value).toFixed(decimals) };
}

function checkText(value: unknown, field: string, max: number) {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > max)
    throw invalidRequest({
      issue: 'INVALID_STRING_LENGTH',
      field,
      value,
      description: `The value of a field is either too short or too long (1 to ${max}).`,
    });
  return value;
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;

export async function startPayPalStandIn({ port = 0, accounts, webhook, deliverWebhooks }: PayPalStandInOptions) {
  const tokens = new Map<string, { account: PayPalAccount; expires: number }>();
  const orders = new Map<string, Order>();
  const captures = new Map<string, Capture>();
  /** Answers already given to a PayPal-Request-Id, by account, call and id. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: WebhookEvent[] = [];
  /** Transmissions sent, by transmission id: what the verify call checks against. */
  const transmissions = new Map<string, { time: string; sig: string; body: string }>();
  const requests: { method: string; path: string; status?: number }[] = [];
  const signingKey = randomBytes(32);
  const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': randomBytes(7).toString('hex') });
    res.end(JSON.stringify(body));
  };

  async function readBody(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** A JSON body, as the API requires it (Content-Type application/json); an empty one is `{}`. */
  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    if (!req.headers['content-type']?.startsWith('application/json'))
      throw new ApiError(415, { name: 'UNSUPPORTED_MEDIA_TYPE', message: 'The server does not support the request payload’s media type.' });
    const text = await readBody(req);
    if (text.trim() === '') return {};
    try {
      const body: unknown = JSON.parse(text);
      if (isObject(body)) return body;
    } catch {
      /* answered below */
    }
    throw invalidRequest({ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' });
  }

  function accountOf(req: IncomingMessage) {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const token = match && tokens.get(match[1]);
    if (!token || token.expires < Date.now()) throw authenticationFailure();
    return token.account;
  }

  function requestId(req: IncomingMessage) {
    const id = req.headers['paypal-request-id'];
    if (id === undefined) return undefined;
    if (typeof id !== 'string' || id.length < 1 || id.length > 108)
      throw invalidRequest({
        issue: 'INVALID_PARAMETER_SYNTAX',
        field: 'PayPal-Request-Id',
        description: 'PayPal-Request-Id is 1 to 108 characters.',
      });
    return id;
  }

  const link = (href: string, rel: string, method = 'GET') => ({ href: `${base}${href}`, rel, method });

  function captureBody(capture: Capture) {
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      custom_id: capture.custom_id,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      payee: { email_address: capture.account.email, merchant_id: capture.account.merchantId },
      create_time: capture.create_time,
      update_time: capture.update_time,
      links: [
        link(`/v2/payments/captures/${capture.id}`, 'self'),
        link(`/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST'),
        link(`/v2/checkout/orders/${capture.orderId}`, 'up'),
      ],
    };
  }

  function orderBody(order: Order) {
    const approve = order.status === 'PAYER_ACTION_REQUIRED' ? [link(`/checkoutnow?token=${order.id}`, 'payer-action')] : [];
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      payment_source: { paypal: order.payer ? { email_address: order.payer.email_address, account_id: order.payer.payer_id } : {} },
      purchase_units: [
        {
          reference_id: order.reference_id,
          amount: order.amount,
          payee: { email_address: order.account.email, merchant_id: order.account.merchantId },
          description: order.description,
          custom_id: order.custom_id,
          ...(order.capture ? { payments: { captures: [captureBody(order.capture)] } } : {}),
        },
      ],
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.create_time,
      update_time: order.update_time,
      links: [link(`/v2/checkout/orders/${order.id}`, 'self'), ...approve],
    };
  }

  function orderOf(account: PayPalAccount, id: string) {
    const order = orders.get(id);
    if (!order || order.account !== account) throw notFound(`order ${id}`);
    return order;
  }

  /** Answers a repeated PayPal-Request-Id with the first answer, or runs `act` and keeps its answer. */
  function onceFor(account: PayPalAccount, call: string, id: string | undefined, act: () => { status: number; body: unknown }) {
    const key = id && `${account.clientId} ${call} ${id}`;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) return { status: earlier.status === 201 ? 200 : earlier.status, body: earlier.body };
    const answer = act();
    if (key) idempotent.set(key, answer);
    return answer;
  }

  function createOrder(account: PayPalAccount, body: Record<string, unknown>) {
    if (body.intent !== 'CAPTURE')
      throw invalidRequest({
        issue: 'INVALID_PARAMETER_VALUE',
        field: '/intent',
        value: body.intent,
        description: 'The stand-in takes intent CAPTURE only.',
      });
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length !== 1 || !isObject(units[0]))
      throw invalidRequest({
        issue: 'MISSING_REQUIRED_PARAMETER',
        field: '/purchase_units',
        description: 'One purchase unit is required.',
      });
    const unit = units[0];
    const amount = checkAmount(unit.amount, "/purchase_units/@reference_id=='default'/amount");
    const custom_id = checkText(unit.custom_id, "/purchase_units/@reference_id=='default'/custom_id", 127);
    const description = checkText(unit.description, "/purchase_units/@reference_id=='default'/description", 127);
    const reference_id = checkText(unit.reference_id, "/purchase_units/@reference_id=='default'/reference_id", 256) ?? 'default';
    if (unit.payee !== undefined) {
      const payee = isObject(unit.payee) ? unit.payee : {};
      if ((payee.merchant_id ?? account.merchantId) !== account.merchantId || (payee.email_address ?? account.email) !== account.email)
        throw unprocessable(
          'PAYEE_ACCOUNT_INVALID',
          'Payee account specified is invalid. Please check the payee.email_address or payee.merchant_id specified and try again.',
        );
    }
    const paypal = isObject(body.payment_source) && isObject(body.payment_source.paypal) ? body.payment_source.paypal : undefined;
    const context = paypal && isObject(paypal.experience_context) ? paypal.experience_context : undefined;
    if (!context || !isHttpUrl(context.return_url) || !isHttpUrl(context.cancel_url))
      throw invalidRequest({
        issue: 'INVALID_PARAMETER_SYNTAX',
        field: '/payment_source/paypal/experience_context/return_url',
        description:
          'The stand-in needs return_url and cancel_url (absolute http or https URLs) in payment_source.paypal.experience_context.',
      });
    const time = now();
    const order: Order = {
      id: paypalId(),
      account,
      status: 'PAYER_ACTION_REQUIRED',
      amount,
      custom_id,
      description,
      reference_id,
      return_url: context.return_url as string,
      cancel_url: context.cancel_url as string,
      create_time: time,
      update_time: time,
    };
    orders.set(order.id, order);
    return order;
  }

  function captureOrder(order: Order) {
    if (order.status === 'COMPLETED')
      throw unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.");
    if (order.status !== 'APPROVED')
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment. Please redirect the payer to the approve URL.',
      );
    const time = now();
    const capture: Capture = {
      id: paypalId(),
      orderId: order.id,
      account: order.account,
      status: 'COMPLETED',
      amount: order.amount,
      custom_id: order.custom_id,
      create_time: time,
      update_time: time,
    };
    captures.set(capture.id, capture);
    Object.assign(order, { status: 'COMPLETED', capture, update_time: time });
    queueEvent(
      capture.account,
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      captureBody(capture),
      `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
    );
    return order;
  }

  /** Takes a capture back, as a refund by the merchant or a reversal (chargeback) by the buyer. */
  function takeBack(capture: Capture, status: 'REFUNDED' | 'REVERSED') {
    if (capture.status !== 'COMPLETED')
      throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded or reversed.');
    const time = now();
    Object.assign(capture, { status, update_time: time });
    const refund = {
      id: paypalId(),
      status: 'COMPLETED',
      amount: capture.amount,
      custom_id: capture.custom_id,
      ...(status === 'REVERSED' ? { note_to_payer: 'Payment reversed' } : {}),
      create_time: time,
      update_time: time,
      links: [link(`/v2/payments/refunds/${capture.id}R`, 'self'), link(`/v2/payments/captures/${capture.id}`, 'up')],
    };
    const type = status === 'REFUNDED' ? 'PAYMENT.CAPTURE.REFUNDED' : 'PAYMENT.CAPTURE.REVERSED';
    queueEvent(
      capture.account,
      type,
      'refund',
      refund,
      `A ${capture.amount.value} ${capture.amount.currency_code} capture payment was ${status.toLowerCase()}`,
    );
    return refund;
  }

  function queueEvent(account: PayPalAccount, eventType: string, resourceType: string, resource: unknown, summary: string) {
    // Only the first account has the registered webhook: the others' events go nowhere, as at PayPal.
    if (account !== accounts[0]) return;
    const id = `WH-${paypalId()}`;
    const body = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: now(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        link(`/v1/notifications/webhooks-events/${id}`, 'self'),
        link(`/v1/notifications/webhooks-events/${id}/resend`, 'resend', 'POST'),
      ],
    });
    const event: WebhookEvent = { id, event_type: eventType, body, delivered: false, deliveries: [] };
    events.push(event);
    if (deliverWebhooks === 'automatic') void deliver(event).catch(() => undefined);
  }

  /** Posts an event to the webhook URL with PayPal's transmission headers; a new transmission each time, as PayPal's resend. */
  async function deliver(event: WebhookEvent) {
    if (!webhook.url) throw new Error('The stand-in has no webhook URL to deliver to');
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const sig = sign(transmissionId, time, event.body);
    transmissions.set(transmissionId, { time, sig, body: event.body });
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
        'PAYPAL-CERT-URL': `${base}/v1/notifications/certs/CERT-stand-in`,
        'PAYPAL-TRANSMISSION-ID': transmissionId,
        'PAYPAL-TRANSMISSION-SIG': sig,
        'PAYPAL-TRANSMISSION-TIME': time,
      },
      body: event.body,
    });
    await res.arrayBuffer();
    event.deliveries.push(res.status);
    // PayPal retries an event until the listener answers 2xx.
    event.delivered ||= res.ok;
    return res.status;
  }

  const sign = (transmissionId: string, time: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhook.id}|${crc32(body)}`)
      .digest('base64');

  function verifySignature(body: Record<string, unknown>) {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    const missing = fields.filter((field) => typeof body[field] !== 'string' || body[field] === '');
    if (!isObject(body.webhook_event)) missing.push('webhook_event');
    if (missing.length)
      throw invalidRequest(
        ...missing.map((field) => ({
          issue: 'MISSING_REQUIRED_PARAMETER',
          field: `/${field}`,
          description: 'A required field / parameter is missing.',
        })),
      );
    const sent = transmissions.get(body.transmission_id as string);
    const ok =
      body.webhook_id === webhook.id &&
      sent !== undefined &&
      sent.time === body.transmission_time &&
      sent.sig === body.transmission_sig &&
      // The event as the listener parsed it, serialised again: any change to it changes the checksum.
      sign(body.transmission_id as string, body.transmission_time as string, JSON.stringify(body.webhook_event)) === sent.sig;
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  }

  function token(req: IncomingMessage, form: string) {
    const match = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
    const [clientId, secret] = match ? Buffer.from(match[1], 'base64').toString('utf8').split(':') : [];
    const account = accounts.find((a) => a.clientId === clientId && a.clientSecret === secret);
    if (!account) throw new ApiError(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (
      !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ||
      new URLSearchParams(form).get('grant_type') !== 'client_credentials'
    )
      throw new ApiError(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, { account, expires: Date.now() + TOKEN_LIFETIME_S * 1000 });
    return {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: `APP-${account.clientId.slice(0, 12)}`,
      expires_in: TOKEN_LIFETIME_S,
      nonce: `${now()}${randomBytes(8).toString('hex')}`,
    };
  }

  function approvalPage(res: ServerResponse, order: Order | undefined) {
    const payable = order?.status === 'PAYER_ACTION_REQUIRED';
    const content = !order
      ? '<p>This payment was not found.</p>'
      : !payable
        ? '<p>This order can no longer be approved.</p>'
        : `<p>Pay <strong>${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}</strong> to ${escapeHtml(order.account.email)}</p>
<p>${escapeHtml(order.description ?? '')}</p>
<form method="post" action="/checkoutnow/approve">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<label>Buyer's e-mail <input name="email" type="email" value="buyer@example.com" required></label>
<button type="submit" name="action" value="pay">Pay Now</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel and return</button>
</form>`;
    res.writeHead(order ? (payable ? 200 : 409) : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>PayPal Checkout (local stand-in)</title></head><body><h1>PayPal Checkout (local stand-in)</h1>${content}</body></html>`);
  }

  function approve(res: ServerResponse, form: URLSearchParams) {
    const order = orders.get(form.get('token') ?? '');
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED') return approvalPage(res, order);
    const target = new URL(form.get('action') === 'cancel' ? order.cancel_url : order.return_url);
    target.searchParams.set('token', order.id);
    if (form.get('action') !== 'cancel') {
      const payerId = paypalId().slice(0, 13);
      order.payer = {
        payer_id: payerId,
        email_address: form.get('email') || 'buyer@example.com',
        name: { given_name: 'Test', surname: 'Buyer' },
      };
      Object.assign(order, { status: 'APPROVED', update_time: now() });
      queueEvent(order.account, 'CHECKOUT.ORDER.APPROVED', 'checkout-order', orderBody(order), 'An order has been approved by buyer');
      target.searchParams.set('PayerID', payerId);
    }
    res.writeHead(302, { Location: target.href }).end();
  }

  /** REST API calls received (control routes, the token and the approval pages aside). */
  let apiCalls = 0;

  /** Routes for tests and `npm start` only, never PayPal's: list, queue any event, discard or deliver the waiting ones, resend, reverse a capture. */
  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    let match: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/__stand-in/webhook-events')
      return json(
        res,
        200,
        events.map(({ id, event_type, delivered, deliveries }) => ({ id, event_type, delivered, deliveries })),
      );
    if (req.method === 'POST' && path === '/__stand-in/webhook-events') {
      // Any other event PayPal may send (a dispute, a payout...): `{ event_type, resource }`.
      const body = await jsonBody(req);
      if (typeof body.event_type !== 'string' || !isObject(body.resource))
        throw invalidRequest({ issue: 'MISSING_REQUIRED_PARAMETER', description: 'event_type and resource are required' });
      queueEvent(accounts[0], body.event_type, 'stand-in', body.resource, `A ${body.event_type} event`);
      return json(res, 201, { id: events.at(-1)!.id });
    }
    if (req.method === 'POST' && path === '/__stand-in/webhook-events/discard') {
      // A test starts with none waiting: what earlier tests left would reach its site.
      for (const event of events) event.delivered = true;
      return json(res, 200, {});
    }
    if (req.method === 'POST' && path === '/__stand-in/webhook-events/deliver') {
      const results = [];
      for (const event of events.filter((e) => !e.delivered))
        results.push({ id: event.id, event_type: event.event_type, status: await deliver(event) });
      return json(res, 200, results);
    }
    if (req.method === 'POST' && (match = /^\/__stand-in\/webhook-events\/(WH-[A-Z0-9]+)\/resend$/.exec(path))) {
      const event = events.find((e) => e.id === match![1]);
      if (!event) throw notFound(`webhook event ${match[1]}`);
      return json(res, 200, { id: event.id, status: await deliver(event) });
    }
    if (req.method === 'GET' && path === '/__stand-in/api-calls') {
      // How many calls of PayPal's REST API (after the token) reached the stand-in: what a merchant pays for in quota.
      return json(res, 200, { calls: apiCalls });
    }
    if (req.method === 'POST' && (match = /^\/__stand-in\/captures\/([A-Z0-9]+)\/reverse$/.exec(path))) {
      const capture = captures.get(match[1]);
      if (!capture) throw notFound(`capture ${match[1]}`);
      return json(res, 200, takeBack(capture, 'REVERSED'));
    }
    throw notFound(`${req.method} ${path}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    let match: RegExpExecArray | null;
    if (path.startsWith('/__stand-in/')) return control(req, res, path);
    if (method === 'POST' && path === '/v1/oauth2/token') return json(res, 200, token(req, await readBody(req)));
    if (method === 'GET' && path === '/checkoutnow') return approvalPage(res, orders.get(url.searchParams.get('token') ?? ''));
    if (method === 'POST' && path === '/checkoutnow/approve') return approve(res, new URLSearchParams(await readBody(req)));

    // Not an API path (a browser's /favicon.ico on the approval page): 404, as PayPal's API host answers.
    if (!/^\/v[12]\//.test(path)) throw notFound(`${method} ${path}`);
    apiCalls++;
    const account = accountOf(req);
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const id = requestId(req);
      const body = await jsonBody(req);
      const representation = req.headers.prefer === 'return=representation';
      const answer = onceFor(account, 'create', id, () => {
        const order = createOrder(account, body);
        return {
          status: 201,
          body: representation ? orderBody(order) : { id: order.id, status: order.status, links: orderBody(order).links },
        };
      });
      return json(res, answer.status, answer.body);
    }
    if (method === 'GET' && (match = /^\/v2\/checkout\/orders\/([A-Z0-9]{1,36})$/.exec(path)))
      return json(res, 200, orderBody(orderOf(account, match[1])));
    if (method === 'POST' && (match = /^\/v2\/checkout\/orders\/([A-Z0-9]{1,36})\/capture$/.exec(path))) {
      const id = requestId(req);
      await jsonBody(req);
      const order = orderOf(account, match[1]);
      const answer = onceFor(account, `capture ${order.id}`, id, () => ({ status: 201, body: orderBody(captureOrder(order)) }));
      return json(res, answer.status, answer.body);
    }
    if (method === 'GET' && (match = /^\/v2\/payments\/captures\/([A-Z0-9]+)$/.exec(path))) {
      const capture = captures.get(match[1]);
      if (!capture || capture.account !== account) throw notFound(`capture ${match[1]}`);
      return json(res, 200, captureBody(capture));
    }
    if (method === 'POST' && (match = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path))) {
      const id = requestId(req);
      const body = await jsonBody(req);
      const capture = captures.get(match[1]);
      if (!capture || capture.account !== account) throw notFound(`capture ${match[1]}`);
      if (body.amount !== undefined && checkAmount(body.amount, '/amount').value !== capture.amount.value)
        throw unprocessable('PARTIAL_REFUND_NOT_ALLOWED', 'The stand-in refunds a capture in full only.');
      const answer = onceFor(account, `refund ${capture.id}`, id, () => ({ status: 201, body: takeBack(capture, 'REFUNDED') }));
      return json(res, answer.status, answer.body);
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return json(res, 200, verifySignature(await jsonBody(req)));
    throw notFound(`${method} ${path}`);
  }

  const server: Server = createServer((req, res) => {
    const entry: (typeof requests)[number] = { method: req.method ?? 'GET', path: req.url ?? '/' };
    requests.push(entry);
    res.once('finish', () => (entry.status = res.statusCode));
    handle(req, res).catch((err: Error) => {
      if (err instanceof ApiError) return json(res, err.status, err.body);
      json(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: err.message });
    });
  });
  server.listen(port, '127.0.0.1');
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Where a PayPal client points instead of https://api-m.paypal.com. */
    url: base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
