// `npm run check:payments [-- --walks 20]`: with `npm start` running, pays for a membership in
// Chromium as a resident does, again and again, and checks that one payment makes one member, and
// that a refund leaves nobody in good standing (docs/members.md, "Joining online").
//
// The local stack's PayPal stand-in posts its webhooks the moment they happen, as PayPal does:
// CHECKOUT.ORDER.APPROVED when the buyer taps Pay Now, while the browser comes back to the return
// page, and PAYMENT.CAPTURE.COMPLETED when either captures. So each walk races the return page
// against the webhooks, in the Functions emulator, over the Node Firestore emulator. The members
// it makes are taken out of the register at the end.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { LoginResponse } from '@roca/contract';
import { todayInVancouver } from '@roca/contract/days';
import type { Member } from '@roca/contract/members';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { fillJoinForm, payAtStandIn } from './lib/join-walk';
import { seedAdmin } from './lib/seed';
import { DEV_PORTS, LOCAL_PAYPAL } from './lib/stack-config';

const { values } = parseArgs({ options: { walks: { type: 'string', default: '20' } } });
const walks = Number(values.walks);
// The address the stack gives PayPal for the return page (ROCA_EMULATOR_SITE_URL).
const site = `http://127.0.0.1:${DEV_PORTS.hosting}`;
const standInUrl = `http://127.0.0.1:${DEV_PORTS.paypal}`;
const year = Number(todayInVancouver().slice(0, 4));
const run = Date.now().toString(36);
const lastNameOf = (walk: number) => `Check${run}w${walk}`;

/** The seeded Admin's session, as the web client gets one: POST /api/login, then the Auth emulator. */
async function adminToken() {
  const login = await fetch(`${site}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(seedAdmin),
  });
  if (!login.ok)
    throw new Error(`Sign-in as '${seedAdmin.username}' failed (${login.status}): set SEED_ADMIN_USERNAME and SEED_ADMIN_PASSWORD`);
  const { token } = (await login.json()) as LoginResponse;
  const exchange = await fetch(
    `http://127.0.0.1:${DEV_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, returnSecureToken: true }) },
  );
  return ((await exchange.json()) as { idToken: string }).idToken;
}

/** A call to the stand-in as the association's account, as the treasurer refunds in PayPal's dashboard. */
async function refundAtPayPal(captureId: string) {
  const { clientId, clientSecret } = LOCAL_PAYPAL.account;
  const auth = await fetch(`${standInUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await auth.json()) as { access_token: string };
  const res = await fetch(`${standInUrl}/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 201) throw new Error(`The refund of ${captureId} failed: ${res.status} ${await res.text()}`);
}

/**
 * Waits until the site has taken every event the stand-in queued. The stand-in of `npm start`
 * posts each once; PayPal delivers a refused one again (for days), so a refusal (a 504 from a busy
 * emulator, say) is delivered again here, up to 5 times, and reported beside the result.
 */
async function webhooksAnswered() {
  for (let tries = 0; tries < 360; tries++) {
    const events = (await (await fetch(`${standInUrl}/__stand-in/webhook-events`)).json()) as WebhookEvent[];
    if (events.every((e) => e.delivered || e.deliveries.length >= 5))
      return events.filter((e) => e.deliveries.some((status) => status >= 300));
    for (const event of events.filter((e) => !e.delivered && e.deliveries.length > 0))
      await fetch(`${standInUrl}/__stand-in/webhook-events/${event.id}/resend`, { method: 'POST' });
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The site has not taken every webhook event after three minutes');
}
type WebhookEvent = { id: string; event_type: string; delivered: boolean; deliveries: number[] };

const token = await adminToken();
const api = async (method: string, path: string) => {
  const res = await fetch(`${site}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
};
const register = async () => (await api('GET', `/api/members?year=${year}`)) as Member[];
const holdersOf = (members: Member[], capture: string) => members.filter((m) => m.payments.some((p) => p.reference === capture));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const problems: string[] = [];
const refused = new Map<string, string>();
try {
  console.log(`${walks} payment walks in Chromium against ${site}:`);
  for (let walk = 1; walk <= walks; walk++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site}/membership`);
    await fillJoinForm(page, { name: `Pat ${lastNameOf(walk)}`, email: `walk${walk}@example.org`, payment: /^PayPal/ });
    const reference = await payAtStandIn(page, { standInUrl, amount: '10.00 CAD', returnPage: `${site}/membership/paid?**`, year });
    await context.close();
    for (const event of await webhooksAnswered()) refused.set(event.id, `${event.event_type} answered ${event.deliveries.join(', ')}`);
    const members = (await register()).filter((m) => m.lastName === lastNameOf(walk));
    const captures = members.flatMap((m) => m.payments.map((p) => p.reference));
    console.log(`  ${String(walk).padStart(2)}. ${reference}: ${members.length} member(s), ${captures.length} payment(s)`);
    if (members.length !== 1 || captures.length !== 1) problems.push(`walk ${walk} (${reference}) made ${members.length} members`);
  }

  const members = await register();
  const ours = members.filter((m) => m.lastName.startsWith(`Check${run}w`));
  const captures = [...new Set(ours.flatMap((m) => m.payments.map((p) => p.reference!)))];
  for (const capture of captures) {
    const holders = holdersOf(members, capture);
    if (holders.length !== 1) problems.push(`capture ${capture} is held by ${holders.length} members`);
  }
  console.log(`Refunding the ${captures.length} captures in PayPal ...`);
  for (const capture of captures) await refundAtPayPal(capture);
  for (const event of await webhooksAnswered()) refused.set(event.id, `${event.event_type} answered ${event.deliveries.join(', ')}`);
  const after = await register();
  const stillPaid = captures.filter((capture) => holdersOf(after, capture).length > 0);
  const standing = after.filter((m) => m.lastName.startsWith(`Check${run}w`) && m.inGoodStanding);
  if (stillPaid.length) problems.push(`after the refunds, members still hold ${stillPaid.join(', ')}`);
  if (standing.length) problems.push(`after the refunds, ${standing.length} of the walks' members are in good standing`);
  console.log(`After the refunds: ${standing.length} of the walks' members in good standing, ${stillPaid.length} captures still held.`);

  for (const member of after.filter((m) => m.lastName.startsWith(`Check${run}w`))) await api('DELETE', `/api/members/${member.id}`);
} finally {
  await browser.close();
}

if (refused.size)
  console.log(`Webhook events the site refused (PayPal would deliver them again):\n  ${[...refused.values()].join('\n  ')}`);
if (problems.length) {
  console.error(`FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`OK: ${walks} payments made ${walks} members, one each; the refunds left nobody in good standing.`);
