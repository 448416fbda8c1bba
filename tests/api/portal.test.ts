import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { MEMBER_SESSION } from '@roca/contract/portal-choices';
import { LIMITS } from '@roca/contract/limits';
import { todayInVancouver } from '@roca/contract/days';
import { formatLongDate } from '@roca/contract/day-format';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { makeRenewalToken } from '../../functions/src/services/mail';
import { forgetPortalRecords } from '../../functions/src/services/portal';
import { createInboxItem } from '../../functions/src/services/inbox';
import { apiTestFile } from '../support/api-test-file';
import { CLIENT_LIMITS_COLLECTION } from '../../functions/src/lib/firebase';
import { COLLECTIONS, db } from '../support/db';
import { callSite } from '../support/front-door';
import { smtpInboxForFile } from '../support/mail';
import { storeMember, thisYear } from '../support/members';
import { emailConfirmPathIn, formBody, mainText, memberPage, portalMailSettled, signIn, signInPathIn } from '../support/portal';
import { snapshotData } from '../support/snapshot';
import { nextDates, storeConfirmedSignup } from '../support/signups';

/**
 * My membership through the front door (docs/members.md, "My membership"; docs/decisions/022), as
 * a member's browser and mail program reach it: the same answer for every address, the link that
 * works once, the session that is no staff session and reaches only its own member, what a member
 * changes (in the register's history as their own), renewing through the join flow, the download
 * of their data and nobody else's, and the bad-input catalogue (each refusal stores nothing).
 */
const { api, staff: admin, resetDatabase } = apiTestFile();
const mail = smtpInboxForFile();
// Every request through the local Hosting emulator comes from one "unknown address" client
// (docs/security.md): each test starts with its per-client counts at zero, as a fresh stack does.
beforeEach(async () => {
  const counts = await db.collection(CLIENT_LIMITS_COLLECTION).get();
  await Promise.all(counts.docs.map((doc) => doc.ref.delete()));
});

// The Functions emulator starts a worker for each function on its first call, some seconds each:
// the sign-in link's task and the mail sender start here once, not inside the first test.
beforeAll(async () => {
  await storeMember({ email: 'warm.up@example.org' });
  await memberPage('POST', '/my-membership/sign-in', { form: { email: 'warm.up@example.org' } });
  await mail.inbox.waitFor(1, 110_000);
  await portalMailSettled();
  await resetDatabase();
}, 120_000);

/** The seed's weekly work party, which takes sign-ups (contract/src/content/seed.ts). */
const WORK_PARTY = 'seed-event-4';

const lastYear = () => thisYear() - 1;
const paidLastYear = [{ date: `${lastYear()}-02-01`, year: lastYear(), method: 'cash' }];
const paidThisYear = [{ date: `${thisYear()}-01-10`, year: thisYear(), method: 'e-transfer' }];

const members = () => db.collection(COLLECTIONS.members);
const sessionDocs = async () => (await db.collection(COLLECTIONS.memberSessions).get()).docs;

const outboxTo = async (email: string) => (await db.collection(COLLECTIONS.outbox).where('to', '==', email).get()).docs;

