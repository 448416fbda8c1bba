import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import type { AnalyticsItem, LoginResponse } from '@roca/contract';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { idTokenFor } from '../support/auth';
import { siteUrl } from '../support/browser';
import { createStaffUser } from '../support/builders';
import { PUBLIC_PAGES, PUBLIC_PATHS, type PublicPath } from '../../web/src/publishing/public-pages';

/** The main heading each public route shows (the page title, except where the page words it differently). */
export const PUBLIC_HEADINGS: Record<PublicPath, string> = {
  ...PUBLIC_PAGES,
  '/': SEED_CONTENT.settings.associationName,
  '/boundaries': 'Association Boundaries',
};
export { PUBLIC_PATHS };

/**
 * Console errors of a page, except the browser's own "Failed to load resource" line for an
 * analytics record: tracking is fire-and-forget (docs/requirements.md, Analytics) and the page itself logs
 * nothing when it fails, which is what we check here.
 */
export function watchPublicConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    if (msg.location().url.includes('/api/analytics/track')) return;
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Serious and critical axe-core violations of the page as loaded (WCAG 2.x A and AA rules). */
export async function seriousAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A page rendered per request (the mail pages): no serious axe finding and no sideways scrolling, at 375 and 1280 px. */
export async function expectAccessibleAtPhoneAndDesktop(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(seriousAxeViolations(page), `at ${width} px`).resolves.toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no sideways scrolling at ${width} px`).toBe(0);
  }
}

/**
 * The phone menu's button: the summary of the menu's <details>. Chromium exposes it to assistive
 * technology as a button that is expanded or collapsed (see phoneMenuButtonAsExposed), but
 * Playwright's getByRole has no role for a summary, so it is found by CSS.
 */
export const phoneMenuButton = (page: Page) => page.locator('header details[data-site-menu] > summary');

/** The phone menu's button as Chromium's accessibility tree gives it to a screen reader: role, name, expanded. */
export async function phoneMenuButtonAsExposed(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'header details[data-site-menu] > summary' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
    return { role: node.role?.value as string, name: node.name?.value as string, expanded };
  } finally {
    await cdp.detach();
  }
}

type TrackedRecord = { type: 'page'; path: string } | { type: 'link'; path: string; targetUrl: string };

/**
 * Reads stored analytics as a staff member does, through the API on the site (Hosting), signed in
 * once: `viewCount` of one page, or of one link record from a page ('0' when none is stored).
 */
export async function analyticsReader() {
  const { username, password } = await createStaffUser('Read Only');
  const login = await fetch(siteUrl('/api/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = await idTokenFor(((await login.json()) as LoginResponse).token);
  async function records(): Promise<AnalyticsItem[]> {
    const list = await fetch(siteUrl('/api/analytics'), { headers: { Authorization: `Bearer ${token}` } });
    if (!list.ok) throw new Error(`GET /api/analytics answered ${list.status}`);
    return (await list.json()) as AnalyticsItem[];
  }
  return {
    records,
    async viewCount(record: TrackedRecord) {
      const found = (await records()).find(
        (item) => item.type === record.type && item.path === record.path && (record.type === 'page' || item.targetUrl === record.targetUrl),
      );
      return found?.viewCount ?? '0';
    },
  };
}

const isPageView = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/track';

/**
 * Runs `navigate` and waits until the page script has done its work after the largest paint
 * (docs/decisions/010): it sends the page view.
 *
 * The page view is waited for by name: Playwright's "network idle" fires once per page load and
 * stays fired, and on a busy machine the largest paint can be reported after half a second of
 * quiet network, so the network was already "idle" before the page script sent anything.
 */
export async function navigateAndSettle(page: Page, navigate: () => Promise<unknown>) {
  const pageView = page.waitForRequest(isPageView);
  await navigate();
  await pageView;
  await page.waitForLoadState('networkidle');
}
