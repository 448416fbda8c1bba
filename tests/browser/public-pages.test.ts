import { describe, expect, it } from 'vitest';
import { browserTestFile, siteUrl } from '../support/browser';
import { PUBLIC_HEADINGS, PUBLIC_PATHS, seriousAxeViolations, watchPublicConsole } from './public-support';

// The pages are only read: one clear for the whole file.
const { browser } = browserTestFile({ clear: 'once' });

// Each page in its own tab, several at once: the checks only read, and most of each one's time is
// the wait for the network to go quiet after the load.
describe.concurrent.each(PUBLIC_PATHS)('public route %s', (path) => {
  it('shows its main heading, a title and a description, with no console errors and no page wider than a 360 px phone', async ({
    expect,
  }) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const errors = watchPublicConsole(page);
    await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(PUBLIC_HEADINGS[path]);
    await expect(page.title()).resolves.toMatch(/\| ROCA$/);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/^.{30,}$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has no serious or critical axe-core violations at 1280 px', async ({ expect }) => {
    // The CSP allows only the site's own scripts; axe is injected by the test, not by the site.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});

it('an unknown path is answered 404 with the Page Not Found page, which search engines do not index', async () => {
  const page = await browser.newPage();
  const errors = watchPublicConsole(page);
  const response = await page.goto(siteUrl('/not-a-real-page'), { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
  await expect(page.title()).resolves.toBe('Page Not Found | ROCA');
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(PUBLIC_HEADINGS['/']);
  // Chromium reports the page's own 404 status; nothing else may fail.
  expect(errors).toEqual([expect.stringMatching(/status of 404 .*\/not-a-real-page\)$/)]);
  await page.close();
});

it('an unknown path in the staff area is answered by the panel, which shows Page Not Found', async () => {
  const page = await browser.newPage();
  await page.goto(siteUrl('/admin/no-such-screen'), { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
  await page.close();
});
