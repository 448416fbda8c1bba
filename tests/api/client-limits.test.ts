import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { forgetClientCounts } from '../../functions/src/lib/window-counts';
import { CLIENT_LIMITS_COLLECTION } from '../../functions/src/lib/firebase';
import { startApi } from '../support/api';
import { apiTestFile } from '../support/api-test-file';
import { db } from '../support/db';
import { callSite } from '../support/front-door';

/**
 * The per-client limits of public forms and calls (middleware/client-limits.ts) are counted in
 * Firestore, so a limit holds whichever instance of the function answers: here two apps stand for
 * two instances. A client's window starts at their first request, as express-rate-limit's does; the
 * counts name no address and are deleted once their window has ended.
 */
const { api } = apiTestFile({ roles: [] });

const CDN = '192.0.2.10';
const from = (client: string) => ({ 'X-Forwarded-For': `${client}, ${CDN}`, 'Content-Type': 'application/x-www-form-urlencoded' });
/** A join form that is refused (400) and stores nothing, but counts. */
const badJoin = (call: typeof api.call, client: string) =>
  call('POST', '/membership/join', { rawBody: 'memberName=Bot', headers: from(client) });

const counts = async () => (await db.collection(CLIENT_LIMITS_COLLECTION).get()).docs;

// Each test counts from none.
beforeEach(async () => {
  await Promise.all((await counts()).map((doc) => doc.ref.delete()));
});

describe('a per-client limit', () => {
  it('holds across instances: the join form limit counts the forms every instance answered', async () => {
    const other = await startApi();
    try {
      const client = '203.0.113.77';
      for (let i = 0; i < LIMITS.joinsPerClientPerHour; i++) {
        const res = await badJoin(i % 2 ? other.call : api.call, client);
        expect(res.status, res.text).toBe(400);
      }
      const refused = await badJoin(other.call, client);
      expect(refused.status).toBe(429);
      expect(refused.text).toContain('Too many join forms from this address');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another client is not held back.
      expect((await badJoin(api.call, '203.0.113.78')).status).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('holds across function processes: the Functions emulator behind Hosting and this process together are refused past the limit', async () => {
    // Two processes share nothing but Firestore: counts kept in an instance's memory would let each through its own limit.
    const client = '203.0.113.79';
    const throughHosting = () =>
      callSite('POST', '/membership/join', {
        body: 'memberName=Bot',
        contentType: 'application/x-www-form-urlencoded',
        headers: { 'X-Forwarded-For': `${client}, ${CDN}` },
      });
    for (let i = 0; i < LIMITS.joinsPerClientPerHour; i++) {
      const res = i % 2 ? await throughHosting() : await badJoin(api.call, client);
      expect(res.status, res.text.slice(0, 300)).toBe(400);
    }
    const refusedThere = await throughHosting();
    expect(refusedThere.status).toBe(429);
    expect(refusedThere.text).toContain('Too many join forms from this address');
    expect((await badJoin(api.call, client)).status).toBe(429);
  });

  it("counts in the client's own window, from their first request, with no address in it, until the window has ended", async () => {
    const client = '198.51.100.201';
    const firstSent = Date.now();
    for (let i = 0; i < 3; i++) await badJoin(api.call, client);
    const stored = await counts();
    const [mark, count, ...more] = [...stored].sort((a, b) => a.id.length - b.id.length);
    expect(more).toEqual([]);
    expect(mark.get('limit')).toBe('join');
    expect(count.get('limit')).toBe('join');
    expect(count.id).toBe(`${mark.id}-${mark.get('window')}`);
    expect(count.get('hits')).toBe(3);
    expect(JSON.stringify(stored.map((doc) => ({ id: doc.id, ...doc.data() })))).not.toContain(client);
    // An hour from the client's first request (express-rate-limit's window), not from the top of the hour.
    const ends = mark.get('expiresAt').toMillis();
    expect(count.get('expiresAt').toMillis()).toBe(ends);
    expect(ends).toBeGreaterThanOrEqual(firstSent + HOUR_MS);
    expect(ends).toBeLessThanOrEqual(Date.now() + HOUR_MS);

    expect(await forgetClientCounts(new Date())).toBe(0);
    expect(await forgetClientCounts(new Date(ends))).toBe(2);
    expect(await counts()).toEqual([]);
  });

  it("starts one new window, counting from one, once the client's has ended, however many requests come at once", async () => {
    const client = '198.51.100.202';
    for (let i = 0; i < LIMITS.joinsPerClientPerHour; i++) await badJoin(api.call, client);
    expect((await badJoin(api.call, client)).status).toBe(429);
    // The hour passes.
    const [mark] = [...(await counts())].sort((a, b) => a.id.length - b.id.length);
    await Promise.all((await counts()).map((doc) => doc.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1) })));

    const sentAt = Date.now();
    const answers = await Promise.all(Array.from({ length: 10 }, () => badJoin(api.call, client)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(400));
    const renewed = (await mark.ref.get()).data()!;
    expect(renewed.window).toBe(mark.get('window') + 1);
    expect(renewed.expiresAt.toMillis()).toBeGreaterThanOrEqual(sentAt + HOUR_MS);
    const live = (await counts()).filter((doc) => doc.get('expiresAt').toMillis() > Date.now());
    expect(live.map((doc) => [doc.id, doc.get('hits')])).toEqual(
      expect.arrayContaining([
        [mark.id, undefined],
        [`${mark.id}-${renewed.window}`, 10],
      ]),
    );
    expect(live).toHaveLength(2);
  });
});
