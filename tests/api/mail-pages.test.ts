import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MailSend, MailSendDetail } from '@roca/contract/mail';
import { DAY_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { makeToken } from '../../functions/src/services/mail';
import { apiTestFile } from '../support/api-test-file';
import { COLLECTIONS, db } from '../support/db';
import { giveRecoveryEmail } from '../support/builders';
import { callSite } from '../support/front-door';
import { settledMessages, smtpInboxForFile, unsubscribePath } from '../support/mail';
import { storeMember, today } from '../support/members';
import { snapshotData } from '../support/snapshot';

/**
 * The unsubscribe walk through the front door (Hosting's /mail/** rewrite to the function, as a
 * mail program or a person reaches it), and general-meeting notices: a GET changes nothing, a
 * POST unsubscribes at once, a changed link is refused, the next announcement leaves the member
 * out, and a notice reaches them anyway, with its proof.
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();
const call = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: admin.token });
const paid = [{ method: 'cash' }];
const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
};
const announcement = { topic: 'announcements', audience: 'good-standing', subject: 'Picnic', body: 'Saturday at noon.' };

function inDays(days: number) {
  const [y, m, d] = today().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
const notice = (overrides: Record<string, unknown> = {}) => ({
  meetingKind: 'annual',
  meetingDate: inDays(21),
  meetingTime: '19:00',
  place: 'Community Hall, 100 Main St',
  electronicInstructions: 'Join by video at https://meet.example.org/roca',
  agenda: '1. Reports\n2. Elections',
  specialResolutions: 'That the bylaws be amended as circulated.',
  ...overrides,
});

async function sendAndReceive(body: unknown, count: number) {
  const before = mail.inbox.messages.length;
  const res = await call('POST', '/api/mail/sends', body);
  expect(res.status, res.text).toBe(201);
  await settledMessages((res.json as MailSend).id);
  return (await mail.inbox.waitFor(before + count)).slice(before);
}

const storedTopics = async (memberId: string) => (await db.collection(COLLECTIONS.members).doc(memberId).get()).get('mailTopics');

describe('the unsubscribe link', () => {
  it('shows the choices on GET without changing anything, unsubscribes on POST, and the member is left out next time', async () => {
    const ann = await storeMember({ firstName: 'Ann', email: 'ann@example.org' }, paid);
    await storeMember({ firstName: 'Bob', email: 'bob@example.org' }, paid);
    const [first] = (await sendAndReceive(announcement, 2)).filter((m) => m.envelopeTo[0] === 'ann@example.org');
    const link = unsubscribePath(first.parsed);

    const before = await snapshotData();
    const page = await callSite('GET', link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.text).toContain('a••••@example.org');
    expect(page.text).toContain('Unsubscribe from announcements');
    expect(page.text).not.toContain('ann@example.org');
    // No React island: the page works as plain HTML.
    expect(page.text).not.toMatch(/ data-islands?="/);
    // A link scanner that follows it, twice, changes nothing.
    await callSite('GET', link);
    expect(await snapshotData()).toEqual(before);

    // RFC 8058: what a mail program sends for the List-Unsubscribe-Post header.
    const unsubscribed = await callSite('POST', link, form({ 'List-Unsubscribe': 'One-Click' }));
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.text).toContain('You are unsubscribed');
    expect(await storedTopics(ann.id)).toEqual({ announcements: { given: false, date: today(), source: 'Unsubscribe link in an e-mail' } });

    const second = await sendAndReceive(announcement, 1);
    expect(second.map((m) => m.envelopeTo[0])).toEqual(['bob@example.org']);

    // Staff editing the member's other fields keep the member's choice.
    const { id, paymentIds, ...fields } = ann;
    const edited = await call('PUT', `/api/members/${id}`, { ...fields, notes: 'Moved next door.' });
    expect(edited.json.mailTopics).toEqual({ announcements: { given: false, date: today(), source: 'Unsubscribe link in an e-mail' } });
    expect(paymentIds).toHaveLength(1);
  });

  it('takes the one-click POST as multipart/form-data too, as some mail programs send it', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paid);
    const [received] = await sendAndReceive(announcement, 1);
    const boundary = '----roca-test';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await callSite('POST', unsubscribePath(received.parsed), {
      body,
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.status).toBe(200);
    expect((await storedTopics(ann.id)).announcements.given).toBe(false);
  });

  it('refuses a link with one character changed, on GET and POST, and changes nothing', async () => {
    await storeMember({ email: 'ann@example.org' }, paid);
    const [received] = await sendAndReceive(announcement, 1);
    const link = unsubscribePath(received.parsed);
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lastIndex = BASE64URL.indexOf(link.at(-1)!);
    // Another MAC; and the same MAC's bytes written differently (the last character's unused low
    // bits flipped: 'A' and 'B' decode alike), which a decoder alone would take.
    const otherMac = link.slice(0, -1) + BASE64URL[(lastIndex + 16) % 64];
    const sameBytes = link.slice(0, -1) + BASE64URL[lastIndex ^ 1];
    const tampered = otherMac;
    const before = await snapshotData();
    for (const changed of [otherMac, sameBytes]) {
      for (const method of ['GET', 'POST']) {
        const res = await callSite(method, changed, method === 'POST' ? form({ 'List-Unsubscribe': 'One-Click' }) : {});
        expect(res.status, `${method} ${changed === sameBytes ? 'same bytes' : 'other MAC'}`).toBe(404);
        expect(res.text).toContain('This link is not valid');
      }
    }
    const other = await callSite('POST', `/mail/preferences/${tampered.split('/').at(-1)}`, form({ action: 'unsubscribe-all' }));
    expect(other.status).toBe(404);
    expect(await snapshotData()).toEqual(before);
  });

  it('saves topic choices from the form, shows an error beside the topics for one it does not know, and unsubscribes from all', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paid);
    const [received] = await sendAndReceive(announcement, 1);
    const token = unsubscribePath(received.parsed).split('/').at(-1);
    const preferences = `/mail/preferences/${token}`;

    const saved = await callSite('POST', preferences, form({ topics: ['renewals'], action: 'save' }));
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Your choices are saved');
    expect(await storedTopics(ann.id)).toMatchObject({ renewals: { given: true }, announcements: { given: false } });

    const before = await snapshotData();
    const wrong = await callSite('POST', preferences, form({ topics: ['renewals', 'lottery'], action: 'save' }));
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('There is a problem');
    expect(wrong.text).toContain('id="topics-error"');
    expect(await snapshotData()).toEqual(before);

    const all = await callSite('POST', preferences, form({ action: 'unsubscribe-all' }));
    expect(all.text).toContain('You are unsubscribed from every topic');
    expect(await storedTopics(ann.id)).toMatchObject({ renewals: { given: false }, announcements: { given: false } });
  });

  it('only lessens mail: a topic ticked on an old or forwarded link starts only once its owner confirms it from their mailbox', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paid);
    const [received] = await sendAndReceive(announcement, 1);
    const link = unsubscribePath(received.parsed);
    await callSite('POST', link, form({ 'List-Unsubscribe': 'One-Click' }));
    await settledMessages(undefined);
    const seen = mail.inbox.messages.length;

    // Whoever holds the link ticks announcements again and clears renewals: the renewals stop at once, announcements do not start.
    const saved = await callSite(
      'POST',
      `/mail/preferences/${link.split('/').at(-1)}`,
      form({ topics: ['announcements'], action: 'save' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('To start getting announcements, open the link we sent to a••••@example.org');
    const unconfirmed = await storedTopics(ann.id);
    expect(unconfirmed).toMatchObject({
      announcements: { given: false, source: 'Unsubscribe link in an e-mail' },
      renewals: { given: false },
    });
    expect((await call('POST', '/api/mail/sends', announcement)).status).toBe(400);

    // The owner's mailbox gets the confirmation; its GET changes nothing, its button records the consent.
    await settledMessages(undefined);
    const [confirmation, ...others] = (await mail.inbox.waitFor(seen + 1)).slice(seen);
    expect(others).toHaveLength(0);
    expect(confirmation.envelopeTo).toEqual(['ann@example.org']);
    const confirmLink = /https?:\/\/[^/\s]+(\/mail\/topics\/[A-Za-z0-9_.-]+)/.exec(confirmation.parsed.text ?? '')![1];
    const before = await snapshotData();
    const shown = await callSite('GET', confirmLink);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('You asked to get: Announcements');
    expect(await snapshotData()).toEqual(before);
    const confirmed = await callSite('POST', confirmLink, form({}));
    expect(confirmed.text).toContain('Your choices are confirmed');
    expect((await storedTopics(ann.id)).announcements).toEqual({
      given: true,
      date: today(),
      source: 'E-mail choices page, confirmed with the link sent to the address',
    });
    // Once only.
    expect((await callSite('POST', confirmLink, form({}))).status).toBe(404);
    expect(await sendAndReceive(announcement, 1)).toHaveLength(1);
  });

  it(`works for ${LIMITS.unsubscribeLinkDays} days from the message, at least the 60 CASL asks, and then changes nothing`, async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paid);
    const madeDaysAgo = (days: number) =>
      `/mail/unsubscribe/${makeToken({ recipient: `members/${ann.id}`, scope: 'announcements' }, new Date(Date.now() - days * DAY_MS))}`;
    expect(LIMITS.unsubscribeLinkDays).toBeGreaterThanOrEqual(60);
    const before = await snapshotData();
    for (const method of ['GET', 'POST']) {
      const res = await callSite(
        method,
        madeDaysAgo(LIMITS.unsubscribeLinkDays + 1),
        method === 'POST' ? form({ 'List-Unsubscribe': 'One-Click' }) : {},
      );
      expect(res.status, method).toBe(410);
      expect(res.text).toContain('This link has expired');
    }
    expect(await snapshotData()).toEqual(before);
    const stillGood = await callSite('POST', madeDaysAgo(LIMITS.unsubscribeLinkDays), form({ 'List-Unsubscribe': 'One-Click' }));
    expect(stillGood.text).toContain('You are unsubscribed');
    expect((await storedTopics(ann.id)).announcements.given).toBe(false);
  });

  it('says a test message’s link changes nothing', async () => {
    await giveRecoveryEmail(admin.user.id, 'me@example.org');
    await call('POST', '/api/mail/test', { ...announcement, audience: undefined });
    const [received] = await mail.inbox.waitFor(1);
    const res = await callSite('GET', unsubscribePath(received.parsed));
    expect(res.status).toBe(200);
    expect(res.text).toContain('This link came in a test message');
  });
});

describe('general-meeting notices', () => {
  it('reaches every member on the register with an address, unsubscribed or not, lists the others for post, and keeps the proof', async () => {
    const ann = await storeMember(
      { firstName: 'Ann', email: 'ann@example.org', consent: { given: false, date: '2025-01-05', source: 'Form' } },
      paid,
    );
    const cat = await storeMember({ firstName: 'Cat', email: '', address: '3 Oak Ave' }, paid);
    await storeMember({ firstName: 'Late', email: 'late@example.org', joinedOn: inDays(5) });

    const window = await call('GET', `/api/mail/notices/window?meetingDate=${inDays(21)}`);
    expect(window.json).toMatchObject({
      daysBefore: 21,
      withinWindow: true,
      earliest: inDays(-39),
      latest: inDays(7),
      period: { minDays: 14, maxDays: 60 },
    });

    const res = await call('POST', '/api/mail/notices', notice());
    expect(res.status, res.text).toBe(201);
    const send = res.json as MailSend;
    expect(send).toMatchObject({ kind: 'notice', lane: 'notice', recipients: 1 });
    await settledMessages(send.id);
    const [received] = await mail.inbox.waitFor(1);
    expect(received.envelopeTo).toEqual(['ann@example.org']);
    expect(received.parsed.subject).toMatch(/^Notice of the annual general meeting of .+, \w+day, /);
    for (const part of [
      'Dear Ann,',
      'at 7:00 p.m.',
      'Community Hall, 100 Main St',
      'https://meet.example.org/roca',
      '2. Elections',
      'That the bylaws be amended',
    ]) {
      expect(received.parsed.text).toContain(part);
    }
    expect(received.parsed.text).toContain('whatever their e-mail choices');

    const detail = (await call('GET', `/api/mail/sends/${send.id}`)).json as MailSendDetail;
    expect(detail.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.notice).toMatchObject({
      meeting: { kind: 'annual', date: inDays(21), time: '19:00' },
      window: { daysBefore: 21, withinWindow: true },
      recipients: [{ memberId: ann.id, email: 'ann@example.org', delivery: { state: 'sent' } }],
      mailingList: [{ memberId: cat.id, name: `Cat ${cat.lastName}`, address: '3 Oak Ave', reason: 'no e-mail address' }],
    });
    // Kept: no route changes or deletes a send.
    for (const method of ['PUT', 'DELETE']) expect((await call(method, `/api/mail/sends/${send.id}`)).status).toBe(404);
  });

  it('warns outside the legal window and sends only when staff confirm it', async () => {
    await storeMember({ email: 'ann@example.org' }, paid);
    const before = await snapshotData();
    const tooLate = await call('POST', '/api/mail/notices', notice({ meetingDate: inDays(10) }));
    expect(tooLate.status).toBe(400);
    expect(tooLate.json.fieldErrors.meetingDate).toMatch(/10 days before the meeting: the bylaws require at least 14/);
    expect(await snapshotData()).toEqual(before);
    const confirmed = await call('POST', '/api/mail/notices', notice({ meetingDate: inDays(10), confirmOutsideWindow: true }));
    expect(confirmed.status).toBe(201);
  });

  it('follows the bylaw period staff set, and refuses one the Societies Act does not allow', async () => {
    expect((await call('PUT', '/api/mail/settings', { noticePeriod: { minDays: 7, maxDays: 30 } })).status).toBe(200);
    expect((await call('GET', `/api/mail/notices/window?meetingDate=${inDays(10)}`)).json).toMatchObject({ withinWindow: true });
    const bad = await call('PUT', '/api/mail/settings', { noticePeriod: { minDays: 5, maxDays: 90 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toMatchObject({ 'noticePeriod.minDays': expect.any(String), 'noticePeriod.maxDays': expect.any(String) });
  });

  it('refuses a notice without a place or instructions, a time not HH:MM, or a subject with a line break', async () => {
    const before = await snapshotData();
    const cases: [Record<string, unknown>, string][] = [
      [notice({ place: undefined, electronicInstructions: undefined }), 'place'],
      [notice({ meetingTime: '7pm' }), 'meetingTime'],
      [notice({ subject: 'AGM\r\nBcc: everyone@example.org' }), 'subject'],
      [notice({ agenda: '' }), 'agenda'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/mail/notices', body);
      expect(res.status, field).toBe(400);
      expect(res.json.fieldErrors, field).toHaveProperty([field]);
    }
    expect(await snapshotData()).toEqual(before);
  });
});

describe("the function's own pages", () => {
  /** The headers Hosting gives every page (firebase.json, source `**`). */
  const hostingHeaders = (
    JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    }
  ).hosting.headers.find((rule) => rule.source === '**')!.headers;
  const hostingValue = (key: string) => hostingHeaders.find((h) => h.key === key)!.value;

  it('set the Content-Security-Policy, frame and nosniff headers themselves, without Hosting in front', async () => {
    for (const path of ['/mail/unsubscribe/not-a-token', '/mail/confirm/not-a-token', '/signup/not-a-token']) {
      // The app as the function's own URL answers it: no Hosting headers added.
      const res = await api.call('GET', path);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy'), path).toBe(hostingValue('Content-Security-Policy'));
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
