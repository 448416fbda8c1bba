import { describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import type { MailSend } from '@roca/contract/mail';
import { apiTestFile } from '../support/api-test-file';
import { loginAs } from '../support/auth';
import { giveRecoveryEmail } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { headerOf, outboxMessages, recipientsOf, settledMessages, smtpInboxForFile } from '../support/mail';
import { storeMember, thisYear } from '../support/members';
import { snapshotData } from '../support/snapshot';

/**
 * Mail through /api/mail against the real outbox: the Cloud Tasks emulator runs the sendMail task
 * function in the Functions emulator, which sends to a real SMTP server in this process; each
 * test reads the messages as they arrived. Composing and sending, the bad-input catalogue (each
 * refusal queues nothing), Read Only without addresses, bounces and suppression.
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();

const call = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: admin.token });
const paidThisYear = [{ method: 'cash' }];
const noConsent = { given: false, date: '2025-01-05', source: 'Membership form' };

const compose = (overrides: Record<string, unknown> = {}) => ({
  topic: 'announcements',
  audience: 'good-standing',
  subject: 'Spring clean-up on {firstName}’s street',
  body: 'Dear {firstName},\n\nJoin us on **Saturday** at the hall. See https://example.org/cleanup',
  format: 'markdown',
  ...overrides,
});

async function expectRefused(
  res: { status: number; json: any; text: string },
  before: Record<string, unknown>,
  status: number,
  field?: string,
) {
  expect(res.status, res.text).toBe(status);
  expect(res.json.message).toEqual(expect.any(String));
  if (field) expect(res.json.fieldErrors, res.text).toHaveProperty([field]);
  expect(await snapshotData()).toEqual(before);
}

describe('composing and sending', () => {
  it('sends once to each consenting member with an address, with the footer and the one-click unsubscribe headers', async () => {
    await storeMember({ firstName: 'Ann', email: 'ann@example.org' }, paidThisYear);
    await storeMember({ firstName: 'Bob', email: 'bob@example.org', consent: noConsent }, paidThisYear);
    await storeMember({ firstName: 'Cat', email: '' }, paidThisYear);
    await storeMember({ firstName: 'Dee', email: 'dee@example.org' }, [
      { method: 'cash', year: thisYear() - 2, date: `${thisYear() - 2}-02-01` },
    ]);

    const count = await call('POST', '/api/mail/audience', { topic: 'announcements', audience: 'good-standing' });
    expect(count.json).toEqual({ recipients: 1, noConsent: 1, noEmail: 1, suppressed: 0 });

    const preview = await call('POST', '/api/mail/preview', compose());
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ subject: 'Spring clean-up on Ann’s street', recipients: 1 });
    expect(preview.json.html).toContain('<strong>Saturday</strong>');

    const sent = await call('POST', '/api/mail/sends', compose());
    expect(sent.status, sent.text).toBe(201);
    const send = sent.json as MailSend;
    expect(send).toMatchObject({ kind: 'compose', lane: 'topic', topic: 'announcements', recipients: 1 });

    await settledMessages(send.id);
    const [received] = await mail.inbox.waitFor(1);
    // Once: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(recipientsOf(mail.inbox.messages)).toEqual(['ann@example.org']);
    const message = received.parsed;
    expect(message.subject).toBe('Spring clean-up on Ann’s street');
    expect(message.text).toContain('Dear Ann,');
    expect(message.html).toContain('<strong>Saturday</strong>');
    expect(message.html).toContain('<a href="https://example.org/cleanup">');
    // The CASL footer, from the stored settings.
    const settings = (await db.collection(COLLECTIONS.siteContent).doc('settings').get()).data()!;
    for (const fact of [settings.associationName, settings.postalAddress, settings.email]) {
      expect(message.text).toContain(fact);
      expect(message.html).toContain(fact);
    }
    expect(message.text).toMatch(/Unsubscribe or choose what you receive: http:\/\/127\.0\.0\.1:\d+\/mail\/unsubscribe\//);
    expect(headerOf(message, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<http://127\\.0\\.0\\.1:\\d+/mail/unsubscribe/[\\w.-]+>, <mailto:${settings.email}\\?subject=Unsubscribe>$`),
    );
    expect(headerOf(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(message.messageId).toBe(`<${(await outboxMessages(send.id))[0].id}@example.org>`);
    expect(message.replyTo?.text).toBe(settings.email);

    const sends = await call('GET', '/api/mail/sends');
    expect(sends.json[0]).toMatchObject({ id: send.id, counts: { queued: 0, sending: 0, sent: 1, failed: 0, bounced: 0 } });
  });

  it("sends a test only to the staff member's own confirmed recovery e-mail, marked as a test, whose link changes nothing", async () => {
    // No address the caller names: a `to` is an unknown field, and without a recovery e-mail there is nowhere to send.
    const before = await snapshotData();
    await expectRefused(
      await call('POST', '/api/mail/test', { ...compose(), audience: undefined, to: 'someone@example.org' }),
      before,
      400,
      'to',
    );
    const none = await call('POST', '/api/mail/test', { ...compose(), audience: undefined });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('A test goes to your own recovery e-mail: set and confirm one on My Account first');
    expect(await snapshotData()).toEqual(before);

    await giveRecoveryEmail(admin.user.id, 'me@example.org');
    const res = await call('POST', '/api/mail/test', { ...compose(), audience: undefined });
    expect(res.status, res.text).toBe(201);
    const [received] = await mail.inbox.waitFor(1);
    expect(received.envelopeTo).toEqual(['me@example.org']);
    expect(received.parsed.subject).toBe(`[Test] Spring clean-up on ${admin.user.firstName}’s street`);
    expect(received.parsed.text).toMatch(/\/mail\/unsubscribe\//);
  });

  it('refuses an audience with nobody in it, naming the audience, and queues nothing', async () => {
    await storeMember({ email: 'bob@example.org', consent: noConsent }, paidThisYear);
    const before = await snapshotData();
    await expectRefused(await call('POST', '/api/mail/sends', compose()), before, 400, 'audience');
  });
});

describe('audiences', () => {
  it('counts the renewal list (renewal due and lapsed last year) as one audience, and lists only the notices when asked', async () => {
    const year = thisYear();
    await storeMember({ email: 'due@example.org' }, [{ method: 'cash', date: `${year - 1}-02-01`, year: year - 1 }]);
    await storeMember({ email: 'lapsed@example.org' }, [{ method: 'cash', date: `${year - 2}-02-01`, year: year - 2 }]);
    await storeMember({ email: 'paid@example.org' }, paidThisYear);
    await storeMember({ email: 'gone@example.org', joinedOn: '2015-01-01' }, [{ method: 'cash', date: '2016-02-01', year: 2016 }]);
    const count = (audience: string) => call('POST', '/api/mail/audience', { topic: 'renewals', audience });
    expect((await count('renewals')).json).toEqual({ recipients: 2, noConsent: 0, noEmail: 0, suppressed: 0 });
    expect((await count('renewals-due')).json.recipients).toBe(1);
    expect((await count('lapsed-last-year')).json.recipients).toBe(1);

    const sent = await call('POST', '/api/mail/sends', compose({ topic: 'renewals', audience: 'renewals' }));
    expect(sent.status, sent.text).toBe(201);
    expect((sent.json as MailSend).recipients).toBe(2);
    expect((await call('GET', '/api/mail/sends?kind=notice')).json).toEqual([]);
    expect((await call('GET', '/api/mail/sends?kind=compose')).json.map((s: MailSend) => s.id)).toEqual([sent.json.id]);
  });
});

describe('bad input', () => {
  const cases: { why: string; path: string; body: Record<string, unknown>; field: string; status?: number }[] = [
    {
      why: 'a line feed in the subject',
      path: '/api/mail/sends',
      body: compose({ subject: 'Hello\nBcc: all@example.org' }),
      field: 'subject',
    },
    {
      why: 'a carriage return in the subject',
      path: '/api/mail/sends',
      body: compose({ subject: 'Hello\rBcc: x@example.org' }),
      field: 'subject',
    },
    {
      why: 'an address for the test (it goes only to the caller’s own recovery e-mail)',
      path: '/api/mail/test',
      body: { ...compose(), audience: undefined, to: 'me@example.org' },
      field: 'to',
    },
    { why: 'a body over the limit', path: '/api/mail/sends', body: compose({ body: 'x'.repeat(LIMITS.mailBody + 1) }), field: 'body' },
    { why: 'an empty body', path: '/api/mail/sends', body: compose({ body: '   ' }), field: 'body' },
    {
      why: 'a subject over the limit',
      path: '/api/mail/sends',
      body: compose({ subject: 's'.repeat(LIMITS.mailSubject + 1) }),
      field: 'subject',
    },
    { why: 'an unknown topic', path: '/api/mail/sends', body: compose({ topic: 'everything' }), field: 'topic' },
    { why: 'an unknown audience', path: '/api/mail/sends', body: compose({ audience: 'everyone' }), field: 'audience' },
    { why: 'an unknown format', path: '/api/mail/preview', body: compose({ format: 'html' }), field: 'format' },
    { why: 'an unknown field', path: '/api/mail/sends', body: compose({ bcc: 'x@example.org' }), field: 'bcc' },
    {
      why: 'a suppression address with a line break',
      path: '/api/mail/suppressions',
      body: { email: 'a@example.org\nb', reason: 'Bounced' },
      field: 'email',
    },
  ];
  it.each(cases)('refuses $why with 400 naming $field, and queues nothing', async ({ path, body, field }) => {
    await storeMember({ email: 'ann@example.org' }, paidThisYear);
    const before = await snapshotData();
    await expectRefused(await call('POST', path, body), before, 400, field);
    expect(mail.inbox.messages).toEqual([]);
  });

  it('names the limit of an over-long body', async () => {
    const res = await call('POST', '/api/mail/sends', compose({ body: 'x'.repeat(LIMITS.mailBody + 1) }));
    expect(res.json.fieldErrors.body).toBe(`Body must be at most ${LIMITS.mailBody} characters`);
  });

  it('refuses an unknown kind of send to list, naming kind', async () => {
    const before = await snapshotData();
    await expectRefused(await call('GET', '/api/mail/sends?kind=newsletter'), before, 400, 'kind');
  });

  it('refuses a renewal reminder dated outside its year (the daily job would never send it), naming its date', async () => {
    const reminder = { id: 'agm', date: `${thisYear() + 1}-05-20`, subject: 'Renew', body: 'Please renew.' };
    const before = await snapshotData();
    const res = await call('PUT', `/api/mail/renewal-reminders/${thisYear()}`, { reminders: [reminder] });
    await expectRefused(res, before, 400, 'reminders.0.date');
    expect(res.json.fieldErrors['reminders.0.date']).toBe(`Date must be in ${thisYear()}`);
  });

  it('refuses a body over the API limit with 413', async () => {
    const before = await snapshotData();
    await expectRefused(await call('POST', '/api/mail/sends', compose({ body: 'x'.repeat(LIMITS.jsonBodyBytes) })), before, 413);
  });
});

describe('bounces', () => {
  it('marks a hard bounce, suppresses the address for bulk mail until staff clear it, and lists it for notice by post', async () => {
    const bouncer = await storeMember({ firstName: 'Bea', email: 'bounce-bea@example.org', address: '9 Elm St' }, paidThisYear);
    await storeMember({ firstName: 'Ann', email: 'ann@example.org' }, paidThisYear);
    const send = (await call('POST', '/api/mail/sends', compose())).json as MailSend;
    const messages = await settledMessages(send.id);
    expect(messages.find((m) => m.to === 'bounce-bea@example.org')).toMatchObject({
      state: 'failed',
      bounce: 'hard',
      error: expect.stringContaining('550'),
    });
    expect((await call('GET', `/api/mail/sends`)).json[0].counts).toMatchObject({ sent: 1, failed: 1, bounced: 1 });

    const suppressions = await call('GET', '/api/mail/suppressions');
    expect(suppressions.json).toEqual([expect.objectContaining({ email: 'bounce-bea@example.org', source: 'bounce' })]);
    expect((await call('POST', '/api/mail/audience', { topic: 'announcements', audience: 'good-standing' })).json).toMatchObject({
      recipients: 1,
      suppressed: 1,
    });
    const notice = await call('POST', '/api/mail/notices/preview', {
      meetingKind: 'annual',
      meetingDate: inDays(30),
      meetingTime: '19:00',
      place: 'Community Hall',
      agenda: 'Reports; elections',
    });
    expect(notice.json.mailingList).toEqual([
      { memberId: bouncer.id, name: `Bea ${bouncer.lastName}`, address: '9 Elm St', reason: 'e-mail address suppressed' },
    ]);

    expect((await call('DELETE', `/api/mail/suppressions/${suppressions.json[0].id}`)).status).toBe(204);
    expect((await call('POST', '/api/mail/audience', { topic: 'announcements', audience: 'good-standing' })).json).toMatchObject({
      recipients: 2,
      suppressed: 0,
    });
  });
});

describe('what Read Only sees', () => {
  it("counts and states, never an address nor a member's name", async () => {
    await storeMember({ firstName: 'Annabel', email: 'ann@example.org' }, paidThisYear);
    const send = (await call('POST', '/api/mail/sends', compose())).json as MailSend;
    await settledMessages(send.id);
    const readOnly = await loginAs(api, 'Read Only');
    const as = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: readOnly.token });
    const log = await as('GET', '/api/mail/log');
    expect(log.status).toBe(200);
    expect(log.json).toEqual([expect.objectContaining({ id: expect.any(String), delivery: expect.objectContaining({ state: 'sent' }) })]);
    expect(log.text).not.toContain('ann@example.org');
    // The subject as composed, not as Annabel got it.
    expect(log.json[0].subject).toBe('Spring clean-up on {firstName}’s street');
    expect(log.text).not.toContain('Annabel');
    expect((await as('GET', '/api/mail/sends')).json[0].counts.sent).toBe(1);
    expect((await as('POST', '/api/mail/log/search', { q: 'ann' })).status).toBe(403);
    expect((await as('GET', `/api/mail/sends/${send.id}`)).status).toBe(403);
    // A search by address goes in a body: a URL is kept in request logs.
    expect((await call('GET', '/api/mail/log?q=ann')).status).toBe(400);
    const adminLog = await call('POST', '/api/mail/log/search', { q: 'ann', state: 'sent' });
    expect(adminLog.json).toEqual([expect.objectContaining({ to: 'ann@example.org', subject: 'Spring clean-up on Annabel’s street' })]);
    expect((await call('GET', '/api/mail/log?state=failed')).json).toEqual([]);
  });
});

function inDays(days: number) {
  const [y, m, d] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Vancouver' }).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
