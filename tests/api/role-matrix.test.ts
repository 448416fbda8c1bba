import { beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { Role } from '@roca/contract';
import { todayInMembershipTimeZone } from '@roca/contract/membership';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { makeToken } from '../../functions/src/services/mail/tokens';
import { apiTestFile } from '../support/api-test-file';
import { createStaffUser, developmentInput, eventInput, storeDevelopment, storeEvent, TEST_PASSWORD } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { memberInput, paymentInput, paypalActivityCsv, paypalPayment, storeMember } from '../support/members';
import { snapshotData } from '../support/snapshot';

/**
 * The role matrix of docs/requirements.md, Roles, route by route: every call of the /api contract is made by an
 * anonymous visitor and by each staff role, against freshly stored data. A refusal must leave
 * the stored data exactly as it was.
 */
type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'Read Only', 'Super', 'Admin'];

type Fixture = {
  developmentId: string;
  eventId: string;
  readOnlyUserId: string;
  adminUserId: string;
  readOnlyUsername: string;
  memberId: string;
  paymentId: string;
  sendId: string;
  suppressionId: string;
  mailToken: string;
};

type Row = {
  call: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** A text/csv body instead of JSON. */
  csv?: () => string;
  expected: Record<Caller, number>;
};

const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, 'Read Only': status, Super: status, Admin: status });
const editors = (ok: number) => ({ anonymous: 401, 'Read Only': 403, Super: ok, Admin: ok });
const staff = (ok: number) => ({ anonymous: 401, 'Read Only': ok, Super: ok, Admin: ok });
const adminOnly = (ok: number) => ({ anonymous: 401, 'Read Only': 403, Super: 403, Admin: ok });

const newUser = (role: Role) => ({
  firstName: 'New',
  lastName: 'Person',
  username: `new-${role.replace(' ', '')}`,
  password: 'a-long-password',
  role,
});

