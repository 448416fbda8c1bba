import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import { startApi, type TestApi } from '../support/api';
import { loginAs, signIn } from '../support/auth';
import { createStaffUser, storeEvent, TEST_PASSWORD } from '../support/builders';
import { clearDatabase, COLLECTIONS, db } from '../support/db';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
beforeEach(() => clearDatabase());

/** Each test signs in from its own client address, so per-client throttling never leaks between tests. */
let clientCounter = 0;
const fromClient = () => ({ 'X-Forwarded-For': `203.0.113.${++clientCounter}` });

/** The CDN hop that Firebase Hosting adds in front of the function (TRUSTED_PROXY_HOPS = 2). */
const HOSTING_CDN = '192.0.2.10';

const login = (body: unknown, headers = fromClient()) => api.call('POST', '/api/login', { body, headers });

describe('POST /api/login', () => {
  it('answers a custom token, the first name and the user without any password or hash', async () => {
    const { user, username } = await createStaffUser('Super', { username: 'Jane.Doe' });
    const res = await login({ username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ token: expect.any(String), firstName: 'Test', user });
    expect(res.json.user).toMatchObject({ id: user.id, username: 'Jane.Doe', firstName: 'Test', lastName: 'Super', role: 'Super' });
    expect(res.text).not.toMatch(/password|scrypt/i);
  });

  it('accepts the username in any letter case', async () => {
    await createStaffUser('Admin', { username: 'Jane.Doe' });
    const res = await login({ username: 'jane.DOE', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.user.username).toBe('Jane.Doe');
  });

  it('gives a wrong password and an unknown user the same 401 message', async () => {
    const { username } = await createStaffUser('Admin');
    const wrongPassword = await login({ username, password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody-here', password: TEST_PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.json).toEqual({ message: 'Invalid username or password' });
    expect(unknownUser.json).toEqual(wrongPassword.json);
  });

  it('asks for both fields', async () => {
    const res = await login({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors).sort()).toEqual(['password', 'username']);
  });

  it(`refuses a username with 429 after ${LIMITS.loginMaxFailures} failures, even with the right password`, async () => {
    const { username } = await createStaffUser('Admin');
    for (let i = 0; i < LIMITS.loginMaxFailures; i++) {
      expect((await login({ username, password: 'wrong-password' })).status).toBe(401);
    }
    const blocked = await login({ username: username.toUpperCase(), password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it(`refuses a client with 429 after ${LIMITS.loginMaxFailures} failures across usernames`, async () => {
    const { username } = await createStaffUser('Admin');
    const client = fromClient();
    for (let i = 0; i < LIMITS.loginMaxFailures; i++) {
      expect((await login({ username: `guess-${i}`, password: 'wrong-password' }, client)).status).toBe(401);
    }
    expect((await login({ username, password: TEST_PASSWORD }, client)).status).toBe(429);
    // The same user from another client is not blocked: only that client was.
    expect((await login({ username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('cannot escape the per-client limit by forging X-Forwarded-For entries in front of the real address', async () => {
    const { username } = await createStaffUser('Admin');
    const realClient = fromClient()['X-Forwarded-For'];
    for (let i = 0; i < LIMITS.loginMaxFailures; i++) {
      // Hosting's CDN appends the address it saw (then its own hop); whatever the client wrote
      // itself stands before them.
      const forged = { 'X-Forwarded-For': `10.0.0.${i}, ${realClient}, ${HOSTING_CDN}` };
      expect((await login({ username: `guess-${i}`, password: 'wrong-password' }, forged)).status).toBe(401);
    }
    expect(
      (await login({ username, password: TEST_PASSWORD }, { 'X-Forwarded-For': `10.9.9.9, ${realClient}, ${HOSTING_CDN}` })).status,
    ).toBe(429);
  });

  it('keeps failure counters in Firestore, so every function instance sees them', async () => {
    await login({ username: 'someone', password: 'wrong-password' });
    const counters = await db.collection(COLLECTIONS.loginThrottle).get();
    expect(counters.docs.map((d) => d.get('failures'))).toEqual([1, 1]);
  });
});

describe('sessions', () => {
  it('refuses the ID token of a deleted user', async () => {
    const admin = await loginAs(api, 'Admin');
    const readOnly = await loginAs(api, 'Read Only');
    expect((await api.call('GET', '/api/users', { token: readOnly.token })).status).toBe(200);

    expect((await api.call('DELETE', `/api/users/${readOnly.user.id}`, { token: admin.token })).status).toBe(204);
    const after = await api.call('GET', '/api/users', { token: readOnly.token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('Your session has ended. Please sign in again.');
  });

  it('applies a role change on the very next request', async () => {
    const admin = await loginAs(api, 'Admin');
    const staff = await loginAs(api, 'Read Only');
    const create = () =>
      api.call('POST', '/api/events', {
        token: staff.token,
        body: { heading: 'H', description: 'D', date: '2026-01-02', time: '10:00', eventType: 'red' },
      });
    expect((await create()).status).toBe(403);

    await api.call('PUT', `/api/users/${staff.user.id}`, { token: admin.token, body: { role: 'Super' } });
    expect((await create()).status).toBe(201);

    await api.call('PUT', `/api/users/${staff.user.id}`, { token: admin.token, body: { role: 'Read Only' } });
    expect((await create()).status).toBe(403);
  });

  it('ends the sessions of a user whose password changes; the new password signs in', async () => {
    const admin = await loginAs(api, 'Admin');
    const staff = await loginAs(api, 'Super');
    // Firebase revocation has one-second resolution: a token from the same second as the revocation stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const change = await api.call('PUT', `/api/users/${staff.user.id}`, { token: admin.token, body: { password: 'a-brand-new-password' } });
    expect(change.status).toBe(200);

    expect((await api.call('GET', '/api/users', { token: staff.token })).status).toBe(401);
    expect((await login({ username: staff.username, password: TEST_PASSWORD })).status).toBe(401);
    const again = await signIn(api, staff.username, 'a-brand-new-password');
    expect((await api.call('GET', '/api/users', { token: again.token })).status).toBe(200);
  });

  it('refuses a malformed or forged bearer token with 401', async () => {
    expect((await api.call('GET', '/api/users', { token: 'not-a-token' })).status).toBe(401);
    expect((await api.call('GET', '/api/users', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('answers public reads with a stale token as to a visitor, so the home page keeps working', async () => {
    await storeEvent({ heading: 'Hidden', isVisible: false });
    const res = await api.call('GET', '/api/events', { token: 'expired-or-forged' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect((await api.call('GET', '/api/developments', { token: 'expired-or-forged' })).status).toBe(200);
  });
});
