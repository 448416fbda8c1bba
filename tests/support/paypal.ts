import { expect } from 'vitest';
import { LOCAL_PAYPAL, TEST_PORTS } from '../../scripts/lib/stack-config';

/**
 * The test stack's PayPal stand-in (scripts/lib/paypal-stand-in.ts), started by the global set-up
 * on TEST_PORTS.paypal: what a buyer does there (approve, cancel), what the merchant does in
 * PayPal's dashboard (refund), and its webhook events, which it posts only when a test asks.
 */
export const standInUrl = `http://127.0.0.1:${TEST_PORTS.paypal}`;

/** The buyer's "Pay Now" on the approval page: answers where PayPal sends the browser back. */
export async function approveAtPayPal(approveUrl: string): Promise<URL> {
  const token = new URL(approveUrl).searchParams.get('token')!;
  const res = await fetch(`${standInUrl}/checkoutnow/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, email: 'buyer@example.com', action: 'pay' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** Posts the stand-in's waiting webhook events to the test site (Hosting, then the Functions emulator). */
export async function deliverPayPalWebhooks(): Promise<{ id: string; event_type: string; status: number }[]> {
  const res = await fetch(`${standInUrl}/__stand-in/webhook-events/deliver`, { method: 'POST' });
  expect(res.status).toBe(200);
  return res.json();
}

/** Drops the events waiting to be posted: a test starts with none (earlier tests leave theirs). */
export async function discardPayPalWebhooks() {
  expect((await fetch(`${standInUrl}/__stand-in/webhook-events/discard`, { method: 'POST' })).status).toBe(200);
}

export async function resendPayPalWebhook(eventId: string): Promise<number> {
  const res = await fetch(`${standInUrl}/__stand-in/webhook-events/${eventId}/resend`, { method: 'POST' });
  return ((await res.json()) as { status: number }).status;
}

/** A call to the stand-in as the association's account (a refund from the dashboard, an order made elsewhere). */
export async function callPayPalAsMerchant(method: string, path: string, body?: unknown) {
  const { clientId, clientSecret } = LOCAL_PAYPAL.account;
  const tokenRes = await fetch(`${standInUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${standInUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${access_token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

/** Queues an event of any type, as PayPal sends ones the site has no use for (a dispute, say). */
export async function queuePayPalWebhook(eventType: string, resource: Record<string, unknown>) {
  const res = await fetch(`${standInUrl}/__stand-in/webhook-events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event_type: eventType, resource }),
  });
  expect(res.status).toBe(201);
}

/** How many calls of PayPal's REST API the stand-in has answered so far (the token aside). */
export async function payPalApiCalls(): Promise<number> {
  const res = await fetch(`${standInUrl}/__stand-in/api-calls`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { calls: number }).calls;
}
