import { sha256Hex as sha256 } from '../../functions/src/lib/sha256';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import { apiTestFile } from '../support/api-test-file';
import { idTokenFor, loginAs, signIn } from '../support/auth';
import { createStaffUser, storeEvent, TEST_PASSWORD } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { auth } from '../../functions/src/lib/firebase';

// The Admin and the Super who act; a user whose session a test ends signs in on their own (loginAs).
const { api, signedInAs } = apiTestFile({ roles: ['Admin', 'Super'] });

/** The CDN hop that Firebase Hosting adds in front of the function (TRUSTED_PROXY_HOPS = 2). */
const HOSTING_CDN = '192.0.2.10';

/**
 * A client address as production's proxies deliver it: the CDN appends the client's address,
 * Google's front end the CDN's. Each test signs in from its own client address, so per-client
 * throttling never leaks between tests.
 */
let clientCounter = 0;
const clientAt = (address: string, written?: string) => ({ 'X-Forwarded-For': [written, address, HOSTING_CDN].filter(Boolean).join(', ') });
const fromClient = () => clientAt(`203.0.113.${++clientCounter}`);

const login = (body: unknown, headers = fromClient()) => api.call('POST', '/api/login', { body, headers });

/** The throttle's series of an account's shared allowance, of a client address, and of a client's own attempts on an account (services/accounts/login-throttle.ts). */
const accountSeries = (username: string) => `account-${sha256(`account:${username.toLowerCase()}`)}`;
const clientSeries = (address: string) => `client-${sha256(`client:${address}`)}`;
const ownSeries = (username: string, address: string) => `free-${sha256(`free:${username.toLowerCase()}\n${clientSeries(address)}`)}`;

/** Attempts stored as the throttle stores them (one numbered document per attempt), the newest `lastAt`, one every `every` ms before. */
async function storeAttempts(series: string, count: number, { lastAt = Date.now(), every = 60_000 } = {}) {
  const batch = db.batch();
  for (let i = 0; i < count; i++) {
    batch.set(db.collection(COLLECTIONS.loginThrottle).doc(`${series}-${String(i).padStart(6, '0')}`), {
      subject: series,
      series,
      index: i,
      at: Timestamp.fromMillis(lastAt - (count - 1 - i) * every),
      expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    });
  }
  await batch.commit();
}

const TOO_MANY = /^Too many failed sign-in attempts\. Please wait \d+ (seconds?|minutes?|hours?) and try again\.$/;

