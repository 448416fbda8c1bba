import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { storeDevelopment } from '../support/builders';
import { browserTestFile, siteUrl } from '../support/browser';
import { inlineScriptsOn } from '../support/page-parts';
import { publishStoredContent } from '../support/publishing';
import { signInAs } from './admin-support';
import { PUBLIC_PATHS, navigateAndSettle, phoneMenuButton, seriousAxeViolations, watchPublicConsole } from './public-support';

/**
 * Public pages are published static HTML (docs/decisions/008) with their small scripts written in
 * (the page script, and on the home and membership pages the slider's or the form's), and no
 * script framework: no public page requests a script, and nothing their scripts request comes
 * before the page's load and largest paint (docs/decisions/010 and 015). Leaving the staff app for
 * them is a full page load of that HTML.
 */
const { browser } = browserTestFile();

/** The slider answers its Next button and shows the second slide's image, the phone menu opens, and the updates table shows the stored update. */
async function expectHomePageWorks(page: Page) {
  await page.getByRole('table').getByText('Script test project').waitFor();
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).resolves.toBe('true');
  const secondImage = page.getByRole('group', { name: '2 of 4' }).getByRole('img');
  await expect.poll(() => secondImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.setViewportSize({ width: 375, height: 740 });
  await phoneMenuButton(page).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
}

/** The scripts a page requests, by path. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** When the page's load event ended, its largest paint was painted, and the given requests started (ms). */
const timingsOf = (page: Page, paths: string[]) =>
  page.evaluate(async (paths) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const largestPaint = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const started = (path: string) =>
      performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)?.startTime;
    return { loadEnd: navigation.loadEventEnd, largestPaint, started: paths.map(started) };
  }, paths);

it('the home page requests no script, its page view only after its load and largest paint, and no slide but the first; it runs without React', async () => {
  await storeDevelopment({ projectTitle: 'Script test project' });
  await publishStoredContent();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchPublicConsole(page);
  const scripts = watchScripts(page);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await navigateAndSettle(page, () => page.goto(siteUrl('/')));
  const timing = await timingsOf(page, ['/api/analytics/track']);
  expect(timing.started[0]).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(timing.started[0]).toBeGreaterThan(timing.largestPaint);
  expect(scripts).toEqual([]);
  expect(images).toEqual([SEED_CONTENT.files.heroSlide1.url]);
  await expect(page.evaluate(() => '__reactRouterContext' in window)).resolves.toBe(false);
  await expectHomePageWorks(page);
  // A script error would be reported here.
  expect(errors).toEqual([]);
  await page.close();
});

it('no public page requests a script: each carries its page script, and the pages with the slider or a form the script of each', async () => {
  const page = await browser.newPage();
  const errors = watchPublicConsole(page);
  const scripts = watchScripts(page);
  // The home page: the slider and the subscribe form; /membership and /rezoning: their form.
  for (const path of PUBLIC_PATHS) {
    await navigateAndSettle(page, () => page.goto(siteUrl(path)));
    const inline = page.evaluate(() => Array.from(document.scripts, (script) => script.src || script.type));
    await expect(inline, path).resolves.toEqual(Array(inlineScriptsOn(path)).fill('module'));
  }
  expect(scripts).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

it('after Logout the browser loads the published home page, and its parts respond', async () => {
  await storeDevelopment({ projectTitle: 'Script test project' });
  await publishStoredContent();
  const { page } = await signInAs(browser, 'Admin');
  await navigateAndSettle(page, async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(siteUrl('/'));
  });
  // A page loaded from its published HTML: no router, unlike the staff app it left.
  await page.getByRole('table').waitFor();
  await expect(page.evaluate(() => '__reactRouterContext' in window)).resolves.toBe(false);
  await expectHomePageWorks(page);
  await page.close();
});

it("inside the staff app, the home page reached from its Page Not Found runs the slider by the page script's hook", async () => {
  const page = await browser.newPage();
  const errors = watchPublicConsole(page);
  await page.goto(siteUrl('/admin/no-such-screen'), { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.getByRole('region', { name: 'Scenes from our neighbourhood' }).waitFor();
  // Rendered by the hydrated app (client-side navigation), not loaded as the published page.
  await expect(page.evaluate(() => '__reactRouterContext' in window)).resolves.toBe(true);
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(page.getByRole('button', { name: 'Show slide 4' }).getAttribute('aria-current')).resolves.toBe('true');
  const lastImage = page.getByRole('group', { name: '4 of 4' }).getByRole('img');
  await expect.poll(() => lastImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(errors).toEqual([]);
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
