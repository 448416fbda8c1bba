import { expect, it } from 'vitest';
import { storeDevelopment, storeEvent } from '../support/builders';
import { browserTestFile, siteUrl } from '../support/browser';
import { publishStoredContent } from '../support/publishing';
import { navigateAndSettle, watchPublicConsole } from './public-support';

/**
 * The home page is published with its development updates and visible alerts in its HTML
 * (docs/decisions/008): a visitor's browser asks /api for nothing but the page-view record, and
 * never shows a loading state for them.
 */
const { browser } = browserTestFile();

it('the home page makes no /api request but the track call, and shows the updates and visible alerts at once', async () => {
  await storeDevelopment({ projectTitle: 'Maple Court Rezoning' });
  await storeEvent({ heading: 'Public hearing on Maple Court', position: 1 });
  await storeEvent({ heading: 'An alert staff hid', position: 2, isVisible: false });
  await publishStoredContent();

  // The page's HTML alone, with no script run: the updates and the visible alert are there.
  const htmlOnly = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await htmlOnly.newPage();
  await staticPage.goto(siteUrl('/'));
  await expect(staticPage.getByRole('table').getByText('Maple Court Rezoning').isVisible()).resolves.toBe(true);
  await expect(staticPage.getByText('Public hearing on Maple Court').isVisible()).resolves.toBe(true);
  await expect(staticPage.getByText('An alert staff hid').count()).resolves.toBe(0);
  await expect(staticPage.getByText(/loading/i).count()).resolves.toBe(0);
  await htmlOnly.close();

  // With its scripts: the one /api request is the page view, and nothing changes what it shows.
  const page = await browser.newPage();
  const errors = watchPublicConsole(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  await navigateAndSettle(page, () => page.goto(siteUrl('/')));
  expect(apiCalls).toEqual(['POST /api/analytics/track']);
  await expect(page.getByRole('table').getByText('Maple Court Rezoning').isVisible()).resolves.toBe(true);
  await expect(page.getByText(/loading/i).count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});