describe('POST /api/login', () => {
  it('answers a custom token, the first name and the user without any password or hash', async () => {
    const { user, username } = await createStaffUser('Super', { username: 'Jane.Doe' });
    const res = await login({ username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    // The user as stored, and when this sign-in happened (the Handover screen's last-sign-in column).
    expect(res.json).toEqual({ token: expect.any(String), firstName: 'Test', user: { ...user, lastSignInAt: expect.any(String) } });
    expect(Date.parse(res.json.user.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
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
});

describe('sign-in throttling per client address', () => {
  it(`refuses a client with 429 after ${LIMITS.loginClientMaxFailures} failures across usernames, even with the right password`, async () => {
    const { username } = await createStaffUser('Admin');
    const client = fromClient();
    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) {
      expect((await login({ username: `guess-${i}`, password: 'wrong-password' }, client)).status).toBe(401);
    }
    const blocked = await login({ username, password: TEST_PASSWORD }, client);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(TOO_MANY);
    expect(blocked.json.message).toMatch(/minutes?|seconds?/);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(LIMITS.loginClientWindowMinutes * 60);
    // The same user from another client is not blocked: only that client was.
    expect((await login({ username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('counts concurrent attempts before any password is checked, so a burst gets no more tries', async () => {
    const client = fromClient();
    const results = await Promise.all(
      Array.from({ length: 4 * LIMITS.loginClientMaxFailures }, (_, i) =>
        login({ username: `burst-${i}`, password: 'wrong-password' }, client),
      ),
    );
    const tried = results.filter((r) => r.status === 401).length;
    expect(tried).toBeLessThanOrEqual(LIMITS.loginClientMaxFailures);
    expect(results.filter((r) => r.status === 429)).toHaveLength(results.length - tried);
  });

  it('cannot escape the per-client limit by forging X-Forwarded-For entries in front of the real address', async () => {
    const { username } = await createStaffUser('Admin');
    const realClient = '203.0.113.250';
    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) {
      expect((await login({ username: `guess-${i}`, password: 'wrong-password' }, clientAt(realClient, `10.0.0.${i}`))).status).toBe(401);
    }
    expect((await login({ username, password: TEST_PASSWORD }, clientAt(realClient, '10.9.9.9'))).status).toBe(429);
  });

  it('does not count a successful sign-in against the client', async () => {
    const { username } = await createStaffUser('Read Only');
    const client = fromClient();
    for (let i = 0; i < 3 * LIMITS.loginClientMaxFailures; i++)
      expect((await login({ username, password: TEST_PASSWORD }, client)).status).toBe(200);
    expect((await login({ username: 'someone', password: 'wrong-password' }, client)).status).toBe(401);
  });
});

describe('sign-in throttling per client address, over a rolling day', () => {
  it(`holds a client that failed ${LIMITS.loginClientDailyFailures} times in the last day only until the oldest failure is a day old, not until midnight UTC`, async () => {
    const address = '203.0.113.240';
    // 100 failures from an hour ago back to 23 and a half hours ago: half an hour to wait, whatever the time of day.
    const every = (22.5 * 3_600_000) / (LIMITS.loginClientDailyFailures - 1);
    await storeAttempts(clientSeries(address), LIMITS.loginClientDailyFailures, { lastAt: Date.now() - 3_600_000, every });
    const held = await login({ username: 'someone', password: 'wrong-password' }, clientAt(address));
    expect(held.status).toBe(429);
    expect(held.json.message).toBe('Too many failed sign-in attempts. Please wait 30 minutes and try again.');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(1700);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(1800);
  });
});

describe('sign-in throttling per account', () => {
  it(`gives every client its own ${LIMITS.loginAccountFreeAttempts} attempts on an account, so strangers elsewhere never keep the owner out of a new device`, async () => {
    const { username } = await createStaffUser('Admin');
    // A stranger tries from a dozen addresses at once, again and again.
    for (let round = 0; round < 3; round++) {
      const tries = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          login({ username, password: `wrong-${round}-${i}` }, clientAt(`198.51.100.${round * 20 + i}`)),
        ),
      );
      expect(tries.every((res) => res.status === 401)).toBe(true);
    }
    // The owner, on a new phone at another address, gets straight in.
    expect((await login({ username, password: TEST_PASSWORD }, clientAt('203.0.113.199'))).status).toBe(200);
  });

  it(`lets the owner in at once from a new device, even when strangers used up the account's ${LIMITS.loginAccountDailyAttempts} shared attempts`, async () => {
    const { username } = await createStaffUser('Admin');
    await storeAttempts(accountSeries(username), LIMITS.loginAccountDailyAttempts, { every: 10_000 });
    expect((await login({ username, password: TEST_PASSWORD }, clientAt('203.0.113.198'))).status).toBe(200);
  });

  it(`makes a client that used its own ${LIMITS.loginAccountFreeAttempts} attempts draw on the shared ones: each waits after the one before (1 s, doubling)`, async () => {
    const { username } = await createStaffUser('Super');
    const address = '203.0.113.197';
    await storeAttempts(ownSeries(username, address), LIMITS.loginAccountFreeAttempts, { lastAt: Date.now() - 3_600_000 });
    expect((await login({ username, password: 'first-shared' }, clientAt(address))).status).toBe(401);
    const held = await login({ username, password: 'too-soon' }, clientAt(address));
    expect(held.status).toBe(429);
    expect(held.json.message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    expect(held.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login({ username, password: 'after-the-wait' }, clientAt(address))).status).toBe(401);
    const next = await login({ username, password: 'too-soon-again' }, clientAt(address));
    expect(next.json.message).toBe('Too many failed sign-in attempts. Please wait 2 seconds and try again.');
  });

  it('never holds a client on the shared attempts more than a minute at a time before they are used up', async () => {
    const { username } = await createStaffUser('Super');
    const address = '203.0.113.196';
    await storeAttempts(ownSeries(username, address), LIMITS.loginAccountFreeAttempts, { lastAt: Date.now() - 3_600_000 });
    // Thirty shared attempts already made today, the last just now.
    await storeAttempts(accountSeries(username), 30);
    const held = await login({ username, password: TEST_PASSWORD }, clientAt(address));
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(LIMITS.loginAccountMaxDelaySeconds - 5);
    expect(wait).toBeLessThanOrEqual(LIMITS.loginAccountMaxDelaySeconds);
  });

  it('lets only one of many concurrent attempts take each numbered attempt of a client', async () => {
    const { username } = await createStaffUser('Super');
    const client = fromClient();
    const results = await Promise.all(Array.from({ length: 12 }, () => login({ username, password: 'wrong-password' }, client)));
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(LIMITS.loginAccountFreeAttempts);
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it('never counts against the owner on a client that signed in before, whatever strangers do', async () => {
    const { username } = await createStaffUser('Admin');
    const home = fromClient();
    expect((await login({ username, password: TEST_PASSWORD }, home)).status).toBe(200);
    await storeAttempts(accountSeries(username), LIMITS.loginAccountDailyAttempts, { every: 10_000 });
    await Promise.all(Array.from({ length: 10 }, () => login({ username, password: 'wrong-password' }, fromClient())));
    expect((await login({ username, password: TEST_PASSWORD }, home)).status).toBe(200);
  });

  it("recognises the owner's device by its cookie wherever it signs in from, also against a stranger at the same address", async () => {
    const { username } = await createStaffUser('Admin');
    const first = await login({ username, password: TEST_PASSWORD }, clientAt('203.0.113.195'));
    const cookie = /^__session=([0-9a-f]{32}); Max-Age=7776000; Path=\/api\/login; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/.exec(
      first.headers.get('set-cookie') ?? '',
    );
    expect(cookie, first.headers.get('set-cookie') ?? 'no cookie').not.toBeNull();
    // At a café, a stranger locks the café's address out.
    const cafe = clientAt('198.51.100.150');
    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) await login({ username: `guess-${i}`, password: 'wrong' }, cafe);
    expect((await login({ username, password: TEST_PASSWORD }, cafe)).status).toBe(429);
    // The owner's phone, known by its cookie, signs in from there.
    const phone = { ...cafe, Cookie: `__session=${cookie![1]}` };
    expect((await login({ username, password: TEST_PASSWORD }, phone)).status).toBe(200);
  });

  it('keeps its counts in Firestore, so every function instance sees them', async () => {
    await login({ username: 'someone', password: 'wrong-password' });
    const ids = (await db.collection(COLLECTIONS.loginThrottle).get()).docs.map((d) => d.id);
    expect(ids.filter((id) => id.startsWith('client-'))).toHaveLength(1);
    expect(ids.filter((id) => id.startsWith('free-'))).toHaveLength(1);
  });
});

describe('sign-in lockouts for Admins', () => {
  it('lists the locked accounts and addresses to Admins only, and clearing one lets it sign in again', async () => {
    const admin = signedInAs('Admin');
    const { username } = await createStaffUser('Read Only');
    const address = '198.51.100.77';
    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) {
      expect((await login({ username: `guess-${i}`, password: 'wrong-password' }, clientAt(address))).status).toBe(401);
    }
    expect((await login({ username, password: TEST_PASSWORD }, clientAt(address))).status).toBe(429);

    const list = await api.call('GET', '/api/login/lockouts', { token: admin.token });
    expect(list.status).toBe(200);
    const lockout = list.json.find((l: { kind: string }) => l.kind === 'client');
    expect(lockout).toEqual({
      id: expect.stringMatching(/^client-[0-9a-f]{64}$/),
      kind: 'client',
      label: address,
      failures: expect.any(Number),
      lockedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(new Date(lockout.lockedUntil).getTime()).toBeGreaterThan(Date.now());

    const superUser = signedInAs('Super');
    expect((await api.call('GET', '/api/login/lockouts', { token: superUser.token })).status).toBe(403);
    expect((await api.call('DELETE', `/api/login/lockouts/${lockout.id}`, { token: superUser.token })).status).toBe(403);
    expect((await api.call('GET', '/api/login/lockouts')).status).toBe(401);

    expect((await api.call('DELETE', `/api/login/lockouts/${lockout.id}`, { token: admin.token })).status).toBe(204);
    const audit = await api.call('GET', '/api/audit', { token: admin.token });
    expect(audit.json.entries[0]).toMatchObject({
      action: 'clear',
      itemType: 'sign-in lockout',
      itemId: lockout.id,
      itemLabel: address,
      actor: { id: admin.user.id },
    });
    expect((await login({ username, password: TEST_PASSWORD }, clientAt(address))).status).toBe(200);
    const after = await api.call('GET', '/api/login/lockouts', { token: admin.token });
    expect(after.json.find((l: { id: string }) => l.id === lockout.id)).toBeUndefined();
    expect((await api.call('DELETE', `/api/login/lockouts/${lockout.id}`, { token: admin.token })).status).toBe(404);
    expect((await api.call('DELETE', '/api/login/lockouts/a%2Fb', { token: admin.token })).status).toBe(400);
  });

  it('lists an account whose shared attempts strangers are using, under the username tried', async () => {
    const admin = signedInAs('Admin');
    const address = '203.0.113.194';
    await storeAttempts(ownSeries('Target.User', address), LIMITS.loginAccountFreeAttempts, { lastAt: Date.now() - 3_600_000 });
    expect((await login({ username: 'Target.User', password: 'wrong-password' }, clientAt(address))).status).toBe(401);
    const list = await api.call('GET', '/api/login/lockouts', { token: admin.token });
    expect(list.json).toContainEqual(expect.objectContaining({ kind: 'account', label: 'target.user', failures: 1 }));
  });
});

describe('sessions', () => {
  it('refuses the ID token of a deleted user', async () => {
    const admin = signedInAs('Admin');
    const readOnly = await loginAs(api, 'Read Only');
    expect((await api.call('GET', '/api/users', { token: readOnly.token })).status).toBe(200);

    expect((await api.call('DELETE', `/api/users/${readOnly.user.id}`, { token: admin.token })).status).toBe(204);
    const after = await api.call('GET', '/api/users', { token: readOnly.token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('Your session has ended. Please sign in again.');
  });

  it('ends the sessions of a user whose role changes; signing in again gives the new role', async () => {
    const admin = signedInAs('Admin');
    const staff = await loginAs(api, 'Read Only');
    const create = (token: string) =>
      api.call('POST', '/api/events', {
        token,
        body: { heading: 'H', description: 'D', date: '2026-01-02', time: '10:00', eventType: 'red' },
      });
    expect((await create(staff.token)).status).toBe(403);

    expect((await api.call('PUT', `/api/users/${staff.user.id}`, { token: admin.token, body: { role: 'Super' } })).status).toBe(200);
    const old = await create(staff.token);
    expect(old.status).toBe(401);
    expect(old.json.message).toBe('Your session has ended. Please sign in again.');

    const promoted = await signIn(api, staff.username, staff.password);
    expect((await create(promoted.token)).status).toBe(201);
  });

  it('ends the sessions of a user whose password changes; the new password signs in', async () => {
    const admin = signedInAs('Admin');
    const staff = await loginAs(api, 'Super');
    const change = await api.call('PUT', `/api/users/${staff.user.id}`, { token: admin.token, body: { password: 'a-brand-new-password' } });
    expect(change.status).toBe(200);

    expect((await api.call('GET', '/api/users', { token: staff.token })).status).toBe(401);
    expect((await login({ username: staff.username, password: TEST_PASSWORD })).status).toBe(401);
    const again = await signIn(api, staff.username, 'a-brand-new-password');
    expect((await api.call('GET', '/api/users', { token: again.token })).status).toBe(200);
  });

  for (const [change, body] of [
    ['password', { password: 'a-brand-new-password' }],
    ['role', { role: 'Read Only' }],
  ] as const) {
    it(`refuses a custom token obtained from /api/login before a ${change} change, even when exchanged after it`, async () => {
      const admin = signedInAs('Admin');
      const { user, username } = await createStaffUser('Super');
      const earlier = await login({ username, password: TEST_PASSWORD });
      expect(earlier.status).toBe(200);

      expect((await api.call('PUT', `/api/users/${user.id}`, { token: admin.token, body })).status).toBe(200);
      // The hour-long custom token still gives an ID token; the server refuses that session.
      const idToken = await idTokenFor(earlier.json.token);
      const res = await api.call('GET', '/api/users', { token: idToken });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('Your session has ended. Please sign in again.');
    });
  }

  it('refuses the session of a sign-in that checked the old password while a reset was saved, however late its token was minted', async () => {
    const admin = await loginAs(api, 'Admin');
    // A sign-in and an Admin's reset at the same moment: the sign-in reads the old hash, and its
    // token used to be minted after the reset had ended the user's sessions. Several tries, as the
    // order of the two differs from one to the next.
    for (let trial = 0; trial < 5; trial++) {
      const { user, username } = await createStaffUser('Super');
      const [signedIn, reset] = await Promise.all([
        login({ username, password: TEST_PASSWORD }),
        api.call('PUT', `/api/users/${user.id}`, { token: admin.token, body: { password: `a-new-password-${trial}` } }),
      ]);
      expect(reset.status).toBe(200);
      // With the old password refused, the reset came first: nothing to end.
      if (signedIn.status === 401) continue;
      expect(signedIn.status).toBe(200);
      const res = await api.call('GET', '/api/users', { token: await idTokenFor(signedIn.json.token) });
      expect(res.status, `try ${trial + 1}`).toBe(401);
    }
  });

  it('keeps the sessions of a user when only their name changes', async () => {
    const admin = signedInAs('Admin');
    const staff = await loginAs(api, 'Super');
    expect((await api.call('PUT', `/api/users/${staff.user.id}`, { token: admin.token, body: { firstName: 'Renamed' } })).status).toBe(200);
    expect((await api.call('GET', '/api/users', { token: staff.token })).status).toBe(200);
  });

  it('refuses an ID token of any sign-in but POST /api/login: an e-mail and password Auth user, a custom token without its claims', async () => {
    // A staff account that never changed its password, so no session of it has ended yet.
    const { user } = await createStaffUser('Admin');
    await auth.createUser({ uid: user.id, email: `${user.username}@example.org`, password: TEST_PASSWORD });
    const res = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `${user.username}@example.org`, password: TEST_PASSWORD, returnSecureToken: true }),
      },
    );
    expect(res.status).toBe(200);
    const byPassword = await api.call('GET', '/api/users', { token: ((await res.json()) as { idToken: string }).idToken });
    expect(byPassword.status).toBe(401);
    expect(byPassword.json.message).toBe('Your session has ended. Please sign in again.');
    const byOtherToken = await api.call('GET', '/api/users', { token: await idTokenFor(await auth.createCustomToken(user.id)) });
    expect(byOtherToken.status).toBe(401);
    // The same account through POST /api/login is in.
    expect((await api.call('GET', '/api/users', { token: (await signIn(api, user.username, TEST_PASSWORD)).token })).status).toBe(200);
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
