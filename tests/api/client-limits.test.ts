import { beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { forgetClientCounts } from '../../functions/src/middleware/client-limits';
import { CLIENT_LIMITS_COLLECTION } from '../../functions/src/lib/firebase';
import { startApi } from '../support/api';
import { apiTestFile } from '../support/api-test-file';
import { db } from '../support/db';

/**
 * The per-client limits of public forms and calls (middleware/client-limits.ts) are counted in
 * Firestore, so a limit holds whichever instance of the function answers: here two apps stand for
 * two instances. The counts name no address and are deleted once their window has ended.
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

  it('keeps one count per limit, client and window, with no address in it, until the window has ended', async () => {
    const client = '198.51.100.201';
    for (let i = 0; i < 3; i++) await badJoin(api.call, client);
    const [count, ...more] = await counts();
    expect(more).toEqual([]);
    expect(count.get('limit')).toBe('join');
    expect(count.get('hits')).toBe(3);
    expect(JSON.stringify({ id: count.id, ...count.data() })).not.toContain(client);
    const ends = count.get('expiresAt').toMillis();
    expect(ends).toBeGreaterThan(Date.now());
    expect(ends).toBeLessThanOrEqual(Date.now() + HOUR_MS);

    expect(await forgetClientCounts(new Date())).toBe(0);
    expect(await forgetClientCounts(new Date(ends))).toBe(1);
    expect(await counts()).toEqual([]);
  });
});
