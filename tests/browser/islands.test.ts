import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storeDevelopment } from '../support/builders';
import { browserTestFile, siteUrl } from '../support/browser';
import { publishStoredContent } from '../support/publishing';
import { signInAs } from './admin-support';
import { navigateAndSettle, phoneMenuButton, seriousAxeViolations, watchPublicConsole } from './public-support';

/**
 * Public pages are published static HTML (docs/decisions/006 and 008) with their small page script
 * written in. Only the pages whose parts need React (the home slider, the membership form) request
 * a script, the islands script, and only once the page has loaded and its largest paint is on
 * screen (docs/decisions/010). Leaving the staff app for them is a full page load of that HTML.
 */
const { browser } = browserTestFile();

/**
 * The slider answers its Next button and shows the second slide's image (which the page's HTML
 * leaves out until the slider runs), the phone menu opens, and the updates table shows the stored update.
 */
async function expectHomeIslandsWork(page: Page) {
  await page.getByRole('table').getByText('Island test project').waitFor();
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).resolves.toBe('true');
  const secondImage = page.getByRole('group', { name: '2 of 4' }).getByRole('img');
  await expect.poll(() => secondImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.setViewportSize({ width: 375, height: 740 });
  await phoneMenuButton(page).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
}

/** The scripts a page requests, in order, by path. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** When the page's load event ended, its largest paint was painted, and the islands script was requested (ms). */
const islandsTiming = (page: Page) =>
  page.evaluate(async () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const islands = performance.getEntriesByType('resource').find((entry) => /\/assets\/islands-[\w-]+\.js$/.test(entry.name));
    const largestPaint = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    return { loadEnd: navigation.loadEventEnd, largestPaint, islandsRequested: islands?.startTime };
  });

const ISLANDS_SCRIPT = expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/);

/** The page requested one script, the islands script, and only after its load and largest paint. */
async function expectIslandsOnlyAfterPaint(page: Page, scripts: string[]) {
  expect(scripts).toEqual([ISLANDS_SCRIPT]);
  const timing = await islandsTiming(page);
  expect(timing.islandsRequested).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(timing.islandsRequested).toBeGreaterThan(timing.largestPaint);
}

it('the home page requests React (the islands script) only after its load and largest paint, never React Router; its islands respond', async () => {
  await storeDevelopment({ projectTitle: 'Island test project' });
  await publishStoredContent();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchPublicConsole(page);
  const scripts = watchScripts(page);
  await navigateAndSettle(page, () => page.goto(siteUrl('/')));

  await expectIslandsOnlyAfterPaint(page, scripts);
  await expect(page.evaluate(() => '__reactRouterContext' in window)).resolves.toBe(false);
  await expectHomeIslandsWork(page);
  // A hydration mismatch would be reported here (React logs it as an error).
  expect(errors).toEqual([]);
  await page.close();
});

it('the membership page loads its form the same way; pages without an island request no script', async () => {
  const page = await browser.newPage();
  const errors = watchPublicConsole(page);
  const scripts = watchScripts(page);
  await navigateAndSettle(page, () => page.goto(siteUrl('/membership')));
  await expectIslandsOnlyAfterPaint(page, scripts);

  for (const path of ['/executive', '/calendar', '/official-community-plan']) {
    scripts.length = 0;
    await navigateAndSettle(page, () => page.goto(siteUrl(path)));
    expect(scripts, path).toEqual([]);
  }
  expect(errors).toEqual([]);
  await page.close();
});

it('after Logout the browser loads the published home page, and its parts respond', async () => {
  await storeDevelopment({ projectTitle: 'Island test project' });
  await publishStoredContent();
  const { page } = await signInAs(browser, 'Admin');
  await navigateAndSettle(page, async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(siteUrl('/'));
  });
  // A page loaded from its published HTML: no router, unlike the staff app it left.
  await page.getByRole('table').waitFor();
  await expect(page.evaluate(() => '__reactRouterContext' in window)).resolves.toBe(false);
  await expectHomeIslandsWork(page);
  await page.close();
});

it('the prerendered sign-in form takes input only once the app has hydrated it, and is accessible before', async () => {
  const page = await browser.newPage();
  // Hold the app's scripts back to see the page as a slow phone does before they run.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the (held) scripts.
  await page.goto(siteUrl('/login'), { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await expect(page.getByRole('button', { name: 'Sign In' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByLabel('Username').isDisabled()).resolves.toBe(true);
  // The inactive form is accessible too (a disabled control is exempt from contrast rules).
  expect(await seriousAxeViolations(page)).toEqual([]);

  releaseScripts();
  await page.getByLabel('Username').fill('someone');
  await expect(page.getByRole('button', { name: 'Sign In' }).isEnabled()).resolves.toBe(true);
  await page.close();
});
