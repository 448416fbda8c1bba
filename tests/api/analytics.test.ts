import { describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import { apiTestFile } from '../support/api-test-file';
import { loginAs } from '../support/auth';
import { storeDevelopment } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';

const { api, staff: readOnly } = apiTestFile({ roles: ['Read Only'] });

/**
 * Each test tracks from its own client address, so the per-client rate limit never leaks between
 * tests. Sent as production's proxies deliver it: the visitor's address, then Hosting's CDN
 * (functions/src/lib/client-ip.ts).
 */
let clientCounter = 0;
const newClient = () => {
  const n = ++clientCounter;
  return { 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}, 192.0.2.10` };
};

const track = (body: unknown, headers = newClient()) => api.call('POST', '/api/analytics/track', { body, headers });
const stored = async () => (await db.collection(COLLECTIONS.analytics).get()).docs.map((d) => d.data());

async function listAsStaff() {
  const res = await api.call('GET', '/api/analytics', { token: readOnly.token });
  expect(res.status).toBe(200);
  return res.json;
}

describe('POST /api/analytics/track', () => {
  it('counts 200 concurrent views of one page exactly', async () => {
    const client = newClient();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => track({ type: 'page', path: '/vision', title: 'Vision & Mission' }, client)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(200).fill(204));
    const [item] = await listAsStaff();
    expect(item).toMatchObject({ type: 'page', path: '/vision', title: 'Vision & Mission', viewCount: '200' });
    expect(await stored()).toHaveLength(1);
  });

  it('keeps one record per page path and one per link target', async () => {
    for (let i = 0; i < 3; i++) await track({ type: 'page', path: '/history', title: 'History' });
    await track({ type: 'link', path: '/official-community-plan', title: 'View PDF', targetUrl: 'https://example.org/plan.pdf' });
    await track({ type: 'link', path: '/community-links', title: 'Plan', targetUrl: 'https://example.org/plan.pdf' });
    await track({ type: 'link', path: '/community-links', title: 'Parks', targetUrl: 'https://example.org/parks' });

    const items = await listAsStaff();
    expect(
      items.map((i: { type: string; path: string; targetUrl?: string; viewCount: string }) => [i.type, i.targetUrl ?? i.path, i.viewCount]),
    ).toEqual([
      ['page', '/history', '3'],
      ['link', 'https://example.org/plan.pdf', '2'],
      ['link', 'https://example.org/parks', '1'],
    ]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      type: 'page',
      path: '/history',
      title: 'History',
      viewCount: '3',
      lastViewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it.each(['/admin/developments', '/control-panel', '/login', '/forgot-password', '/admin/members?year=2026'])(
    'ignores the staff path %s',
    async (path) => {
      const res = await track({ type: 'page', path, title: 'Staff' });
      expect(res.status).toBe(204);
      expect(await stored()).toEqual([]);
    },
  );

  it('counts 1000 junk paths in the one unknown-path bucket, and real pages keep counting', { timeout: 120_000 }, async () => {
    for (let start = 0; start < 1000; start += 100) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, (_, i) => track({ type: 'page', path: `/junk-${start + i}`, title: 'Junk' })),
      );
      expect(batch.every((r) => r.status === 204)).toBe(true);
    }
    expect((await track({ type: 'page', path: '/vision' })).status).toBe(204);
    const docs = await stored();
    expect(docs.map((d) => [d.path, d.viewCount]).sort()).toEqual([
      ['(unknown path)', 1000],
      ['/vision', 1],
    ]);
  });

  it("counts a view of any page of the applications list for the list, an application's page for the application, and a page past their patterns as unknown", async () => {
    const application = { id: await storeDevelopment({ projectTitle: 'Oak Street rezoning' }) };
    for (const path of [
      '/applications',
      '/applications/page/2',
      '/applications/page/250/',
      `/applications/${application.id}`,
      `/applications/${application.id}/`,
    ]) {
      expect((await track({ type: 'page', path, title: 'Anything' })).status).toBe(204);
    }
    // Neither a list page nor an update's: page 1 has no address of its own, and no update has the id 'page'.
    await track({ type: 'page', path: '/applications/page/1', title: 'Anything' });
    await track({ type: 'page', path: '/applications/page', title: 'Anything' });
    const docs = await stored();
    expect(docs.map((d) => [d.path, d.title, d.viewCount]).sort()).toEqual([
      ['(unknown path)', 'Page Not Found', 2],
      ['/applications', 'Development Applications', 3],
      [`/applications/${application.id}`, 'Oak Street rezoning', 2],
    ]);
  });

  it(`never records more than ${LIMITS.analyticsNewLinksPerDay} new links a day, however many arrive at once`, async () => {
    const results = await Promise.all(
      Array.from({ length: LIMITS.analyticsNewLinksPerDay + 30 }, (_, n) =>
        track({ type: 'link', path: '/community-links', title: `Link ${n}`, targetUrl: `https://example.org/${n}` }),
      ),
    );
    const recorded = results.filter((r) => r.status === 204).length;
    expect(recorded).toBeLessThanOrEqual(LIMITS.analyticsNewLinksPerDay);
    expect(results.filter((r) => r.status === 429)).toHaveLength(results.length - recorded);
    expect(await stored()).toHaveLength(recorded);
    // Refused calls gave their places back: the next new link is recorded (while places are left).
    if (recorded < LIMITS.analyticsNewLinksPerDay) {
      expect((await track({ type: 'link', path: '/community-links', title: 'Late', targetUrl: 'https://example.org/late' })).status).toBe(
        204,
      );
    }
  });

  it(`answers 429 to a client over ${LIMITS.analyticsTrackPerMinute} calls a minute`, async () => {
    const client = newClient();
    // Staff paths are accepted and ignored: the limit applies before anything is stored.
    for (let sent = 0; sent < LIMITS.analyticsTrackPerMinute; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => track({ type: 'page', path: '/admin' }, client)));
      expect(batch.every((r) => r.status === 204)).toBe(true);
    }
    const over = await track({ type: 'page', path: '/vision' }, client);
    expect(over.status).toBe(429);
    expect(over.json.message).toBe('Too many analytics events from this address. Please slow down.');
    expect((await track({ type: 'page', path: '/vision' })).status).toBe(204);
  });
});

