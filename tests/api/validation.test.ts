import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_TYPES, LIMITS } from '@roca/contract';
import { createStaffUser, developmentInput, eventInput, storeDevelopment, storeEvent } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { expectRefused } from '../support/snapshot';
import { apiTestFile } from '../support/api-test-file';

/**
 * Bad input for every mutating route of the /api contract: each missing required field, each
 * limit at its maximum (accepted) and one over (400 naming the field), wrong types, unsafe links,
 * malformed JSON and an oversized body. Every refusal must leave the stored data untouched.
 */
type Fixture = { developmentId: string; eventId: string; userId: string };
type Stored = Record<string, unknown> | undefined;

type MutatingRoute = {
  name: string;
  method: 'POST' | 'PUT';
  path: (f: Fixture) => string;
  valid: () => Record<string, unknown>;
  required: string[];
  limits: { field: string; max: number; fill?: (n: number) => string }[];
  /** `named`: the field the refusal names, when it is inside `field` (the fee's value). */
  bad: { field: string; value: unknown; why: string; named?: string }[];
  /** The stored record a successful call wrote, to check the value really arrived. */
  stored: (body: any, f: Fixture) => Promise<Stored>;
  writeOnly?: string[];
};

const text = (n: number) => 'x'.repeat(n);
const pathOf = (n: number) => '/' + 'p'.repeat(n - 1);
const urlOf = (n: number) => 'https://example.org/' + 'u'.repeat(n - 'https://example.org/'.length);
const docData = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).data();

const developmentBad = [
  { field: 'projectTitle', value: 42, why: 'a number' },
  { field: 'projectTitle', value: '   ', why: 'only spaces' },
  { field: 'date', value: 20250101, why: 'a number' },
  { field: 'date', value: '2025-02-30', why: 'not a real calendar date' },
  { field: 'date', value: '2025-13-01', why: 'month 13' },
  { field: 'date', value: '2025-1-5', why: 'not yyyy-mm-dd' },
  { field: 'date', value: '05/01/2025', why: 'another format' },
  ...[1, 2, 3, 4].flatMap((n) => [
    { field: `link${n}`, value: 'javascript:alert(1)', why: 'a javascript: link' },
    { field: `link${n}`, value: 'data:text/html,<script>alert(1)</script>', why: 'a data: link' },
    { field: `link${n}`, value: 'ftp://example.org/file', why: 'not http(s)' },
    { field: `link${n}`, value: 7, why: 'a number' },
  ]),
  { field: 'linkText1', value: ['a'], why: 'a list' },
  { field: 'unexpected', value: 'x', why: 'an unknown field' },
];
const developmentLimits = [
  { field: 'projectTitle', max: LIMITS.projectTitle },
  { field: 'subTitle', max: LIMITS.subTitle },
  { field: 'status', max: LIMITS.status },
  { field: 'description', max: LIMITS.description },
  ...[1, 2, 3, 4].map((n) => ({ field: `linkText${n}`, max: LIMITS.linkText })),
  ...[1, 2, 3, 4].map((n) => ({ field: `link${n}`, max: LIMITS.url, fill: urlOf })),
];

const eventBad = [
  { field: 'eventType', value: 'pink', why: 'not one of the six colours' },
  { field: 'position', value: 0, why: 'below 1' },
  { field: 'position', value: 4, why: 'above 3' },
  { field: 'position', value: 1.5, why: 'not an integer' },
  { field: 'position', value: 'first', why: 'not a number' },
  { field: 'position', value: '2', why: 'a number in a string' },
  { field: 'position', value: true, why: 'a boolean' },
  { field: 'isVisible', value: 'yes', why: 'not a boolean' },
  { field: 'date', value: '2026-02-29', why: 'not a real calendar date' },
  { field: 'time', value: '7pm', why: 'not HH:MM' },
  { field: 'heading', value: null, why: 'null' },
  { field: 'unexpected', value: 1, why: 'an unknown field' },
];
const eventLimits = [
  { field: 'heading', max: LIMITS.eventHeading },
  { field: 'description', max: LIMITS.eventDescription },
];