const ROWS: Row[] = [
  {
    call: 'POST /api/login',
    path: () => '/api/login',
    body: (f) => ({ username: f.readOnlyUsername, password: TEST_PASSWORD }),
    expected: everyone(200),
  },
  { call: 'GET /api/developments', path: () => '/api/developments', expected: everyone(200) },
  { call: 'POST /api/developments', path: () => '/api/developments', body: () => developmentInput(), expected: editors(201) },
  {
    call: 'PUT /api/developments/{id}',
    path: (f) => `/api/developments/${f.developmentId}`,
    body: () => developmentInput({ projectTitle: 'Changed' }),
    expected: editors(200),
  },
  { call: 'DELETE /api/developments/{id}', path: (f) => `/api/developments/${f.developmentId}`, expected: editors(204) },
  { call: 'GET /api/events', path: () => '/api/events', expected: everyone(200) },
  { call: 'POST /api/events', path: () => '/api/events', body: () => eventInput(), expected: editors(201) },
  {
    call: 'PUT /api/events/{id} (full)',
    path: (f) => `/api/events/${f.eventId}`,
    body: () => eventInput({ heading: 'Changed' }),
    expected: editors(200),
  },
  {
    call: 'PUT /api/events/{id} (isVisible only)',
    path: (f) => `/api/events/${f.eventId}`,
    body: () => ({ isVisible: false }),
    expected: editors(200),
  },
  { call: 'DELETE /api/events/{id}', path: (f) => `/api/events/${f.eventId}`, expected: editors(204) },
  { call: 'GET /api/users', path: () => '/api/users', expected: staff(200) },
  { call: 'POST /api/users (role Read Only)', path: () => '/api/users', body: () => newUser('Read Only'), expected: editors(201) },
  { call: 'POST /api/users (role Super)', path: () => '/api/users', body: () => newUser('Super'), expected: editors(201) },
  { call: 'POST /api/users (role Admin)', path: () => '/api/users', body: () => newUser('Admin'), expected: adminOnly(201) },
  {
    call: 'PUT /api/users/{id} of a Read Only user',
    path: (f) => `/api/users/${f.readOnlyUserId}`,
    body: () => ({ firstName: 'Renamed' }),
    expected: editors(200),
  },
  {
    call: 'PUT /api/users/{id} granting Admin',
    path: (f) => `/api/users/${f.readOnlyUserId}`,
    body: () => ({ role: 'Admin' }),
    expected: adminOnly(200),
  },
  {
    call: 'PUT /api/users/{id} of an Admin',
    path: (f) => `/api/users/${f.adminUserId}`,
    body: () => ({ firstName: 'Renamed' }),
    expected: adminOnly(200),
  },
  { call: 'DELETE /api/users/{id}', path: (f) => `/api/users/${f.readOnlyUserId}`, expected: adminOnly(204) },
  { call: 'GET /api/analytics', path: () => '/api/analytics', expected: staff(200) },
  { call: 'GET /api/analytics/daily', path: () => '/api/analytics/daily', expected: staff(200) },
  { call: 'GET /api/publish-status', path: () => '/api/publish-status', expected: staff(200) },
  {
    call: 'POST /api/analytics/track',
    path: () => '/api/analytics/track',
    body: () => ({ type: 'page', path: '/vision', title: 'Vision' }),
    expected: everyone(204),
  },
  // The site's content (docs/content.md): staff read it, Admin and Super change it.
  { call: 'GET /api/site-settings', path: () => '/api/site-settings', expected: staff(200) },
  // The names alone, for the sign-in screen's header: public facts, on every public page too.
  { call: 'GET /api/site-settings/names', path: () => '/api/site-settings/names', expected: everyone(200) },
  {
    call: 'PUT /api/site-settings',
    path: () => '/api/site-settings',
    body: () => ({ email: 'office@example.org' }),
    expected: editors(200),
  },
  { call: 'GET /api/executive', path: () => '/api/executive', expected: staff(200) },
  {
    call: 'PUT /api/executive',
    path: () => '/api/executive',
    body: () => ({ ...SEED_CONTENT.executive, confirmedOn: '2026-05-14' }),
    expected: editors(200),
  },
  ...contentItemRows('/api/calendar-events', 'seed-event-1', {
    title: 'Monthly Community Meeting',
    date: '2026-12-15',
    time: '19:00',
    location: 'Community Hall',
    type: 'Meeting',
    description: 'Everyone is welcome.',
    repeat: 'FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630',
  }),
  ...contentItemRows('/api/content/business-directory', 'seed-business-1', {
    name: 'Sample Bakery',
    category: 'Food & Drink',
    description: 'Bread and pastries.',
  }),
  ...contentItemRows('/api/content/community-links', 'seed-link-1', {
    category: 'Municipal Services',
    name: 'Permits',
    url: 'https://example.org/permits',
    description: 'Building permits.',
  }),
  ...contentItemRows('/api/content/volunteer-needs', 'seed-need-1', {
    area: 'Newsletter',
    description: 'Write the spring newsletter.',
    urgency: 'low',
  }),
  { call: 'GET /api/site-files', path: () => '/api/site-files', expected: staff(200) },
  {
    call: 'PUT /api/site-files/{slot}',
    path: () => '/api/site-files/heroSlide1',
    body: () => ({ alt: 'Neighbours on the river trail' }),
    expected: editors(200),
  },
  // The register of members: personal data, Admin and Super only; the counts for every staff role.
  { call: 'GET /api/members', path: () => '/api/members?year=2026&status=lapsed&q=cedar', expected: editors(200) },
  { call: 'POST /api/members', path: () => '/api/members', body: () => memberInput(), expected: editors(201) },
  { call: 'PUT /api/members/{id}', path: (f) => `/api/members/${f.memberId}`, body: () => memberInput(), expected: editors(200) },
  { call: 'DELETE /api/members/{id}', path: (f) => `/api/members/${f.memberId}`, expected: editors(204) },
  {
    call: 'POST /api/members/{id}/payments',
    path: (f) => `/api/members/${f.memberId}/payments`,
    body: () => paymentInput(),
    expected: editors(201),
  },
  {
    call: 'DELETE /api/members/{id}/payments/{paymentId}',
    path: (f) => `/api/members/${f.memberId}/payments/${f.paymentId}`,
    expected: editors(204),
  },
  {
    call: 'POST /api/members/import-payments (preview)',
    path: () => '/api/members/import-payments?dryRun=true',
    csv: () => paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' })]),
    expected: editors(200),
  },
  {
    call: 'POST /api/members/import-payments (import)',
    path: () => '/api/members/import-payments?dryRun=false',
    csv: () => paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' })]),
    expected: editors(200),
  },
  { call: 'GET /api/members/summary', path: () => '/api/members/summary?date=2026-05-15', expected: staff(200) },
  { call: 'GET /api/members/voters', path: () => '/api/members/voters?date=2026-05-15', expected: editors(200) },
  // Mail (docs/mail.md): Admin and Super compose and send; Read Only sees counts and states.
  {
    call: 'POST /api/mail/audience',
    path: () => '/api/mail/audience',
    body: () => ({ topic: 'announcements', audience: 'topic' }),
    expected: staff(200),
  },
  { call: 'POST /api/mail/preview', path: () => '/api/mail/preview', body: () => composed, expected: editors(200) },
  {
    call: 'POST /api/mail/test',
    path: () => '/api/mail/test',
    body: () => ({ ...composed, audience: undefined, to: 'me@example.org' }),
    expected: editors(201),
  },
  { call: 'POST /api/mail/sends', path: () => '/api/mail/sends', body: () => composed, expected: editors(201) },
  { call: 'GET /api/mail/sends', path: () => '/api/mail/sends', expected: staff(200) },
  { call: 'GET /api/mail/sends/{id}', path: (f) => `/api/mail/sends/${f.sendId}`, expected: editors(200) },
  { call: 'POST /api/mail/sends/{id}/retry', path: (f) => `/api/mail/sends/${f.sendId}/retry`, expected: editors(200) },
  { call: 'GET /api/mail/log', path: () => '/api/mail/log?state=sent', expected: staff(200) },
  { call: 'GET /api/mail/log (search by address)', path: () => '/api/mail/log?q=ann', expected: editors(200) },
  { call: 'GET /api/mail/settings', path: () => '/api/mail/settings', expected: staff(200) },
  {
    call: 'PUT /api/mail/settings',
    path: () => '/api/mail/settings',
    body: () => ({ noticePeriod: { minDays: 14, maxDays: 60 } }),
    expected: editors(200),
  },
  { call: 'GET /api/mail/notices/window', path: () => `/api/mail/notices/window?meetingDate=${meetingDate()}`, expected: staff(200) },
  { call: 'POST /api/mail/notices/preview', path: () => '/api/mail/notices/preview', body: () => generalMeeting(), expected: editors(200) },
  { call: 'POST /api/mail/notices', path: () => '/api/mail/notices', body: () => generalMeeting(), expected: editors(201) },
  { call: 'GET /api/mail/renewal-reminders/{year}', path: () => '/api/mail/renewal-reminders/2026', expected: staff(200) },
  {
    call: 'PUT /api/mail/renewal-reminders/{year}',
    path: () => '/api/mail/renewal-reminders/2026',
    body: () => ({ reminders: [{ id: 'agm', date: '2026-05-15', subject: 'Time to renew', body: 'Renew for $10.' }] }),
    expected: editors(200),
  },
  { call: 'GET /api/mail/suppressions', path: () => '/api/mail/suppressions', expected: editors(200) },
  {
    call: 'POST /api/mail/suppressions',
    path: () => '/api/mail/suppressions',
    body: () => ({ email: 'gone@example.org', reason: 'Bounced' }),
    expected: editors(201),
  },
  { call: 'DELETE /api/mail/suppressions/{id}', path: (f) => `/api/mail/suppressions/${f.suppressionId}`, expected: editors(204) },
  // The pages behind the links in every bulk message: anyone with a valid link.
  { call: 'GET /mail/unsubscribe/{token}', path: (f) => `/mail/unsubscribe/${f.mailToken}`, expected: everyone(200) },
  { call: 'POST /mail/unsubscribe/{token}', path: (f) => `/mail/unsubscribe/${f.mailToken}`, expected: everyone(200) },
  // Joining online: the public form, PayPal's return and its webhook, the same for anyone (a
  // sign-in changes nothing); these bodies are refused, what a valid one does is tests/api/joins.test.ts.
  { call: 'GET /api/joins', path: () => '/api/joins', expected: editors(200) },
  { call: 'GET /api/joins/status', path: () => '/api/joins/status', expected: editors(200) },
  {
    call: 'POST /api/joins/{reference}/received (unknown)',
    path: () => '/api/joins/R-2026-ZZZZ/received',
    body: () => ({ method: 'cash', date: todayInMembershipTimeZone() }),
    expected: editors(404),
  },
  { call: 'POST /membership/join (no form)', path: () => '/membership/join', body: () => ({}), expected: everyone(400) },
  { call: 'GET /membership/paid (no order)', path: () => '/membership/paid', expected: everyone(400) },
  {
    call: 'POST /api/paypal/webhook (unsigned)',
    path: () => '/api/paypal/webhook',
    body: () => ({ id: 'WH-1', event_type: 'X', resource: {} }),
    expected: everyone(400),
  },
];

