import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@roca/contract';
import { createStaffUser, TEST_PASSWORD } from '../support/builders';
import { clearDatabase } from '../support/db';
import { expectRefusal, expectRefusedWithoutHarm, postJson } from '../support/front-door';

/**
 * Sign-in throttling on the real path. In production a request reaches the function through
 * Firebase Hosting's CDN and Google's front end; each appends the address it received the request
 * from to X-Forwarded-For, and the function's socket is the front end's. The Hosting emulator
 * adds no such header, so these tests send it as those two proxies would deliver it:
 * `<whatever the client wrote>, <client address>, <CDN address>` (docs/security.md).
 */
beforeEach(() => clearDatabase());
// Calls go one at a time: the Functions emulator starts a process per concurrent request.
vi.setConfig({ testTimeout: 120_000 });

const HOSTING_CDN = '192.0.2.10';
const via = (client: string, written?: string) => ({ 'X-Forwarded-For': [written, client, HOSTING_CDN].filter(Boolean).join(', ') });
const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  postJson('/api/login', { username, password }, { headers });

const TOO_MANY = /^Too many failed sign-in attempts\. Please wait \d+ (seconds?|minutes?|hours?) and try again\.$/;

describe('per-client limit', () => {
  it(`refuses a client after ${LIMITS.loginClientMaxFailures} failures across usernames when it sends no X-Forwarded-For`, async () => {
    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) expect((await signIn(`guess-${i}`, 'wrong-password')).status).toBe(401);
    // Nothing but the throttle's own counters is written, and the stack answers the next call.
    const blocked = await expectRefusedWithoutHarm(() => signIn('guess-last', 'wrong-password'), 429);
    expect(blocked.json.message).toMatch(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('cannot be escaped with a new forged X-Forwarded-For on each attempt', async () => {
    const attempt = (i: number) => signIn(`guess-${i}`, 'wrong-password', { 'X-Forwarded-For': `10.1.${i}.${i}` });
    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) expect((await attempt(i)).status).toBe(401);
    await expectRefusedWithoutHarm(() => attempt(99), 429);
  });

  it('cannot be escaped by writing other addresses in front of the real one', async () => {
    const client = '203.0.113.5';
    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) {
      expect((await signIn(`guess-${i}`, 'wrong-password', via(client, `10.2.${i}.1, 10.3.${i}.1`))).status).toBe(401);
    }
    await expectRefusedWithoutHarm(() => signIn('guess-9', 'wrong-password', via(client, '10.9.9.9')), 429);
    // Another resident is not affected.
    const { username } = await createStaffUser('Read Only');
    expect((await signIn(username, TEST_PASSWORD, via('203.0.113.6'))).status).toBe(200);
  });
});

describe('per-account limit', () => {
  it('strangers failing on an account do not keep its owner out on a client that signed in before', async () => {
    const { username } = await createStaffUser('Admin');
    const home = via('198.51.100.20');
    expect((await signIn(username, TEST_PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < LIMITS.loginAccountFreeAttempts + 3; i++) {
      const res = await signIn(username, 'wrong-password', via(`203.0.113.${100 + i}`));
      expect([401, 429]).toContain(res.status);
    }
    expect((await signIn(username, TEST_PASSWORD, home)).status).toBe(200);
  });

  it('strangers failing from many addresses never keep the owner out of a new device at another address', async () => {
    const { username } = await createStaffUser('Super');
    for (let i = 0; i < 2 * LIMITS.loginAccountFreeAttempts; i++) {
      expect((await signIn(username, 'wrong-password', via(`203.0.113.${150 + i}`))).status).toBe(401);
    }
    expect((await signIn(username, TEST_PASSWORD, via('198.51.100.21'))).status).toBe(200);
  });

  it("a stranger with no address (all share one counter) cannot lock out the owner's device, known by its cookie", async () => {
    const { username } = await createStaffUser('Admin');
    const first = await signIn(username, TEST_PASSWORD);
    expect(first.status).toBe(200);
    const device = /__session=([0-9a-f]{32});/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(device, 'the known-device cookie, through Hosting').toBeDefined();

    for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) expect((await signIn(`guess-${i}`, 'wrong-password')).status).toBe(401);
    expect((await signIn(username, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(username, TEST_PASSWORD, { Cookie: `__session=${device}` })).status).toBe(200);
  });

  it('gives the generic message for a wrong password and for an unknown user', async () => {
    const { username } = await createStaffUser('Read Only');
    const wrong = await signIn(username, 'not-the-password', via('203.0.113.30'));
    const unknown = await signIn('nobody-here', TEST_PASSWORD, via('203.0.113.31'));
    expectRefusal(wrong, 401);
    expect(wrong.json).toEqual({ message: 'Invalid username or password' });
    expect(unknown.json).toEqual(wrong.json);
  });
});
