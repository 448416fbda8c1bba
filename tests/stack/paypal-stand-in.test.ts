import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalStandIn, type PayPalStandIn } from '../../scripts/lib/paypal-stand-in';

// The stand-in of PayPal's REST API (scripts/lib/paypal-stand-in.ts) refuses what PayPal refuses,
// so the functions' PayPal client is tested against the same checks as in production.
const ours = { clientId: 'client-a', clientSecret: 'secret-a', merchantId: 'MERCHANTA', email: 'treasurer@a.example' };
const theirs = { clientId: 'client-b', clientSecret: 'secret-b', merchantId: 'MERCHANTB', email: 'someone@b.example' };
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const listener = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(200).end();
  });
});
let standIn: PayPalStandIn;

beforeAll(async () => {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhook`;
  standIn = await startPayPalStandIn({
    accounts: [ours, theirs],
    webhook: { id: 'WEBHOOK1', url: webhookUrl },
    deliverWebhooks: 'on-request',
  });
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => listener.close(resolve));
});

/** POST /v1/oauth2/token as a PayPal client makes it: the credentials in Basic auth, the grant as a form. */
const requestToken = (credentials: string, grant = 'client_credentials') =>
  fetch(`${standIn.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(credentials).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `grant_type=${grant}`,
  });

async function tokenFor(account: typeof ours) {
  const res = await requestToken(`${account.clientId}:${account.clientSecret}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
  expect(body.token_type).toBe('Bearer');
  expect(body.expires_in).toBeGreaterThan(0);
  return body.access_token;
}

async function call(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${standIn.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const orderRequest = (amount: unknown = { currency_code: 'CAD', value: '10.00' }, unit: Record<string, unknown> = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [{ amount, custom_id: 'R-2026-7F3K', description: 'ROCA membership 2026', ...unit }],
  payment_source: {
    paypal: { experience_context: { return_url: 'http://localhost/membership/return', cancel_url: 'http://localhost/membership' } },
  },
});

/** The buyer's Pay Now on the approval page: the redirect back to the return URL. */
async function approve(orderId: string, action = 'pay') {
  const page = await fetch(`${standIn.url}/checkoutnow?token=${orderId}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pay Now');
  const res = await fetch(`${standIn.url}/checkoutnow/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderId, email: 'buyer@example.com', action }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function deliverWebhooks() {
  const res = await fetch(`${standIn.url}/__stand-in/webhook-events/deliver`, { method: 'POST' });
  return (await res.json()) as { id: string; event_type: string; status: number }[];
}

const verify = (token: string, delivery: (typeof received)[number], change: Record<string, unknown> = {}) =>
  call(token, 'POST', '/v1/notifications/verify-webhook-signature', {
    auth_algo: delivery.headers['paypal-auth-algo'],
    cert_url: delivery.headers['paypal-cert-url'],
    transmission_id: delivery.headers['paypal-transmission-id'],
    transmission_sig: delivery.headers['paypal-transmission-sig'],
    transmission_time: delivery.headers['paypal-transmission-time'],
    webhook_id: 'WEBHOOK1',
    webhook_event: JSON.parse(delivery.body),
    ...change,
  });

describe('the PayPal stand-in', () => {
  it('gives a token only for client credentials it knows, and requires it on every API call', async () => {
    const wrong = await requestToken('client-a:nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect((await requestToken('client-a:secret-a', 'password')).status).toBe(400);
    expect((await fetch(`${standIn.url}/favicon.ico`)).status).toBe(404);
    const unsigned = await call('not-a-token', 'POST', '/v2/checkout/orders', orderRequest());
    expect(unsigned).toMatchObject({ status: 401, body: { name: 'AUTHENTICATION_FAILURE' } });
  });

  it('refuses an amount that is not a string with at most two decimals, an unknown currency, another payee, or no return URL', async () => {
    const token = await tokenFor(ours);
    const refusals: [unknown, number, string][] = [
      [orderRequest({ currency_code: 'CAD', value: 10 }), 400, 'INVALID_PARAMETER_SYNTAX'],
      [orderRequest({ currency_code: 'CAD', value: '10.001' }), 400, 'DECIMAL_PRECISION'],
      [orderRequest({ currency_code: 'CAD', value: '1e3' }), 400, 'INVALID_PARAMETER_SYNTAX'],
      [orderRequest({ currency_code: 'XYZ', value: '10.00' }), 422, 'CURRENCY_NOT_SUPPORTED'],
      [orderRequest({ currency_code: 'CAD', value: '0.00' }), 422, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
      [orderRequest(undefined, { payee: { merchant_id: 'MERCHANTB' } }), 422, 'PAYEE_ACCOUNT_INVALID'],
      [orderRequest(undefined, { description: 'x'.repeat(128) }), 400, 'INVALID_STRING_LENGTH'],
      [{ ...orderRequest(), payment_source: undefined }, 400, 'INVALID_PARAMETER_SYNTAX'],
    ];
    for (const [body, status, issue] of refusals) {
      const res = await call(token, 'POST', '/v2/checkout/orders', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.details[0].issue).toBe(issue);
    }
    const notJson = await fetch(`${standIn.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: JSON.stringify(orderRequest()),
    });
    expect(notJson.status).toBe(415);
  });

  it('creates an order once per PayPal-Request-Id, and keeps the state machine: approve, then capture once', async () => {
    const token = await tokenFor(ours);
    const created = await call(token, 'POST', '/v2/checkout/orders', orderRequest(), { 'PayPal-Request-Id': 'join-R-2026-7F3K' });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('PAYER_ACTION_REQUIRED');
    const again = await call(token, 'POST', '/v2/checkout/orders', orderRequest(), { 'PayPal-Request-Id': 'join-R-2026-7F3K' });
    expect(again.body.id).toBe(created.body.id);
    const orderId = created.body.id as string;
    const approveLink = created.body.links.find((l: { rel: string }) => l.rel === 'payer-action');
    expect(approveLink.href).toBe(`${standIn.url}/checkoutnow?token=${orderId}`);

    const early = await call(token, 'POST', `/v2/checkout/orders/${orderId}/capture`, {});
    expect(early).toMatchObject({ status: 422, body: { details: [{ issue: 'ORDER_NOT_APPROVED' }] } });

    const back = await approve(orderId);
    expect(back.pathname).toBe('/membership/return');
    expect(back.searchParams.get('token')).toBe(orderId);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    expect((await call(token, 'GET', `/v2/checkout/orders/${orderId}`)).body.status).toBe('APPROVED');

    const captured = await call(token, 'POST', `/v2/checkout/orders/${orderId}/capture`, {}, { 'PayPal-Request-Id': 'capture-1' });
    expect(captured.status).toBe(201);
    expect(captured.body.status).toBe('COMPLETED');
    const unit = captured.body.purchase_units[0];
    expect(unit.payee).toEqual({ email_address: ours.email, merchant_id: ours.merchantId });
    const capture = unit.payments.captures[0];
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'CAD', value: '10.00' }, custom_id: 'R-2026-7F3K' });

    const replayed = await call(token, 'POST', `/v2/checkout/orders/${orderId}/capture`, {}, { 'PayPal-Request-Id': 'capture-1' });
    expect(replayed.body.purchase_units[0].payments.captures[0].id).toBe(capture.id);
    const twice = await call(token, 'POST', `/v2/checkout/orders/${orderId}/capture`, {}, { 'PayPal-Request-Id': 'capture-2' });
    expect(twice).toMatchObject({ status: 422, body: { details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } });

    // Another merchant never sees this order or its capture.
    const other = await tokenFor(theirs);
    expect((await call(other, 'GET', `/v2/checkout/orders/${orderId}`)).status).toBe(404);
    expect((await call(other, 'POST', `/v2/checkout/orders/${orderId}/capture`, {})).status).toBe(404);
    expect((await call(other, 'GET', `/v2/payments/captures/${capture.id}`)).status).toBe(404);
    expect((await call(token, 'GET', '/v2/checkout/orders/NOSUCHORDER')).body.name).toBe('RESOURCE_NOT_FOUND');
  });

  it('sends the cancelled buyer back to the cancel URL without approving', async () => {
    const token = await tokenFor(ours);
    const { body } = await call(token, 'POST', '/v2/checkout/orders', orderRequest());
    const back = await approve(body.id, 'cancel');
    expect(back.pathname).toBe('/membership');
    expect(back.searchParams.get('PayerID')).toBeNull();
    expect((await call(token, 'GET', `/v2/checkout/orders/${body.id}`)).body.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('posts signed webhook events that only its verify call accepts, unchanged', async () => {
    const token = await tokenFor(ours);
    const { body } = await call(token, 'POST', '/v2/checkout/orders', orderRequest());
    await approve(body.id);
    const captured = await call(token, 'POST', `/v2/checkout/orders/${body.id}/capture`, {});
    const captureId = captured.body.purchase_units[0].payments.captures[0].id as string;
    received.length = 0;
    await deliverWebhooks();
    const approved = received.find(
      (r) => JSON.parse(r.body).event_type === 'CHECKOUT.ORDER.APPROVED' && JSON.parse(r.body).resource.id === body.id,
    )!;
    expect(JSON.parse(approved.body).resource.status).toBe('APPROVED');
    const completed = received.find((r) => JSON.parse(r.body).resource.id === captureId)!;
    expect(JSON.parse(completed.body)).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { status: 'COMPLETED', supplementary_data: { related_ids: { order_id: body.id } } },
    });

    expect((await verify(token, completed)).body).toEqual({ verification_status: 'SUCCESS' });
    const altered = JSON.parse(completed.body);
    altered.resource.amount.value = '1.00';
    expect((await verify(token, completed, { webhook_event: altered })).body.verification_status).toBe('FAILURE');
    expect((await verify(token, completed, { webhook_id: 'SOMEONE-ELSES' })).body.verification_status).toBe('FAILURE');
    expect((await verify(token, completed, { transmission_sig: 'forged' })).body.verification_status).toBe('FAILURE');
    expect((await verify(token, completed, { transmission_id: undefined })).status).toBe(400);

    // A refund and a chargeback each send their event; a capture is taken back once.
    const refunded = await call(token, 'POST', `/v2/payments/captures/${captureId}/refund`, {});
    expect(refunded.status).toBe(201);
    expect((await call(token, 'GET', `/v2/payments/captures/${captureId}`)).body.status).toBe('REFUNDED');
    expect((await call(token, 'POST', `/v2/payments/captures/${captureId}/refund`, {})).status).toBe(422);
    const sent = await deliverWebhooks();
    expect(sent.map((e) => e.event_type)).toEqual(['PAYMENT.CAPTURE.REFUNDED']);
    const refundEvent = JSON.parse(received.at(-1)!.body);
    expect(refundEvent.resource.links.find((l: { rel: string }) => l.rel === 'up').href).toBe(
      `${standIn.url}/v2/payments/captures/${captureId}`,
    );

    const second = await call(token, 'POST', '/v2/checkout/orders', orderRequest());
    await approve(second.body.id);
    const secondCapture = (await call(token, 'POST', `/v2/checkout/orders/${second.body.id}/capture`, {})).body.purchase_units[0].payments
      .captures[0].id as string;
    const reversed = await fetch(`${standIn.url}/__stand-in/captures/${secondCapture}/reverse`, { method: 'POST' });
    expect(reversed.status).toBe(200);
    expect((await deliverWebhooks()).map((e) => e.event_type)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.REVERSED',
    ]);

    // A resend is a new transmission of the same event, which verifies too (the listener dedupes by event id).
    const resent = await fetch(`${standIn.url}/__stand-in/webhook-events/${refundEvent.id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(200);
    const duplicate = received.at(-1)!;
    expect(JSON.parse(duplicate.body).id).toBe(refundEvent.id);
    expect((await verify(token, duplicate)).body.verification_status).toBe('SUCCESS');
  });
});