const composed = { topic: 'announcements', audience: 'topic', subject: 'News', body: 'Hello {firstName}.' };
/** A meeting 21 days from today: inside the default notice window. */
const meetingDate = () => {
  const [y, m, d] = todayInMembershipTimeZone().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 21)).toISOString().slice(0, 10);
};
const generalMeeting = () => ({
  meetingKind: 'annual',
  meetingDate: meetingDate(),
  meetingTime: '19:00',
  place: 'Community Hall',
  agenda: 'Reports',
});

/** GET, POST, PUT and DELETE of one collection of content items, against one of its seeded items. */
function contentItemRows(base: string, seededId: string, item: Record<string, string>): Row[] {
  return [
    { call: `GET ${base}`, path: () => base, expected: staff(200) },
    { call: `POST ${base}`, path: () => base, body: () => item, expected: editors(201) },
    { call: `PUT ${base}/{id}`, path: () => `${base}/${seededId}`, body: () => item, expected: editors(200) },
    { call: `DELETE ${base}/{id}`, path: () => `${base}/${seededId}`, expected: editors(204) },
  ];
}

let fixture: Fixture;
let target: { id: string; username: string };
let otherAdminId: string;

// Signing in costs scrypt and a token exchange, so the staff sign in once; each test then starts
// from a cleared database with just those users (and the two a test acts on) put back: their ID
// tokens stay valid.
const { api, signedInAs } = apiTestFile({
  roles: ['Read Only', 'Super', 'Admin'],
  alsoKeep: async () => {
    const readOnly = await createStaffUser('Read Only');
    target = { id: readOnly.user.id, username: readOnly.username };
    otherAdminId = (await createStaffUser('Admin')).user.id;
  },
});
const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : signedInAs(caller).token);