describe('asking for a sign-in link', () => {
  it("answers the same page for a member's address, an unknown one and a malformed one, and mails only the member", async () => {
    await storeMember({ firstName: 'Ann', email: 'ann@example.org' }, paidLastYear);
    const known = await memberPage('POST', '/my-membership/sign-in', { form: { email: 'ann@example.org' } });
    const unknown = await memberPage('POST', '/my-membership/sign-in', { form: { email: 'nobody@example.org' } });
    await mail.inbox.waitFor(1);
    await portalMailSettled();
    const before = await snapshotData();
    const malformed = await memberPage('POST', '/my-membership/sign-in', { form: { email: 'not an address' } });
    expect(await snapshotData(), 'a malformed address stores nothing').toEqual(before);

    for (const res of [known, unknown, malformed]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(mainText(res)).toContain('If this address is on the register of members, a sign-in link is on its way to it.');
    }
    expect(mainText(unknown)).toBe(mainText(known));
    expect(mainText(malformed)).toBe(mainText(known));
    expect(known.text, 'the answer never echoes the address').not.toContain('ann@example.org');

    await portalMailSettled();
    expect(mail.inbox.messages.map((m) => m.envelopeTo)).toEqual([['ann@example.org']]);
    expect(await outboxTo('nobody@example.org')).toEqual([]);
    const [received] = mail.inbox.messages;
    expect(received.parsed.subject).toMatch(/^Sign in to My membership at /);
    expect(received.parsed.text).toContain(`It works once, for ${LIMITS.memberSignInLinkMinutes} minutes.`);
    signInPathIn(received);
    // The outbox never holds the working link (the one-time link is put in as the message goes out).
    const [stored] = await outboxTo('ann@example.org');
    expect(JSON.stringify(stored.data())).not.toMatch(/my-membership\/sign-in\/[A-Za-z0-9_-]{43}/);
  });

  it('refuses a form no address could come from beside the field (line break, too long, missing, unknown field), storing nothing', async () => {
    const before = await snapshotData();
    const cases: [Record<string, string>, RegExp][] = [
      [{ email: 'ann@example.org\r\nBcc: x@example.org' }, /must be one line/],
      [{ email: `${'a'.repeat(LIMITS.email)}@example.org` }, new RegExp(`at most ${LIMITS.email} characters`)],
      [{ email: '' }, /Please enter your e-mail address/],
      [{ email: 'ann@example.org', admin: 'yes' }, /fields it does not have \(admin\)/],
    ];
    for (const [form, message] of cases) {
      const res = await memberPage('POST', '/my-membership/sign-in', { form });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(mainText(res)).toMatch(message);
      expect(res.text).toMatch(/<title>Error - My membership/);
    }
    // A bot that fills the honeypot gets the usual answer, and nothing happens.
    const bot = await memberPage('POST', '/my-membership/sign-in', { form: { email: 'ann@example.org', website: 'https://spam.example' } });
    expect(mainText(bot)).toContain('a sign-in link is on its way');
    expect(await snapshotData()).toEqual(before);
  });

  it('sends one mailbox at most its hourly links and one client at most its hourly requests, counted in Firestore', async () => {
    await storeMember({ email: 'ann@example.org' }, paidLastYear);
    for (let n = 0; n < LIMITS.memberLinksPerAddressPerHour + 1; n++) {
      const res = await memberPage('POST', '/my-membership/sign-in', { form: { email: 'ann@example.org' } });
      expect(res.status).toBe(200);
      expect(mainText(res)).toContain('a sign-in link is on its way');
    }
    await portalMailSettled();
    expect(await outboxTo('ann@example.org')).toHaveLength(LIMITS.memberLinksPerAddressPerHour);
    await mail.inbox.waitFor(LIMITS.memberLinksPerAddressPerHour);
    // Callers through the local Hosting emulator share one "unknown address" client (docs/security.md).
    for (let n = LIMITS.memberLinksPerAddressPerHour + 1; n < LIMITS.memberLinksPerClientPerHour; n++) {
      expect((await memberPage('POST', '/my-membership/sign-in', { form: { email: `n${n}@example.org` } })).status).toBe(200);
    }
    const over = await memberPage('POST', '/my-membership/sign-in', { form: { email: 'someone.else@example.org' } });
    expect(over.status).toBe(429);
    expect(mainText(over)).toContain('Too many sign-in links asked for from here');
  });
});