describe('GET /api/analytics', () => {
  it('lists records most viewed first, viewCount as a numeric string', async () => {
    for (const [path, views] of [
      ['/vision', 1],
      ['/history', 3],
      ['/calendar', 2],
    ] as const) {
      for (let i = 0; i < views; i++) await track({ type: 'page', path });
    }
    const items = await listAsStaff();
    expect(items.map((i: { path: string; viewCount: string }) => `${i.path}:${i.viewCount}`)).toEqual([
      '/history:3',
      '/calendar:2',
      '/vision:1',
    ]);
  });

  it('answers an empty list when nothing was tracked', async () => {
    expect(await listAsStaff()).toEqual([]);
  });
});

describe('GET /api/analytics/daily', () => {
  it('answers every staff role with the last days, 401 without a session, and 403 to an account whose role is not a staff role', async () => {
    const readOnly = await loginAs(api, 'Read Only');
    const days = await api.call('GET', '/api/analytics/daily', { token: readOnly.token });
    expect(days.status).toBe(200);
    expect(days.json).toHaveLength(LIMITS.analyticsDays);

    for (const token of [undefined, 'forged-or-expired']) {
      const res = await api.call('GET', '/api/analytics/daily', { token });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: expect.any(String) });
    }

    // A role stored around the API (a typing mistake in the console, say) grants nothing.
    const stranger = await loginAs(api, 'Read Only');
    await db.collection(COLLECTIONS.users).doc(stranger.user.id).update({ role: 'Member' });
    const refused = await api.call('GET', '/api/analytics/daily', { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: expect.any(String) });
  });
});
