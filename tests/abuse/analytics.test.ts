import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, UNKNOWN_PAGE } from '@roca/contract';
import { PUBLIC_PAGES } from '@roca/contract/public-pages';
import { idTokenFor } from '../support/auth';
import { createStaffUser, storeDevelopment, TEST_PASSWORD } from '../support/builders';
import { clearDatabase, COLLECTIONS, db } from '../support/db';
import { callSite, expectRefusedWithoutHarm, postJson } from '../support/front-door';

/**
 * POST /api/analytics/track is open to anyone, so the server decides what it records: only the
 * site's own public pages (plus one bucket for any other path), under the server's titles; links
 * only to http(s) targets, with a daily cap on new ones.
 */
beforeEach(() => clearDatabase());
// Many calls through both emulators each: slow on a busy machine. The Functions emulator starts
// a process per concurrent request, so these calls go one at a time; tests/api/analytics.test.ts
// sends them concurrently in-process.
vi.setConfig({ testTimeout: 120_000 });

/** Each call from its own visitor address, as the Hosting CDN and Google's front end forward it. */
let visitor = 0;
const track = (body: unknown) =>
  postJson('/api/analytics/track', body, { headers: { 'X-Forwarded-For': `198.51.100.${++visitor % 250}, 192.0.2.10` } });

const stored = async () => (await db.collection(COLLECTIONS.analytics).get()).docs.map((d) => d.data());

async function staffGet(path: string) {
  const { username } = await createStaffUser('Read Only');
  const login = await postJson(
    '/api/login',
    { username, password: TEST_PASSWORD },
    { headers: { 'X-Forwarded-For': '203.0.113.200, 192.0.2.10' } },
  );
  const res = await callSite('GET', path, { token: await idTokenFor(login.json.token) });
  expect(res.status).toBe(200);
  return res.json;
}

describe('page views', () => {
  it('records a path the site does not have in the one unknown-path bucket, not under its own path', async () => {
    for (const path of ['/anything', '/wp-admin.php', '/history/../../etc'])
      expect((await track({ type: 'page', path, title: 'Mine' })).status).toBe(204);
    expect(await stored()).toEqual([
      expect.objectContaining({ type: 'page', path: UNKNOWN_PAGE.path, title: UNKNOWN_PAGE.title, viewCount: 3 }),
    ]);
  });

  it('takes the title from its own list of pages, whatever the client sends', async () => {
    await track({ type: 'page', path: '/history', title: 'History' });
    await track({ type: 'page', path: '/history', title: 'Hacked by someone' });
    await track({ type: 'page', path: '/vision' });
    const byPath = Object.fromEntries((await stored()).map((d) => [d.path, d.title]));
    expect(byPath).toEqual({ '/history': PUBLIC_PAGES['/history'], '/vision': PUBLIC_PAGES['/vision'] });
  });

  it("names an application's page by its path and the application's title; a made-up application is an unknown path", async () => {
    const id = await storeDevelopment({ projectTitle: 'Oak Bay Fourplex' });
    for (const path of [`/applications/${id}`, `/applications/${id}/`, '/applications/no-such-app'])
      expect((await track({ type: 'page', path, title: 'Mine' })).status).toBe(204);
    const byPath = Object.fromEntries((await stored()).map((d) => [d.path, [d.title, d.viewCount]]));
    expect(byPath).toEqual({ [`/applications/${id}`]: ['Oak Bay Fourplex', 2], [UNKNOWN_PAGE.path]: [UNKNOWN_PAGE.title, 1] });
  });

  it('keeps recording real pages after junk paths (1000 of them: tests/api/analytics.test.ts)', async () => {
    for (let i = 0; i < 20; i++) expect((await track({ type: 'page', path: `/junk-${i}`, title: `Junk ${i}` })).status).toBe(204);
    expect((await track({ type: 'page', path: '/calendar' })).status).toBe(204);
    const docs = await stored();
    expect(docs).toHaveLength(2);
    expect(docs.find((d) => d.path === '/calendar')).toMatchObject({ viewCount: 1, title: PUBLIC_PAGES['/calendar'] });
    expect(docs.find((d) => d.path === UNKNOWN_PAGE.path)).toMatchObject({ viewCount: 20 });
  });
});

describe('link clicks', () => {
  it('refuses a target that is not http(s)', async () => {
    for (const targetUrl of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org/x']) {
      await expectRefusedWithoutHarm(() => track({ type: 'link', path: '/community-links', title: 'x', targetUrl }), 400);
    }
  });

  it('keeps the first title of a link', async () => {
    await track({ type: 'link', path: '/community-links', title: 'City of Example', targetUrl: 'https://example.org/' });
    await track({ type: 'link', path: '/community-links', title: 'Something else', targetUrl: 'https://example.org/' });
    expect(await stored()).toEqual([expect.objectContaining({ title: 'City of Example', viewCount: 2 })]);
  });

  it(`records at most ${LIMITS.analyticsNewLinksPerDay} new links a day, and keeps counting known ones`, async () => {
    const link = (n: number) => ({ type: 'link', path: '/community-links', title: `Link ${n}`, targetUrl: `https://example.org/${n}` });
    for (let n = 0; n < LIMITS.analyticsNewLinksPerDay; n++) expect((await track(link(n))).status).toBe(204);
    const refused = await expectRefusedWithoutHarm(() => track(link(LIMITS.analyticsNewLinksPerDay)), 429);
    expect(refused.json.message).toBe(`Analytics already recorded ${LIMITS.analyticsNewLinksPerDay} new links today; try again tomorrow.`);
    const links = await stored();
    expect(links).toHaveLength(LIMITS.analyticsNewLinksPerDay);

    const known = links[0];
    expect((await track({ type: 'link', path: '/community-links', title: 'x', targetUrl: known.targetUrl })).status).toBe(204);
    expect((await track({ type: 'page', path: '/history' })).status).toBe(204);
  });
});

describe('views per day', () => {
  it('counts page views and link clicks of today, and answers 30 days, oldest first', async () => {
    for (let i = 0; i < 3; i++) await track({ type: 'page', path: '/history' });
    await track({ type: 'page', path: '/nowhere' });
    await track({ type: 'link', path: '/community-links', title: 'x', targetUrl: 'https://example.org/' });

    const days = await staffGet('/api/analytics/daily');
    expect(days).toHaveLength(30);
    expect(days.map((d: { date: string }) => d.date)).toEqual([...days.map((d: { date: string }) => d.date)].sort());
    expect(days.at(-1)).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), pageViews: 4, linkClicks: 1 });
    expect(days.slice(0, -1).every((d: { pageViews: number; linkClicks: number }) => d.pageViews === 0 && d.linkClicks === 0)).toBe(true);
  });
});
