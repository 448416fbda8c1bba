import { chromium, type Browser } from 'playwright-core';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/chromium';
import { YEARS_STAFF_PASSWORD } from '../../lib/years/staff';
import { figureGroup, readsByCollection, type Bench } from './bench';

/** The screens staff open most, and the one a volunteer opens first. */
const SCREENS: [string, string][] = [
  ['Control Panel', STAFF_PATHS.controlPanel],
  ['Developments', STAFF_PATHS.developments],
  ['Events', STAFF_PATHS.events],
  ['Content: calendar', STAFF_PATHS.contentCalendar],
  ['Members: register', STAFF_PATHS.members],
  ['Members: joins', STAFF_PATHS.membersJoins],
  ['Members: renewals', STAFF_PATHS.membersRenewals],
  ['Members: export', STAFF_PATHS.membersExport],
  ['Mail: log', STAFF_PATHS.mail],
  ['Audit log', STAFF_PATHS.auditLog],
  ['Analytics', STAFF_PATHS.analytics],
];
/** A screen still loading after this is reported as such. */
const SCREEN_TIMEOUT_MS = 180_000;

/**
 * Each staff screen opened in Chromium by a signed-in Admin, as a person opens it (a fresh page
 * load, so nothing is cached): the time until the network is quiet (no request for 500 ms), the
 * API calls it made, and the Firestore reads they caused. The reads per staff screen the scale bench reports.
 */
export async function measureStaffScreens(bench: Bench, username: string) {
  const { add, figures } = figureGroup('staff screens in Chromium');
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(SCREEN_TIMEOUT_MS);
    await page.goto(`${bench.stack.url}${STAFF_PATHS.login}`);
    await page.getByLabel('Username').and(page.locator(':enabled')).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(YEARS_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${bench.stack.url}${STAFF_PATHS.controlPanel}`);
    await page.waitForLoadState('networkidle');

    for (const [name, path] of SCREENS) {
      const calls = new Map<string, number>();
      const failed: string[] = [];
      const onResponse = (response: { url: () => string; status: () => number }) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith('/api/')) return;
        calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
        if (response.status() >= 400) failed.push(`${url.pathname} ${response.status()}`);
      };
      page.on('response', onResponse);
      const before = bench.counter.snapshot();
      const started = performance.now();
      let timedOut = false;
      await page.goto(`${bench.stack.url}${path}`, { waitUntil: 'networkidle' }).catch(() => (timedOut = true));
      const ms = performance.now() - started;
      page.off('response', onResponse);
      const reads = bench.counter.since(before);
      const trouble = [...(timedOut ? [`still loading after ${SCREEN_TIMEOUT_MS / 1000} s`] : []), ...failed.map((f) => `answered ${f}`)];
      add(`${name}: until the network is quiet`, timedOut ? null : ms, 'ms', trouble.length ? trouble.join('; ') : undefined);
      const called = [...calls].map(([api, times]) => (times > 1 ? `${api} (${times} times)` : api)).join(' ');
      add(`${name}: reads`, reads.reads, 'count', `${called}; reads from ${readsByCollection(reads)}`);
    }
  } finally {
    await browser.close();
  }
  return figures;
}
