import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { storeDevelopment } from '../support/builders';
import { clearDatabase } from '../support/db';
import { launchBrowser, siteUrl } from '../support/browser';
import { publishStoredContent } from '../support/publishing';
import { signInAs } from './admin-support';
import { seriousAxeViolations, watchPublicConsole } from './public-support';

/**
 * Public pages are published static HTML whose interactive parts hydrate as islands, without
 * React Router (docs/decisions/006 and 008). Leaving the staff app for them is a full page load
 * of that published HTML.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => clearDatabase());

/** The slider answers its Next button, the phone menu opens, and the updates table shows the stored update. */
async function expectHomeIslandsWork(page: Page) {
  await page.getByRole('table').getByText('Island test project').waitFor();
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).resolves.toBe('true');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
}

it('the home page loads one script, never React Router, and its islands respond', async () => {
  await storeDevelopment({ projectTitle: 'Island test project' });
  await publishStoredContent();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchPublicConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });

  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  await expect(page.evaluate(() => '__reactRouterContext' in window)).resolves.toBe(false);
  await expectHomeIslandsWork(page);
  // A hydration mismatch would be reported here (React logs it as an error).
  expect(errors).toEqual([]);
  await page.close();
});

it('after Logout the browser loads the published home page, and its parts respond', async () => {
  await storeDevelopment({ projectTitle: 'Island test project' });
  await publishStoredContent();
  const { page } = await signInAs(browser, 'Admin');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(siteUrl('/'));
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