const validUser = () => ({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada.lovelace', password: 'a-long-password', role: 'Super' });
const userBad = [
  { field: 'role', value: 'Owner', why: 'not one of the three roles' },
  { field: 'username', value: 'has space', why: 'a space in the username' },
  { field: 'username', value: 'ab', why: 'too short' },
  { field: 'password', value: 'short', why: `under ${LIMITS.passwordMin} characters` },
  { field: 'password', value: 12345678, why: 'a number' },
  { field: 'unexpected', value: 1, why: 'an unknown field' },
];
const userLimits = [
  { field: 'firstName', max: LIMITS.personName },
  { field: 'lastName', max: LIMITS.personName },
  { field: 'username', max: LIMITS.username },
  { field: 'password', max: LIMITS.passwordMax },
];

const fee = (value: unknown, currency_code: unknown = 'CAD') => ({ currency_code, value });
/** An e-mail address exactly n characters long. */
const addressOf = (n: number) => 'a'.repeat(n - '@example.org'.length) + '@example.org';
const joinSettingsBad = [
  { field: 'fee', value: '10.00', why: 'an amount without its currency', named: 'fee' },
  { field: 'fee', value: fee('10.00', 'USD'), why: 'US dollars', named: 'fee.currency_code' },
  { field: 'fee', value: fee('10'), why: 'no decimals', named: 'fee.value' },
  { field: 'fee', value: fee('10.5'), why: 'one decimal', named: 'fee.value' },
  { field: 'fee', value: fee(10), why: "a number, not PayPal's string", named: 'fee.value' },
  { field: 'fee', value: fee('0.00'), why: 'nothing', named: 'fee.value' },
  { field: 'fee', value: fee('-5.00'), why: 'negative', named: 'fee.value' },
  { field: 'fee', value: fee(`${LIMITS.joinFeeMaxDollars}.01`), why: 'over the maximum', named: 'fee.value' },
  { field: 'fee', value: { ...fee('10.00'), amount: 1 }, why: 'with another field', named: 'amount' },
  { field: 'eTransferAddress', value: '', why: 'empty' },
  { field: 'eTransferAddress', value: 'treasurer', why: 'not an address' },
  { field: 'eTransferAddress', value: 'a@example.org\r\nBcc: b@example.org', why: 'a header injection' },
  { field: 'pendingJoinDays', value: LIMITS.pendingJoinDaysMin - 1, why: 'below the minimum' },
  { field: 'pendingJoinDays', value: LIMITS.pendingJoinDaysMax + 1, why: 'above the maximum' },
  { field: 'pendingJoinDays', value: 1.5, why: 'not whole' },
  { field: 'pendingJoinDays', value: '30', why: 'a number in a string' },
  { field: 'unexpected', value: 1, why: 'an unknown field' },
];

const firstAnalytics = async () => (await db.collection(COLLECTIONS.analytics).limit(1).get()).docs[0]?.data();

const ROUTES: MutatingRoute[] = [
  {
    name: 'POST /api/developments',
    method: 'POST',
    path: () => '/api/developments',
    valid: () => ({ ...developmentInput(), link1: 'https://example.org/a', linkText1: 'Plan' }),
    required: ['projectTitle', 'description', 'date', 'status'],
    limits: developmentLimits,
    bad: developmentBad,
    stored: (body) => docData(COLLECTIONS.developments, body.id),
  },
  {
    name: 'PUT /api/developments/{id}',
    method: 'PUT',
    path: (f) => `/api/developments/${f.developmentId}`,
    valid: () => developmentInput(),
    required: ['projectTitle', 'description', 'date', 'status'],
    limits: developmentLimits,
    bad: developmentBad,
    stored: (_body, f) => docData(COLLECTIONS.developments, f.developmentId),
  },
  {
    name: 'POST /api/events',
    method: 'POST',
    path: () => '/api/events',
    valid: () => eventInput(),
    required: ['heading', 'description', 'date', 'time', 'eventType'],
    limits: eventLimits,
    bad: eventBad,
    stored: (body) => docData(COLLECTIONS.events, body.id),
  },
  {
    name: 'PUT /api/events/{id}',
    method: 'PUT',
    path: (f) => `/api/events/${f.eventId}`,
    valid: () => eventInput(),
    required: ['heading', 'description', 'date', 'time', 'eventType'],
    limits: eventLimits,
    bad: eventBad,
    stored: (_body, f) => docData(COLLECTIONS.events, f.eventId),
  },
  {
    name: 'POST /api/users',
    method: 'POST',
    path: () => '/api/users',
    valid: validUser,
    required: ['firstName', 'lastName', 'username', 'password'],
    limits: userLimits,
    bad: userBad,
    stored: (body) => docData(COLLECTIONS.users, body.id),
    writeOnly: ['password'],
  },
  {
    name: 'PUT /api/users/{id}',
    method: 'PUT',
    path: (f) => `/api/users/${f.userId}`,
    valid: () => ({ firstName: 'Grace' }),
    required: [],
    limits: userLimits,
    bad: [...userBad, { field: 'firstName', value: '', why: 'blank' }],
    stored: (_body, f) => docData(COLLECTIONS.users, f.userId),
    writeOnly: ['password'],
  },
  {
    name: 'POST /api/analytics/track',
    method: 'POST',
    path: () => '/api/analytics/track',
    valid: () => ({ type: 'link', path: '/official-community-plan', title: 'View PDF', targetUrl: 'https://example.org/plan.pdf' }),
    required: ['path', 'targetUrl'],
    limits: [
      { field: 'path', max: LIMITS.analyticsPath, fill: pathOf },
      { field: 'title', max: LIMITS.analyticsTitle },
      { field: 'targetUrl', max: LIMITS.url, fill: urlOf },
    ],
    // A path that is not one of the site's pages is stored as the unknown-path bucket (tests/abuse/analytics.test.ts).
    writeOnly: ['path'],
    bad: [
      { field: 'type', value: 'visit', why: "not 'page' or 'link'" },
      { field: 'path', value: 'vision', why: 'not starting with /' },
      { field: 'targetUrl', value: 'javascript:alert(1)', why: 'a javascript: link' },
      { field: 'targetUrl', value: 'data:text/plain,hi', why: 'a data: link' },
      { field: 'title', value: { a: 1 }, why: 'an object' },
    ],
    stored: firstAnalytics,
  },
  {
    name: 'PUT /api/joins/settings',
    method: 'PUT',
    path: () => '/api/joins/settings',
    valid: () => ({ fee: fee('10.00'), eTransferAddress: 'treasurer@example.org', pendingJoinDays: 30 }),
    required: ['fee', 'eTransferAddress', 'pendingJoinDays'],
    limits: [{ field: 'eTransferAddress', max: LIMITS.email, fill: addressOf }],
    bad: joinSettingsBad,
    stored: () => docData(COLLECTIONS.joinSettings, 'settings'),
  },
];

let fixture: Fixture;
let targetUserId: string;
const { api, staff: admin } = apiTestFile({
  alsoKeep: async () => (targetUserId = (await createStaffUser('Read Only', { username: 'target.user' })).user.id),
});

beforeEach(async () => {
  fixture = { developmentId: await storeDevelopment(), eventId: await storeEvent(), userId: targetUserId };
});

const send = (route: MutatingRoute, body: unknown) => api.call(route.method, route.path(fixture), { body, token: admin.token });

describe.each(ROUTES)('$name', (route) => {
  it('accepts the valid body', async () => {
    const res = await send(route, route.valid());
    expect(res.status, res.text).toBeLessThan(300);
  });

  it.each(route.required.map((field) => ({ field })))('refuses a body without $field', async ({ field }) => {
    const body = route.valid();
    delete body[field];
    await expectRefused(() => send(route, body), 400, field);
  });

  it.each(route.limits)('accepts $field at $max characters and refuses one more', async ({ field, max, fill = text }) => {
    const atMax = await send(route, { ...route.valid(), [field]: fill(max) });
    expect(atMax.status, atMax.text).toBeLessThan(300);
    if (!route.writeOnly?.includes(field)) expect((await route.stored(atMax.json, fixture))?.[field]).toBe(fill(max));
    await expectRefused(() => send(route, { ...route.valid(), [field]: fill(max + 1) }), 400, field);
  });

  it.each(route.bad)('refuses $field as $why', async ({ field, value, named = field }) => {
    await expectRefused(() => send(route, { ...route.valid(), [field]: value }), 400, named);
  });

  it('refuses malformed JSON with 400', async () => {
    await expectRefused(() => api.call(route.method, route.path(fixture), { rawBody: '{"projectTitle": ', token: admin.token }), 400);
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const body = { ...route.valid(), description: text(LIMITS.jsonBodyBytes + 1) };
    await expectRefused(() => send(route, body), 413);
  });
});

describe('defaults', () => {
  it('stores a new event at position 1 and visible unless told otherwise', async () => {
    const { position: _p, isVisible: _v, ...body } = eventInput();
    const res = await api.call('POST', '/api/events', { body, token: admin.token });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: expect.any(String), position: 1, isVisible: true });
    expect(await docData(COLLECTIONS.events, res.json.id)).toMatchObject({ position: 1, isVisible: true });
  });

  it("gives a new user the role 'Read Only' unless told otherwise", async () => {
    const { role: _r, ...body } = validUser();
    const res = await api.call('POST', '/api/users', { body, token: admin.token });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      username: 'ada.lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Read Only',
      // Active, and without a recovery e-mail until one is confirmed (docs/decisions/017).
      active: true,
      hasRecoveryEmail: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('accepts positions 1 to 3', async () => {
    for (const position of [1, 2, 3]) {
      const res = await api.call('POST', '/api/events', { body: eventInput({ position }), token: admin.token });
      expect(res.json.position, String(position)).toBe(position);
    }
  });

  it('accepts every one of the six event colours', async () => {
    for (const eventType of EVENT_TYPES) {
      const res = await api.call('POST', '/api/events', { body: eventInput({ eventType }), token: admin.token });
      expect(res.status, eventType).toBe(201);
    }
  });
});

describe('PUT /api/events/{id} with only isVisible', () => {
  it('changes visibility and nothing else', async () => {
    const before = await docData(COLLECTIONS.events, fixture.eventId);
    const res = await api.call('PUT', `/api/events/${fixture.eventId}`, { body: { isVisible: false }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: fixture.eventId, isVisible: false, heading: before?.heading });
  });

  it('refuses a visibility that is not a boolean', async () => {
    await expectRefused(
      () => api.call('PUT', `/api/events/${fixture.eventId}`, { body: { isVisible: 'no' }, token: admin.token }),
      400,
      'isVisible',
    );
  });
});

describe('usernames', () => {
  it('refuses a duplicate username in any letter case with 409', async () => {
    await expectRefused(
      () => api.call('POST', '/api/users', { body: { ...validUser(), username: 'TARGET.user' }, token: admin.token }),
      409,
    );
  });

  it('refuses renaming a user to a taken username with 409', async () => {
    const other = await createStaffUser('Read Only', { username: 'taken.name' });
    await expectRefused(
      () => api.call('PUT', `/api/users/${other.user.id}`, { body: { username: 'Target.User' }, token: admin.token }),
      409,
    );
  });

  it('frees the old username when a user is renamed', async () => {
    const res = await api.call('PUT', `/api/users/${targetUserId}`, { body: { username: 'renamed.user' }, token: admin.token });
    expect(res.json.username).toBe('renamed.user');
    const reuse = await api.call('POST', '/api/users', { body: { ...validUser(), username: 'target.user' }, token: admin.token });
    expect(reuse.status).toBe(201);
  });
});

describe('ids', () => {
  const ITEM_ROUTES = [
    { put: '/api/developments', body: () => developmentInput() },
    { put: '/api/events', body: () => eventInput() },
    { put: '/api/users', body: () => ({ firstName: 'X' }) },
  ];

  it.each(ITEM_ROUTES)('answers 404 for an unknown id under $put', async ({ put, body }) => {
    await expectRefused(() => api.call('PUT', `${put}/no-such-id`, { body: body(), token: admin.token }), 404);
    await expectRefused(() => api.call('DELETE', `${put}/no-such-id`, { token: admin.token }), 404);
  });

  it.each(ITEM_ROUTES)('answers 400 for a malformed id under $put', async ({ put, body }) => {
    await expectRefused(() => api.call('PUT', `${put}/bad%20id!`, { body: body(), token: admin.token }), 400, 'id');
    await expectRefused(() => api.call('DELETE', `${put}/bad%20id!`, { token: admin.token }), 400, 'id');
  });
});

describe('responses of changes', () => {
  it('returns created and updated development updates with their id', async () => {
    const created = await api.call('POST', '/api/developments', { body: developmentInput({ projectTitle: 'New' }), token: admin.token });
    expect(created.json).toMatchObject({ id: expect.any(String), projectTitle: 'New', attachments: [] });
    const updated = await api.call('PUT', `/api/developments/${created.json.id}`, {
      body: developmentInput({ projectTitle: 'Renamed' }),
      token: admin.token,
    });
    expect(updated.json).toMatchObject({ id: created.json.id, projectTitle: 'Renamed', createdAt: created.json.createdAt });
    const list = await api.call('GET', '/api/developments');
    expect(list.json.map((d: { projectTitle: string }) => d.projectTitle)).toContain('Renamed');
  });

  it('clears an optional field a full PUT leaves out', async () => {
    const created = await api.call('POST', '/api/developments', {
      body: developmentInput({ subTitle: 'Sub', link1: 'https://example.org' }),
      token: admin.token,
    });
    const updated = await api.call('PUT', `/api/developments/${created.json.id}`, { body: developmentInput(), token: admin.token });
    expect(updated.json.subTitle).toBeUndefined();
    expect(updated.json.link1).toBeUndefined();
  });

  it('removes a deleted item from the list', async () => {
    expect((await api.call('DELETE', `/api/developments/${fixture.developmentId}`, { token: admin.token })).status).toBe(204);
    expect((await api.call('DELETE', `/api/events/${fixture.eventId}`, { token: admin.token })).status).toBe(204);
    expect((await api.call('GET', '/api/developments')).json).toEqual([]);
    expect((await api.call('GET', '/api/events', { token: admin.token })).json).toEqual([]);
  });
});