describe('the sign-in link', () => {
  it('shows a button and changes nothing when opened; the button signs in once, with a cookie for the member pages only', async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' }, paidLastYear);
    await memberPage('POST', '/my-membership/sign-in', { form: { email: 'ann@example.org' } });
    const link = signInPathIn((await mail.inbox.waitFor(1))[0]);
    await portalMailSettled();
    const before = await snapshotData();
    const opened = await memberPage('GET', link);
    await memberPage('GET', link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(mainText(opened)).toContain('Sign in as Ann Lee');
    expect(mainText(opened)).toContain('a••••@example.org');
    expect(await snapshotData(), 'a link scanner that opens it changes nothing').toEqual(before);

    const used = await memberPage('POST', link, { form: { member: ann.id } });
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe('/my-membership');
    const cookie = used.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${MEMBER_SESSION.cookieName}=[A-Za-z0-9_-]{43};`));
    for (const attribute of [
      'HttpOnly',
      'Secure',
      'SameSite=Strict',
      `Path=${MEMBER_SESSION.cookiePath}`,
      `Max-Age=${MEMBER_SESSION.absoluteHours * 3600}`,
    ]) {
      expect(cookie).toContain(attribute);
    }
    const session = cookie.split(';')[0];
    const home = await memberPage('GET', '/my-membership', { cookie: session });
    expect(mainText(home)).toContain(`Renewal due: paid through December 31, ${lastYear()}, not yet for ${thisYear()}`);
    expect(mainText(home)).toContain(`$10.00 for ${lastYear()}, by Cash`);
    // The store keeps the session's hash, never the id the cookie holds.
    expect(JSON.stringify(await snapshotData())).not.toContain(session.split('=')[1]);

    for (const method of ['POST', 'GET'] as const) {
      const again = await memberPage(method, link, method === 'POST' ? { form: { member: ann.id } } : {});
      expect(again.status).toBe(410);
      expect(mainText(again)).toContain('This sign-in link has been used already');
    }
    // Staff see when the portal was last used.
    const listed = await api.call('GET', '/api/members', { token: admin.token });
    expect(listed.json.find((m: { id: string }) => m.id === ann.id).portalLastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a changed, cut-short or expired link with a page, and a member the link did not offer with 404', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paidLastYear);
    const bob = await storeMember({ email: 'bob@example.org' }, paidLastYear);
    await memberPage('POST', '/my-membership/sign-in', { form: { email: 'ann@example.org' } });
    const link = signInPathIn((await mail.inbox.waitFor(1))[0]);
    await portalMailSettled();
    const before = await snapshotData();
    const changed = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');
    for (const path of [changed, link.slice(0, -5)]) {
      const res = await memberPage('POST', path, { form: { member: ann.id } });
      expect(res.status).toBe(400);
      expect(mainText(res)).toContain('This sign-in link is not valid');
    }
    const stranger = await memberPage('POST', link, { form: { member: bob.id } });
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get('set-cookie')).toBeNull();
    expect(await snapshotData()).toEqual(before);

    const [record] = (await db.collection(COLLECTIONS.accountLinks).where('kind', '==', 'member-sign-in').get()).docs;
    await record.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await memberPage('POST', link, { form: { member: ann.id } });
    expect(expired.status).toBe(410);
    expect(mainText(expired)).toContain(`links work for ${LIMITS.memberSignInLinkMinutes} minutes`);
  });

  it('offers each member of a household on one address, and the session switches only among them', async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'lee@example.org' }, paidLastYear);
    const bob = await storeMember({ firstName: 'Bob', lastName: 'Lee', email: 'lee@example.org' }, paidThisYear);
    const carl = await storeMember({ firstName: 'Carl', email: 'carl@example.org' }, paidThisYear);
    const { cookie } = await signIn(mail.inbox, 'lee@example.org', ann.id);
    expect(mail.inbox.messages[0].parsed.text).toContain('This address is on the register for 2 members');
    expect(mail.inbox.messages[0].envelopeTo).toEqual(['lee@example.org']);
    const home = await memberPage('GET', '/my-membership', { cookie });
    expect(mainText(home)).toContain('Signed in as Ann Lee');
    expect(mainText(home)).toContain('Switch to Bob Lee');

    const before = await snapshotData();
    const notOffered = await memberPage('POST', '/my-membership/switch', { cookie, form: { member: carl.id } });
    expect(notOffered.status).toBe(404);
    expect(await snapshotData()).toEqual(before);

    expect((await memberPage('POST', '/my-membership/switch', { cookie, form: { member: bob.id } })).status).toBe(303);
    const switched = await memberPage('GET', '/my-membership', { cookie });
    expect(mainText(switched)).toContain('Signed in as Bob Lee');
    expect(mainText(switched)).toContain(`Paid through December 31, ${thisYear()}`);
  });
});

describe('a member session', () => {
  it('is no staff session, and a staff token opens no member page', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paidLastYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    for (const path of ['/api/members', '/api/audit', '/api/members/summary']) {
      const res = await callSite('GET', path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(401);
    }
    const asStaff = await callSite('GET', '/my-membership', { token: admin.token });
    expect(asStaff.status).toBe(200);
    expect(mainText(asStaff)).toContain('Sign in with a link by e-mail');
    const before = await snapshotData();
    const staffPost = await callSite('POST', '/my-membership/details', {
      token: admin.token,
      ...formBody({ firstName: 'Staff', lastName: 'Edit', address: '1 Main St', email: 'ann@example.org' }),
    });
    expect(staffPost.status).toBe(401);
    expect(mainText(staffPost)).toContain('You are not signed in');
    expect((await callSite('GET', '/my-membership/data.json', { token: admin.token })).status).toBe(401);
    expect(await snapshotData()).toEqual(before);
  });

  it("reads and changes only its own member: another member's payment is 404, and the download holds nobody else's data", async () => {
    const ann = await storeMember(
      { firstName: 'Ann', lastName: 'Aalto', email: 'ann@example.org', notes: 'Ann helps at the picnic.' },
      paidLastYear,
    );
    const bob = await storeMember(
      { firstName: 'Bob', lastName: 'Bergman', email: 'bob@example.org', phone: '604 555 0199', notes: 'Bob note.' },
      [{ ...paidThisYear[0], method: 'cheque', reference: 'CHQ-BOB-7' }],
    );
    // Something of Bob's in each place the download reads: the outbox, the audit log, a join, the inbox, a subscription.
    await signIn(mail.inbox, 'bob@example.org', bob.id);
    const edited = await api.call('PUT', `/api/members/${bob.id}`, {
      token: admin.token,
      body: { ...memberFields(bob), address: '9 Bob Road, Victoria BC' },
    });
    expect(edited.status, edited.text).toBe(200);
    await db
      .collection(COLLECTIONS.pendingJoins)
      .doc('R-2026-BBBB')
      .set({
        ...{ memberName: 'Bob Bergman', email: 'bob@example.org', address: '9 Bob Road', category: 'resident', topics: [] },
        ...{ state: 'pending', year: thisYear(), amount: { currency_code: 'CAD', value: '10.00' }, payment: 'in-person' },
        ...{ createdAt: Timestamp.now(), expiresOn: '2999-01-01' },
      });
    await createInboxItem(
      { kind: 'contact', sender: { name: 'Bob Bergman', email: 'bob@example.org' }, message: 'Bob asks about parking.' },
      { acknowledge: false },
    );
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);

    const before = await snapshotData();
    const others = await memberPage('POST', `/my-membership/receipts/${bob.paymentIds[0]}`, { cookie });
    expect(others.status).toBe(404);
    expect(await snapshotData()).toEqual(before);

    const json = await memberPage('GET', '/my-membership/data.json', { cookie });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="?my-membership-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(json.headers.get('cache-control')).toBe('private, no-store');
    const data = json.json;
    expect(data.member).toMatchObject({
      id: ann.id,
      firstName: 'Ann',
      lastName: 'Aalto',
      email: 'ann@example.org',
      notes: 'Ann helps at the picnic.',
    });
    expect(data.payments.map((p: { id: string }) => p.id)).toEqual(ann.paymentIds);
    expect(data.messages.map((m: { subject: string }) => m.subject)).toEqual([expect.stringMatching(/^Sign in to My membership/)]);
    expect(data.joins).toEqual([]);
    expect(data.inboxItems).toEqual([]);
    expect(data.changes).toEqual([]);
    for (const trace of [
      bob.id,
      'Bergman',
      'bob@example.org',
      bob.paymentIds[0],
      'CHQ-BOB-7',
      'Bob note.',
      '604 555 0199',
      '9 Bob Road',
      'R-2026-BBBB',
      'parking',
    ]) {
      expect(json.text, `Bob's ${trace}`).not.toContain(trace);
    }

    const html = await memberPage('GET', '/my-membership/data.html', { cookie });
    expect(html.headers.get('content-disposition')).toMatch(/^attachment; filename="?my-membership-data-.*\.html"?$/);
    expect(html.text).toMatch(/^<!DOCTYPE html>/);
    expect(html.text).toContain('Ann helps at the picnic.');
    expect(html.text).not.toContain('<script');
    for (const trace of [bob.id, 'Bergman', 'bob@example.org', 'CHQ-BOB-7']) expect(html.text).not.toContain(trace);
    const page = await memberPage('GET', '/my-membership/data', { cookie });
    expect(mainText(page)).toContain('Your entry in the register of members');
  });

  it('ends after its idle limit, after its absolute limit, and at Sign out; a made-up cookie is no session', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paidLastYear);
    const signedOut = async (cookie: string) => {
      const res = await memberPage('GET', '/my-membership', { cookie });
      return mainText(res).includes('Sign in with a link by e-mail') && !mainText(res).includes('Signed in as');
    };

    let { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    expect(await signedOut(cookie)).toBe(false);
    let [session] = await sessionDocs();
    await session.ref.update({ lastUsedAt: Timestamp.fromMillis(Date.now() - (MEMBER_SESSION.idleMinutes + 1) * 60_000) });
    const idle = await memberPage('GET', '/my-membership', { cookie });
    expect(idle.headers.get('set-cookie'), 'the ended session’s cookie is cleared').toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await signedOut(cookie)).toBe(true);
    expect(await sessionDocs()).toEqual([]);

    ({ cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id));
    [session] = await sessionDocs();
    await session.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await signedOut(cookie)).toBe(true);

    ({ cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id));
    const out = await memberPage('POST', '/my-membership/sign-out', { cookie });
    expect(mainText(out)).toContain('You are signed out.');
    expect(await signedOut(cookie)).toBe(true);

    const before = await snapshotData();
    const madeUp = `${MEMBER_SESSION.cookieName}=${'A'.repeat(43)}`;
    const res = await memberPage('POST', '/my-membership/details', {
      cookie: madeUp,
      form: { firstName: 'X', lastName: 'Y', address: 'Z', email: 'ann@example.org' },
    });
    expect(res.status).toBe(401);
    expect(await snapshotData()).toEqual(before);
  });

  it('refuses a form another site posted, before reading it', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paidLastYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    const before = await snapshotData();
    const res = await callSite('POST', '/my-membership/details', {
      ...formBody({ firstName: 'Mallory', lastName: 'Evil', address: '1 Bad St', email: 'mallory@example.org' }),
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(await snapshotData()).toEqual(before);
  });

  it('is forgotten by the retention job once ended', async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paidLastYear);
    await signIn(mail.inbox, 'ann@example.org', ann.id);
    await portalMailSettled();
    expect(await sessionDocs()).toHaveLength(1);
    // Three days on: past the session's absolute end and the caps' two days.
    expect(await forgetPortalRecords(new Date(Date.now() + 3 * 86_400_000))).toBeGreaterThan(0);
    expect(await sessionDocs()).toEqual([]);
    expect((await db.collection(COLLECTIONS.memberLinkClaims).get()).size).toBe(0);
  });
});