beforeEach(async () => {
  const member = await storeMember({}, [{ method: 'cash' }]);
  const send = await db.collection(COLLECTIONS.mailSends).add({
    kind: 'test',
    lane: 'transactional',
    topic: null,
    audience: null,
    subject: 'A test',
    text: 'Hello.',
    html: '<p>Hello.</p>',
    hash: '0'.repeat(64),
    createdAt: Timestamp.now(),
    createdBy: { id: 'someone', username: 'someone' },
    recipients: 0,
  });
  const suppression = await db
    .collection(COLLECTIONS.mailSuppressions)
    .add({ email: 'old@example.org', reason: 'Bounced', source: 'staff', createdAt: Timestamp.now() });
  fixture = {
    sendId: send.id,
    suppressionId: suppression.id,
    mailToken: makeToken({ recipient: `members/${member.id}`, scope: 'announcements' }),
    memberId: member.id,
    paymentId: member.paymentIds[0],
    developmentId: await storeDevelopment(),
    eventId: await storeEvent(),
    readOnlyUserId: target.id,
    adminUserId: otherAdminId,
    readOnlyUsername: target.username,
  };
});

describe.each(ROWS)('$call', (row) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const before = await snapshotData();
    const method = row.call.split(' ')[0];
    const token = tokenOf(caller);
    const res = row.csv
      ? await api.call(method, row.path(fixture), { rawBody: row.csv(), headers: { 'Content-Type': 'text/csv' }, token })
      : await api.call(method, row.path(fixture), { body: row.body?.(fixture), token });
    const expected = row.expected[caller];
    expect(res.status, res.text).toBe(expected);
    if (expected === 401 || expected === 403) {
      expect(res.json.message).toEqual(expect.any(String));
      expect(await snapshotData()).toEqual(before);
    }
  });
});

describe('what each caller reads', () => {
  it('shows hidden event alerts to staff only', async () => {
    await storeEvent({ heading: 'Hidden one', isVisible: false });
    for (const caller of CALLERS) {
      const res = await api.call('GET', '/api/events', { token: tokenOf(caller) });
      const headings = res.json.map((e: { heading: string }) => e.heading);
      expect(headings.includes('Hidden one'), caller).toBe(caller !== 'anonymous');
    }
  });

  it('shows Read Only the register as counts only, never a name', async () => {
    await storeMember({ firstName: 'Priya', lastName: 'Sharma' });
    const readOnly = signedInAs('Read Only').token;
    const summary = await api.call('GET', '/api/members/summary', { token: readOnly });
    expect(Object.keys(summary.json).sort()).toEqual(['inGoodStanding', 'members', 'quorum', 'specialMeetingSupport']);
    expect(summary.text).not.toMatch(/Priya|Sharma/);
    for (const path of ['/api/members', '/api/members/voters', '/api/members?q=Priya']) {
      const res = await api.call('GET', path, { token: readOnly });
      expect(res.status, path).toBe(403);
      expect(res.text).not.toMatch(/Priya|Sharma/);
    }
  });

  it('lets a Super see that an Admin exists but not delete anyone', async () => {
    const superUser = signedInAs('Super');
    const users = await api.call('GET', '/api/users', { token: superUser.token });
    expect(users.json.map((u: { role: Role }) => u.role)).toContain('Admin');
    expect(users.text).not.toMatch(/passwordHash|scrypt/);
  });
});
