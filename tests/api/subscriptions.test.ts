import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@roca/contract/limits';
import { subscribeConsentWording } from '@roca/contract/subscription-choices';
import { readSiteSettings } from '../../functions/src/services/content';
import { relativeLinksIn } from '../../functions/src/services/mail';
import { forgetOldSubscribers, sendWeeklyDigest } from '../../functions/src/services/subscribers';
import { DAY_MS, HOUR_MS } from '@roca/contract/days';
import { countOne } from '../../functions/src/lib/window-counts';
import { CLIENT_LIMITS_COLLECTION } from '../../functions/src/lib/firebase';
import { apiTestFile } from '../support/api-test-file';
import { developmentInput, giveRecoveryEmail } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { callSite, expectNoLeak } from '../support/front-door';
import { confirmPath, headerOf, outboxMessages, settledMessages, smtpInboxForFile, unsubscribePath } from '../support/mail';
import { snapshotData } from '../support/snapshot';
import { testBytes, uploadFlow } from '../support/uploads';

/**
 * Subscriptions to development updates (docs/mail.md, "Development updates"), through
 * the front door as a resident's browser and mail program reach them: the form, the double
 * opt-in, the alert when staff post or change an update, the digest, the one-click unsubscribe,
 * what a careless or hostile visitor may send, and retention.
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();
vi.setConfig({ testTimeout: 120_000 });

/** Each request from its own client address, as the CDN and Google's front end deliver it (docs/security.md). */
const HOSTING_CDN = '192.0.2.10';
let clients = 0;
const nextClient = () => `10.25.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

function form(fields: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
}
const subscribe = (fields: Record<string, string | string[]>, client = nextClient()) =>
  callSite('POST', '/mail/subscribe', { ...form(fields), headers: { 'X-Forwarded-For': `${client}, ${HOSTING_CDN}` } });

/**
 * Many forms at once go to the app in-process, with the addresses the proxies vouch for: the
 * Functions emulator starts an instance per request it cannot serve, far too slowly on a shared
 * 2-core machine; the counts they meet are the same, in Firestore.
 */
const subscribeAtOnce = (emails: string[]) =>
  Promise.all(
    emails.map((email) =>
      api.call('POST', '/mail/subscribe', {
        rawBody: form({ email, frequency: 'every', source: '/' }).body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `${nextClient()}, ${HOSTING_CDN}` },
      }),
    ),
  );

const subscriber = async (email: string) =>
  (await db.collection(COLLECTIONS.subscribers).where('email', '==', email).get()).docs[0]?.data();

/** Subscribes and confirms with the button; returns the confirmation message. */
async function subscribed(email: string, frequency: 'every' | 'weekly' = 'every', source = '/') {
  const before = mail.inbox.messages.length;
  const res = await subscribe({ email, frequency, source });
  expect(res.status, res.text.slice(0, 500)).toBe(200);
  const [confirmation] = (await mail.inbox.waitFor(before + 1)).slice(before);
  const confirmed = await callSite('POST', confirmPath(confirmation.parsed), form({}));
  expect(confirmed.status).toBe(200);
  expect(confirmed.text).toContain('You are subscribed');
  return confirmation;
}

/** Ends every window of a count (as its time passing would): e.g. the gap after a confirmation. */
async function countsForget(limit: string) {
  const docs = await db.collection(CLIENT_LIMITS_COLLECTION).where('limit', '==', limit).get();
  await Promise.all(docs.docs.map((doc) => doc.ref.delete()));
}

const post = (body: unknown) => api.call('POST', '/api/developments', { body, token: admin.token });
const put = (id: string, body: unknown) => api.call('PUT', `/api/developments/${id}`, { body, token: admin.token });

/** The messages of the alert (or digest) sends that arrive after `before`, once their outbox has settled. */
async function alertsSince(before: number, count: number) {
  await settledMessages(undefined);
  return (await mail.inbox.waitFor(before + count)).slice(before);
}

describe('subscribing (double opt-in)', () => {
  it('sends a confirmation, confirms only with the button, and keeps the consent as given', async () => {
    const res = await subscribe({ email: 'Ann@Example.org', frequency: 'weekly', source: '/rezoning' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.text).toContain('Check your e-mail to confirm');
    const pending = await subscriber('ann@example.org');
    expect(pending).toMatchObject({ status: 'pending', mailTopics: {}, consent: null });

    const [confirmation] = await mail.inbox.waitFor(1);
    // The outbox records the delivery just after the message arrives: settled before "changes nothing" is checked.
    await settledMessages(undefined);
    expect(confirmation.envelopeTo).toEqual(['ann@example.org']);
    expect(confirmation.parsed.subject).toMatch(/^Confirm your subscription to development updates/);
    const link = confirmPath(confirmation.parsed);

    // A link scanner opening the link, twice, changes nothing; the page shows the button.
    const before = await snapshotData();
    const page = await callSite('GET', link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Confirm my subscription');
    expect(page.text).toContain('a••••@example.org');
    expect(page.text).toContain(`action="${link}"`);
    await callSite('GET', link);
    expect(await snapshotData()).toEqual(before);

    const confirmed = await callSite('POST', link, form({}));
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('You are subscribed');
    const stored = await subscriber('ann@example.org');
    const settings = await readSiteSettings();
    expect(stored).toMatchObject({
      status: 'confirmed',
      frequency: 'weekly',
      request: null,
      consent: {
        frequency: 'weekly',
        sourcePage: '/rezoning',
        wording: subscribeConsentWording(settings.associationName),
        requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        confirmedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      mailTopics: { developments: { given: true } },
    });

    // The same button again: a friendly page, nothing changes.
    const again = await snapshotData();
    const repeated = await callSite('POST', link, form({}));
    expect(repeated.status).toBe(200);
    expect(repeated.text).toContain('You are already subscribed');
    expect(await snapshotData()).toEqual(again);
  });

  it('answers the same for an address already subscribed, never lowers it, and sends one confirmation per few minutes', async () => {
    await subscribed('ann@example.org', 'every');
    // A confirmation to the mailbox just went out: the next waits its gap.
    await countsForget('form-mail-gap');
    const newcomer = await subscribe({ email: 'new@example.org', frequency: 'every', source: '/' });
    const known = await subscribe({ email: 'ann@example.org', frequency: 'weekly', source: '/' });
    expect(known.status).toBe(newcomer.status);
    expect(known.text).toBe(newcomer.text);
    // Still confirmed on every update until the new choice is confirmed.
    expect(await subscriber('ann@example.org')).toMatchObject({
      status: 'confirmed',
      frequency: 'every',
      mailTopics: { developments: { given: true } },
    });
    const received = await mail.inbox.waitFor(3);
    expect(received.map((m) => m.envelopeTo[0]).sort()).toEqual(['ann@example.org', 'ann@example.org', 'new@example.org']);

    // The form cannot flood someone's inbox: the same address again within the gap sends nothing more.
    await subscribe({ email: 'new@example.org', frequency: 'every', source: '/' });
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(3);

    // Confirming the second request changes the frequency.
    const second = received.filter((m) => m.envelopeTo[0] === 'ann@example.org').at(-1)!;
    await callSite('POST', confirmPath(second.parsed), form({}));
    expect(await subscriber('ann@example.org')).toMatchObject({ status: 'confirmed', frequency: 'weekly' });
  });
});

describe('an inbox the form could flood', () => {
  it('sends one mailbox one confirmation, whatever +tag, case or Gmail dots the form names, and answers each the same', async () => {
    const answers: Awaited<ReturnType<typeof subscribe>>[] = [];
    for (const email of [
      'victim@example.org',
      'victim+1@example.org',
      'Victim+2@Example.org',
      'v.ictim@gmail.com',
      'victim+x@googlemail.com',
    ]) {
      answers.push(await subscribe({ email, frequency: 'every', source: '/' }));
    }
    expect(answers.map((res) => [res.status, res.text])).toEqual(answers.map(() => [200, answers[0].text]));
    await settledMessages(undefined);
    expect(mail.inbox.messages.map((m) => m.envelopeTo[0])).toEqual(['victim@example.org', 'v.ictim@gmail.com']);
    // Only the requests that were mailed are stored: the others could never be confirmed.
    expect(await subscriber('victim+1@example.org')).toBeUndefined();
  });

  it('sends one confirmation to a mailbox when many clients post it at once', async () => {
    const answers = await subscribeAtOnce(Array.from({ length: 6 }, (_, i) => `victim+${i}@example.org`));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(1);
  });

  it('sends no second confirmation when the form is sent again right after confirming', async () => {
    await subscribed('ann@example.org', 'every');
    const again = await subscribe({ email: 'ann@example.org', frequency: 'weekly', source: '/' });
    expect(again.text).toContain('Check your e-mail to confirm');
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(1);
    expect(await subscriber('ann@example.org')).toMatchObject({ status: 'confirmed', frequency: 'every', request: null });
  });

  it('sends nothing to a suppressed address and stores nothing, with the same answer', async () => {
    const suppressed = await api.call('POST', '/api/mail/suppressions', {
      body: { email: 'gone@example.org', reason: 'Bounce report: mailbox unknown' },
      token: admin.token,
    });
    expect(suppressed.status, suppressed.text).toBe(201);
    const before = await snapshotData();
    const res = await subscribe({ email: 'gone@example.org', frequency: 'every', source: '/' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Check your e-mail to confirm');
    expect(await snapshotData()).toEqual(before);
    expect(await outboxMessages()).toEqual([]);
    expect(mail.inbox.messages).toHaveLength(0);
  });

  it(`past ${LIMITS.formMailPerHour} confirmations in an hour from all forms, answers the same and queues nothing, and staff see the count`, async () => {
    // The hour's count as all forms together would have made it: the same counter the forms use.
    for (let start = 0; start < LIMITS.formMailPerHour; start += 25) {
      await Promise.all(Array.from({ length: 25 }, () => countOne('form-mail-hour', HOUR_MS, 'all')));
    }
    const res = await subscribe({ email: 'new@example.org', frequency: 'every', source: '/' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Check your e-mail to confirm');
    expect(await subscriber('new@example.org')).toBeUndefined();
    expect(await outboxMessages()).toEqual([]);
    expect(mail.inbox.messages).toHaveLength(0);
    const counts = await api.call('GET', '/api/mail/form-mail', { token: admin.token });
    expect(counts.json).toMatchObject({
      hour: { sent: LIMITS.formMailPerHour, heldBack: 1, cap: LIMITS.formMailPerHour },
      day: { sent: 0, heldBack: 0, cap: LIMITS.formMailPerDay },
    });
  });

  it(`past ${LIMITS.formMailPerDay} in a day, the same`, async () => {
    for (let start = 0; start < LIMITS.formMailPerDay; start += 50) {
      await Promise.all(Array.from({ length: 50 }, () => countOne('form-mail-day', DAY_MS, 'all')));
    }
    await subscribe({ email: 'new@example.org', frequency: 'every', source: '/' });
    expect(await subscriber('new@example.org')).toBeUndefined();
    expect(await outboxMessages()).toEqual([]);
    expect(mail.inbox.messages).toHaveLength(0);
    const counts = await api.call('GET', '/api/mail/form-mail', { token: admin.token });
    expect(counts.json.day).toMatchObject({ sent: LIMITS.formMailPerDay, heldBack: 1 });
  });

  it('never makes a receipt, a reset or a notice wait behind the confirmations strangers ask for', async () => {
    await giveRecoveryEmail(admin.user.id, 'me@example.org');
    // Enough that the forms' queue (a message a second) still holds many when the staff member's
    // message is queued, however slowly this busy machine answers the forms themselves.
    const asked = 30;
    await subscribeAtOnce(Array.from({ length: asked }, (_, i) => `resident${i}@example.org`));
    const test = await api.call('POST', '/api/mail/test', {
      body: { subject: 'Spring clean-up', body: 'Saturday at 10.', format: 'text', topic: 'announcements' },
      token: admin.token,
    });
    expect(test.status, test.text).toBe(201);
    const arrived = (
      await mail.inbox.waitFor(asked + 1).catch(async (err: Error) => {
        throw new Error(`${err.message}: ${JSON.stringify(await outboxMessages())}`);
      })
    ).map((m) => m.envelopeTo[0]);
    // The staff member's message did not wait for the confirmations queued before it.
    expect(arrived.indexOf('me@example.org')).toBeLessThan(asked);
  });
});

describe('what a careless or hostile visitor sends', () => {
  it('refuses a bad address, a line break or a missing choice with the form, the error beside the field, and stores nothing', async () => {
    const before = await snapshotData();
    const cases: [Record<string, string | string[]>, string, RegExp][] = [
      [{ email: 'not-an-address', frequency: 'every' }, 'email', /e-mail address such as/],
      [{ email: 'ann@example.org\r\nBcc: all@example.org', frequency: 'every' }, 'email', /one line/],
      [{ email: 'ann@example.org\n', frequency: 'every' }, 'email', /one line/],
      [{ email: '', frequency: 'every' }, 'email', /Please enter your e-mail address/],
      [{ email: `${'a'.repeat(250)}@example.org`, frequency: 'every' }, 'email', /at most 254/],
      [{ email: 'ann@example.org' }, 'frequency', /every update or a weekly digest/],
      [{ email: 'ann@example.org', frequency: 'hourly' }, 'frequency', /every update or a weekly digest/],
      [{}, 'email', /Please enter your e-mail address/],
    ];
    for (const [fields, field, message] of cases) {
      const res = await subscribe(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('There is a problem');
      expect(res.text).toMatch(new RegExp(`id="subscribe-${field}-error"[^>]*>[^<]*${message.source}`));
      expect(res.text).toContain(`href="#subscribe-${field}"`);
      expectNoLeak(res);
    }
    expect(await snapshotData()).toEqual(before);
    expect(mail.inbox.messages).toHaveLength(0);
  });

  it('answers a bot that fills the honeypot as if it went through, and stores and sends nothing', async () => {
    const before = await snapshotData();
    const res = await subscribe({ email: 'bot@example.org', frequency: 'every', source: '/', website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Check your e-mail to confirm');
    expect(await snapshotData()).toEqual(before);
  });

  it(`limits one client to ${LIMITS.subscribePerClientPer10Minutes} forms in 10 minutes, with a page`, async () => {
    const client = nextClient();
    for (let i = 0; i < LIMITS.subscribePerClientPer10Minutes; i++) {
      expect((await subscribe({ email: 'not-an-address', frequency: 'every' }, client)).status).toBe(400);
    }
    const before = await snapshotData();
    const over = await subscribe({ email: 'ann@example.org', frequency: 'every', source: '/' }, client);
    expect(over.status).toBe(429);
    expect(over.text).toContain('Too many requests from this address');
    expect(await snapshotData()).toEqual(before);
    // Another resident is not affected.
    expect((await subscribe({ email: 'ann@example.org', frequency: 'every', source: '/' })).status).toBe(200);
  });

  it('refuses a confirmation link with a character changed, on GET and POST, and changes nothing', async () => {
    await subscribe({ email: 'ann@example.org', frequency: 'every', source: '/' });
    const [confirmation] = await mail.inbox.waitFor(1);
    await settledMessages(undefined);
    const link = confirmPath(confirmation.parsed);
    const tampered = link.slice(0, -1) + (link.at(-1) === 'A' ? 'B' : 'A');
    const before = await snapshotData();
    for (const method of ['GET', 'POST']) {
      const res = await callSite(method, tampered, method === 'POST' ? form({}) : {});
      expect(res.status, method).toBe(404);
      expect(res.text).toContain('This confirmation link is not valid');
    }
    // An unsubscribe link's token is not a confirmation's, nor the other way.
    const token = link.split('/').at(-1)!;
    expect((await callSite('POST', `/mail/unsubscribe/${token}`, form({}))).status).toBe(404);
    expect(await snapshotData()).toEqual(before);
  });
});

describe('alerts', () => {
  it('e-mails each subscriber on every update once when staff post an update or change its status, never for a minor save', async () => {
    await subscribed('ann@example.org', 'every');
    await subscribed('wes@example.org', 'weekly');
    await subscribe({ email: 'pat@example.org', frequency: 'every', source: '/' });
    await mail.inbox.waitFor(3);
    await settledMessages(undefined);
    let seen = mail.inbox.messages.length;

    const created = await post(
      developmentInput({
        projectTitle: 'Willow Row',
        status: 'Under Review',
        description: 'Six townhomes.',
        link1: 'https://example.org/willow',
        linkText1: 'Application',
      }),
    );
    expect(created.status, created.text).toBe(201);
    const [alert, ...others] = await alertsSince(seen, 1);
    expect(others).toHaveLength(0);
    expect(alert.envelopeTo).toEqual(['ann@example.org']);
    expect(alert.parsed.subject).toBe('New development update: Willow Row');
    for (const part of ['Status: Under Review', 'Six townhomes.', 'Application: https://example.org/willow', '/#updates']) {
      expect(alert.parsed.text).toContain(part);
    }
    expect(headerOf(alert.parsed, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/mail\/unsubscribe\/[^>]+>, <mailto:/);
    expect(headerOf(alert.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(alert.parsed.text).toContain('You get this because you chose "Development updates"');
    await settledMessages(undefined);
    seen = mail.inbox.messages.length;

    const id = created.json.id as string;
    const fields = developmentInput({ projectTitle: 'Willow Row', status: 'Under Review', description: 'Six townhomes, corrected.' });
    // Another field changed, or a minor save: nothing.
    expect((await put(id, fields)).status).toBe(200);
    expect((await put(id, { ...fields, status: 'Approved', minor: true })).status).toBe(200);
    expect((await post({ ...developmentInput({ projectTitle: 'Typo fix' }), minor: true })).status).toBe(201);
    // A status change: one alert.
    expect((await put(id, { ...fields, status: 'Refused' })).status).toBe(200);
    const [changed, ...more] = await alertsSince(seen, 1);
    expect(more).toHaveLength(0);
    expect(changed.parsed.subject).toBe('Willow Row is now Refused');
    expect(
      await db
        .collection(COLLECTIONS.developmentChanges)
        .count()
        .get()
        .then((c) => c.data().count),
    ).toBe(2);
  });

  it("gives an attachment as the site's whole address, which a mail program opens and which downloads the file", async () => {
    await subscribed('ann@example.org', 'every');
    const created = await post(developmentInput({ projectTitle: 'Birch Court', status: 'Under Review' }));
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    const bytes = testBytes(2048);
    await uploadFlow(api).uploadAndAttach(admin.token, id, bytes, 'site-plan.pdf');
    await settledMessages(undefined);
    const seen = mail.inbox.messages.length;

    expect((await put(id, developmentInput({ projectTitle: 'Birch Court', status: 'Approved' }))).status).toBe(200);
    const [alert] = await alertsSince(seen, 1);
    const link = /Attachment 1 - site-plan\.pdf: (\S+)/.exec(alert.parsed.text ?? '')?.[1];
    // On the local store the file's address is a path of the site (/api/objects/...), which a mail program shows as words.
    expect(link).toMatch(/^https?:\/\/[^/]+\/api\/objects\//);
    expect(relativeLinksIn({ html: alert.parsed.html || '', text: alert.parsed.text })).toEqual([]);
    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('stops at once after the one-click unsubscribe, and the next update sends them nothing', async () => {
    await subscribed('ann@example.org', 'every');
    await subscribed('bob@example.org', 'every');
    await settledMessages(undefined);
    let seen = mail.inbox.messages.length;
    expect((await post(developmentInput({ projectTitle: 'First' }))).status).toBe(201);
    const first = await alertsSince(seen, 2);
    const ann = first.find((m) => m.envelopeTo[0] === 'ann@example.org')!;
    const link = unsubscribePath(ann.parsed);

    const before = await snapshotData();
    expect((await callSite('GET', link)).text).toContain('Development updates');
    expect(await snapshotData()).toEqual(before);
    const res = await callSite('POST', link, form({ 'List-Unsubscribe': 'One-Click' }));
    expect(res.status).toBe(200);
    expect(res.text).toContain('You are unsubscribed');
    expect(await subscriber('ann@example.org')).toMatchObject({ status: 'unsubscribed', mailTopics: { developments: { given: false } } });

    seen = mail.inbox.messages.length;
    expect((await post(developmentInput({ projectTitle: 'Second' }))).status).toBe(201);
    const second = await alertsSince(seen, 1);
    expect(second.map((m) => m.envelopeTo[0])).toEqual(['bob@example.org']);
  });

  it('sends the weekly digest of last week’s changes once, and nothing in a week without changes', async () => {
    await subscribed('wes@example.org', 'weekly');
    await subscribed('ann@example.org', 'every');
    expect((await post(developmentInput({ projectTitle: 'Cedar Lane', status: 'Open House' }))).status).toBe(201);
    await settledMessages(undefined);
    const changeDay = (await db.collection(COLLECTIONS.developmentChanges).get()).docs[0].get('day') as string;
    const nextWeek = new Date(Date.parse(`${changeDay}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const seen = mail.inbox.messages.length;

    expect(await sendWeeklyDigest(nextWeek)).toBe(1);
    const [digest] = await alertsSince(seen, 1);
    expect(digest.envelopeTo).toEqual(['wes@example.org']);
    expect(digest.parsed.subject).toMatch(/^Development updates of the week of \d{4}-\d\d-\d\d: 1 change$/);
    expect(digest.parsed.text).toContain('Cedar Lane');
    expect(digest.parsed.text).toContain('Status: Open House');
    expect(headerOf(digest.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The same week again, and a week without changes: nothing.
    expect(await sendWeeklyDigest(nextWeek)).toBe(0);
    const weekAfter = new Date(Date.parse(`${nextWeek}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await sendWeeklyDigest(weekAfter)).toBe(0);
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(seen + 1);
  });
});

describe('staff', () => {
  it('gives every role the counts, and Admin the list with each consent', async () => {
    await subscribed('ann@example.org', 'every', '/rezoning');
    await subscribe({ email: 'pat@example.org', frequency: 'weekly', source: '/' });
    const summary = await api.call('GET', '/api/subscribers/summary', { token: admin.token });
    expect(summary.json).toEqual({ confirmed: 1, every: 1, weekly: 0, pending: 1, unsubscribed: 0 });
    const list = await api.call('GET', '/api/subscribers', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      expect.objectContaining({
        email: 'ann@example.org',
        status: 'confirmed',
        consent: expect.objectContaining({ sourcePage: '/rezoning' }),
      }),
      expect.objectContaining({ email: 'pat@example.org', status: 'pending', consent: null }),
    ]);
  });

  it('refuses a minor flag that is not true or false, and stores nothing', async () => {
    const before = await snapshotData();
    const res = await post({ ...developmentInput(), minor: 'yes' });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.minor).toBe('Minor must be true or false');
    expect(await snapshotData()).toEqual(before);
  });
});

describe('retention (docs/decisions/018)', () => {
  it(`deletes an unsubscribed address after ${LIMITS.subscriberUnsubscribedDays} days and an unconfirmed request after ${LIMITS.subscriberPendingDays}`, async () => {
    await subscribed('gone@example.org', 'every');
    await subscribed('kept@example.org', 'every');
    await subscribe({ email: 'pending@example.org', frequency: 'every', source: '/' });
    expect((await post(developmentInput({ projectTitle: 'Link' }))).status).toBe(201);
    await settledMessages(undefined);
    const alert = mail.inbox.messages.find((m) => m.envelopeTo[0] === 'gone@example.org' && m.parsed.subject?.startsWith('New'))!;
    await callSite('POST', unsubscribePath(alert.parsed), form({}));

    const day = 24 * 60 * 60 * 1000;
    expect(await forgetOldSubscribers(new Date(Date.now() + 2 * day))).toBe(0);
    expect(await forgetOldSubscribers(new Date(Date.now() + (LIMITS.subscriberPendingDays + 1) * day))).toBe(1);
    expect(await subscriber('pending@example.org')).toBeUndefined();
    expect(await forgetOldSubscribers(new Date(Date.now() + (LIMITS.subscriberUnsubscribedDays + 1) * day))).toBe(1);
    expect(await subscriber('gone@example.org')).toBeUndefined();
    expect(await subscriber('kept@example.org')).toMatchObject({ status: 'confirmed' });
  });
});