/** A stored member's fields as the register's PUT takes them. */
function memberFields(member: Awaited<ReturnType<typeof storeMember>>) {
  const { id: _id, paymentIds: _payments, ...fields } = member;
  return fields;
}

describe('what a member changes', () => {
  it("changes the name and address at once, in the register's history as the member's own; a new e-mail waits for its link, and the old address is told", async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', phone: '' }, paidLastYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    const saved = await memberPage('POST', '/my-membership/details', {
      cookie,
      form: {
        firstName: 'Ann',
        lastName: 'Lee-Park',
        address: '22 Birch Road\nVictoria BC',
        phone: '250 555 0101',
        email: 'ann.park@example.org',
      },
    });
    expect(saved.status).toBe(200);
    expect(mainText(saved)).toContain('Your details are saved.');
    expect(mainText(saved)).toContain('open the link we just sent to a••••@example.org');
    const stored = (await members().doc(ann.id).get()).data()!;
    expect(stored).toMatchObject({
      lastName: 'Lee-Park',
      address: '22 Birch Road\nVictoria BC',
      phone: '250 555 0101',
      email: 'ann@example.org',
    });

    const history = await api.call('GET', `/api/audit?itemType=member&itemId=${ann.id}`, { token: admin.token });
    expect(history.json.entries).toHaveLength(1);
    expect(history.json.entries[0]).toMatchObject({
      actor: { kind: 'member', id: ann.id },
      action: 'update',
      changedFields: ['address', 'lastName', 'phone'],
    });
    const byMembers = await api.call('GET', '/api/audit?userId=member', { token: admin.token });
    expect(byMembers.json.entries.map((e: { itemId: string }) => e.itemId)).toEqual([ann.id]);

    const [confirmation] = (await mail.inbox.waitFor(2)).slice(1);
    expect(confirmation.envelopeTo).toEqual(['ann.park@example.org']);
    const confirmLink = emailConfirmPathIn(confirmation);
    await portalMailSettled();
    const before = await snapshotData();
    const opened = await memberPage('GET', confirmLink);
    expect(mainText(opened)).toContain('Confirm this address');
    expect(await snapshotData()).toEqual(before);
    const confirmed = await memberPage('POST', confirmLink);
    expect(confirmed.status).toBe(200);
    expect(mainText(confirmed)).toContain('Your e-mail address is changed');
    expect((await members().doc(ann.id).get()).get('email')).toBe('ann.park@example.org');
    const [told] = (await mail.inbox.waitFor(3)).slice(2);
    expect(told.envelopeTo).toEqual(['ann@example.org']);
    expect(told.parsed.text).toContain('was changed in My membership to a••••@example.org');
    expect((await memberPage('POST', confirmLink)).status).toBe(410);
  });

  it('refuses a line break in a name, an over-long field, an unknown field or topic, beside the field, storing nothing', async () => {
    const ann = await storeMember({ firstName: 'Ann', email: 'ann@example.org' }, paidLastYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    const details = { firstName: 'Ann', lastName: 'Lee', address: '1 Main St', email: 'ann@example.org' };
    const before = await snapshotData();
    const cases: [string, Record<string, string | string[]>, RegExp][] = [
      ['/my-membership/details', { ...details, firstName: 'Ann\r\nBcc: x@example.org' }, /First name must be one line/],
      ['/my-membership/details', { ...details, lastName: 'L'.repeat(LIMITS.memberNamePart + 1) }, /Last name must be at most/],
      ['/my-membership/details', { ...details, email: 'ann@example.org\nBcc: y@example.org' }, /E-mail must be one line/],
      ['/my-membership/details', { ...details, role: 'Admin' }, /Unknown field 'role'/],
      ['/my-membership/topics', { topics: ['renewals', 'lottery'] }, /Choose only from the topics listed/],
      ['/my-membership/request', { request: 'everything', details: 'x' }, /Choose what you are asking for/],
      ['/my-membership/request', { request: 'correction', details: 'x'.repeat(LIMITS.memberRequestText + 1) }, /at most/],
    ];
    for (const [path, form, message] of cases) {
      const res = await memberPage('POST', path, { cookie, form });
      expect(res.status, `${path} ${JSON.stringify(form).slice(0, 80)}`).toBe(400);
      expect(mainText(res)).toMatch(message);
      expect(res.text).toContain('There is a problem');
    }
    expect(await snapshotData()).toEqual(before);
  });

  it("records the topic choices as the member's own consent, dated and sourced", async () => {
    const ann = await storeMember({ email: 'ann@example.org' }, paidLastYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    const res = await memberPage('POST', '/my-membership/topics', { cookie, form: { topics: 'announcements' } });
    expect(mainText(res)).toContain('Your e-mail choices are saved.');
    const today = todayInVancouver();
    expect((await members().doc(ann.id).get()).get('mailTopics')).toEqual({
      announcements: { given: true, date: today, source: 'My membership' },
      renewals: { given: false, date: today, source: 'My membership' },
    });
    expect(mainText(res)).toContain(`On record: Not given on`);
  });

  it('renews through the join form filled in, and refuses a renewal for a year already paid', async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', address: '5 Oak St' }, paidLastYear);
    const bob = await storeMember({ firstName: 'Bob', email: 'bob@example.org' }, paidThisYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    const form = await memberPage('GET', '/my-membership/renew', { cookie });
    expect(form.status).toBe(200);
    expect(form.text).toContain('action="/membership/join"');
    expect(form.text).toMatch(/name="memberName"[^>]*value="Ann Lee"|value="Ann Lee"[^>]*name="memberName"/);
    const token = /name="renew" value="([^"]+)"/.exec(form.text)?.[1];
    expect(token).toBe(makeRenewalToken(ann.id));
    const joined = await callSite('POST', '/membership/join', {
      ...formBody({
        memberName: 'Ann Lee',
        email: 'ann@example.org',
        address: '5 Oak St',
        category: 'resident',
        isAdult: 'on',
        payment: 'in-person',
        renew: token!,
      }),
    });
    expect(joined.status, joined.text.slice(0, 200)).toBe(200);
    const [join] = (await db.collection(COLLECTIONS.pendingJoins).get()).docs;
    expect(join.get('memberId')).toBe(ann.id);

    const bobSession = await signIn(mail.inbox, 'bob@example.org', bob.id);
    const home = await memberPage('GET', '/my-membership', { cookie: bobSession.cookie });
    expect(mainText(home)).toContain(`Paid through December 31, ${thisYear()}`);
    expect(home.text).not.toContain('href="/my-membership/renew"');
    const before = await snapshotData();
    const refused = await memberPage('GET', '/my-membership/renew', { cookie: bobSession.cookie });
    expect(refused.status).toBe(409);
    expect(mainText(refused)).toContain(`Your membership is already paid for ${thisYear()}`);
    const posted = await callSite('POST', '/membership/join', {
      ...formBody({
        memberName: 'Bob',
        email: 'bob@example.org',
        address: '1 St',
        category: 'resident',
        isAdult: 'on',
        payment: 'in-person',
        renew: makeRenewalToken(bob.id),
      }),
    });
    expect(posted.status).toBe(409);
    expect(await snapshotData()).toEqual(before);
  });

  it('e-mails a receipt again on request, once a day per payment', async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' }, paidLastYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    const first = await memberPage('POST', `/my-membership/receipts/${ann.paymentIds[0]}`, { cookie });
    expect(mainText(first)).toContain('The receipt is on its way to your e-mail address.');
    const [receipt] = (await mail.inbox.waitFor(2)).slice(1);
    expect(receipt.envelopeTo).toEqual(['ann@example.org']);
    expect(receipt.parsed.text).toContain(`Member: Ann Lee`);
    expect(receipt.parsed.text).toContain(`Paid: $10.00 by Cash on ${lastYear()}-02-01`);
    const again = await memberPage('POST', `/my-membership/receipts/${ann.paymentIds[0]}`, { cookie });
    expect(mainText(again)).toContain('e-mailed to you today already');
    await portalMailSettled();
    expect(await outboxTo('ann@example.org'), 'the sign-in link and one receipt').toHaveLength(2);
  });

  it("turns a correction or deletion request into an inbox item for the Membership position, due by PIPA's period", async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' }, paidLastYear);
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);
    const res = await memberPage('POST', '/my-membership/request', {
      cookie,
      form: { request: 'deletion', details: 'Please delete my phone number.' },
    });
    expect(res.status).toBe(200);
    const reference = /Your request (M-\d{4}-[A-Z0-9]{4}) is with the association's Membership position/.exec(mainText(res))?.[1];
    expect(reference).toBeDefined();
    const item = (await db.collection('inboxItems').doc(reference!).get()).data()!;
    expect(item).toMatchObject({
      kind: 'privacy',
      position: 'Membership',
      senderName: 'Ann Lee',
      senderEmail: 'ann@example.org',
      fields: { memberId: ann.id },
    });
    expect(item.details).toContainEqual({ label: 'Request', value: 'Delete my personal information' });
    // PIPA's 30 days, not counting weekends and holidays: more than 30 calendar days away.
    expect((item.dueAt as Timestamp).toMillis() - Date.now()).toBeGreaterThan(30 * 86_400_000);
    const acknowledgement = await mail.inbox.waitFor(2);
    expect(acknowledgement[1].envelopeTo).toEqual(['ann@example.org']);
  });

  it("lists the member's event sign-ups, each still to come with its own page to change or cancel it, and puts them in the download; another address's are in neither", async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' }, paidLastYear);
    const [next] = nextDates(
      SEED_CONTENT.calendarEvents.find((e) => e.id === WORK_PARTY)!,
      1,
    );
    await storeConfirmedSignup(WORK_PARTY, next, 'ann@example.org');
    const bobs = await storeConfirmedSignup(WORK_PARTY, next, 'bob@example.org');
    const { cookie } = await signIn(mail.inbox, 'ann@example.org', ann.id);

    const home = await memberPage('GET', '/my-membership', { cookie });
    const text = mainText(home);
    expect(text).toContain('Your event sign-ups');
    expect(text).toContain('Saturday Community Garden Work Party: Coming');
    expect(text).toContain(`${formatLongDate(next)} at 10:00 AM, Riverside Community Garden, by the tool shed`);
    expect(text).toContain('A party of 2');
    const manage = /href="(https?:\/\/[^"]*\/signup\/[^"]+)"/.exec(home.text)?.[1];
    expect(manage, 'the sign-up page link').toBeDefined();
    // The link opens the sign-up's own page, which changes nothing until a button is pressed.
    const before = await snapshotData();
    const signupPage = await callSite('GET', new URL(manage!.replace(/&amp;/g, '&')).pathname);
    expect(signupPage.status).toBe(200);
    expect(signupPage.text).toContain('Saturday Community Garden Work Party');
    expect(await snapshotData()).toEqual(before);
    expect(home.text).not.toContain(bobs.id);

    const data = (await memberPage('GET', '/my-membership/data.json', { cookie })).json;
    expect(data.signUps).toEqual([
      {
        event: 'Saturday Community Garden Work Party',
        date: `${formatLongDate(next)} at 10:00 AM`,
        partySize: 2,
        shift: null,
        status: 'Coming',
      },
    ]);
  });
});
