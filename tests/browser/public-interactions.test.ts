import { expect, it } from 'vitest';
import { storeDevelopment, storeEvent } from '../support/builders';
import { browserTestFile, siteUrl } from '../support/browser';
import { publishStoredContent } from '../support/publishing';
import { analyticsReader, phoneMenuButton, phoneMenuButtonAsExposed, watchPublicConsole } from './public-support';

const { browser } = browserTestFile();

it('on a phone the menu opens and navigates, by touch or keyboard, is announced as an expandable button, and closes on Escape or outside', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
  const menuButton = phoneMenuButton(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await expect(phoneMenuButtonAsExposed(page)).resolves.toEqual({ role: 'DisclosureTriangle', name: 'Menu', expanded: false });
  await menuButton.click();
  await expect(mainNav.isVisible()).resolves.toBe(true);
  await expect(phoneMenuButtonAsExposed(page)).resolves.toEqual({ role: 'DisclosureTriangle', name: 'Close menu', expanded: true });
  await mainNav.getByRole('link', { name: 'Executive Members' }).click();
  await page.getByRole('heading', { level: 1, name: 'Executive Members' }).waitFor();
  expect(page.url()).toBe(siteUrl('/executive'));
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await expect(phoneMenuButtonAsExposed(page)).resolves.toMatchObject({ name: 'Menu', expanded: false });

  // Escape closes it and puts focus back on its button.
  await menuButton.click();
  await page.keyboard.press('Escape');
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await expect(menuButton.evaluate((summary) => summary === document.activeElement)).resolves.toBe(true);

  // From the keyboard: Enter opens it, Tab reaches its first link, Escape closes it.
  await page.keyboard.press('Enter');
  await expect(mainNav.isVisible()).resolves.toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Vision & Mission');
  await page.keyboard.press('Escape');
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await expect(menuButton.evaluate((summary) => summary === document.activeElement)).resolves.toBe(true);

  // A click outside it closes it (the left edge of the page, below the open menu).
  await menuButton.click();
  await page.mouse.click(4, 700);
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await page.close();
});

it('on a phone the menu opens and navigates with no script at all', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(siteUrl('/vision'));
  await phoneMenuButton(page).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join' }).click();
  await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
  await context.close();
});

/** A record is stored once the page's beacon has gone through Hosting to the function: allow for a slow emulator. */
const POLL = { timeout: 15_000, interval: 250 };

it('each page load records one page view, and document buttons and outbound links record link clicks, in the stored analytics', async () => {
  const analytics = await analyticsReader();
  const page = await browser.newPage();
  const errors = watchPublicConsole(page);
  await page.goto(siteUrl('/vision'));
  await expect.poll(() => analytics.viewCount({ type: 'page', path: '/vision' }), POLL).toBe('1');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Official Community Plan' }).click();
  await expect.poll(() => analytics.viewCount({ type: 'page', path: '/official-community-plan' }), POLL).toBe('1');
  const stored = (await analytics.records()).find((item) => item.path === '/official-community-plan');
  // The server stores a known page under its own title (functions/src/services/analytics/analytics.ts).
  expect(stored).toMatchObject({ type: 'page', title: 'Official Community Plan' });

  const plan = {
    type: 'link' as const,
    path: '/official-community-plan',
    targetUrl: siteUrl('/public-objects/official-community-plan-2024.pdf'),
  };
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^View PDF/ }).click();
  await (await popup).close();
  await expect.poll(() => analytics.viewCount(plan), POLL).toBe('1');
  await expect(analytics.records()).resolves.toContainEqual(
    expect.objectContaining({ ...plan, title: 'View PDF: Official Community Plan (adopted May 7, 2024)' }),
  );

  // A link to another site, answered here by a stand-in: the test never leaves this machine.
  await page.goto(siteUrl('/participation-manual'));
  const outbound = page.getByRole('link', { name: "The municipality's public participation page" });
  const targetUrl = new URL((await outbound.getAttribute('href'))!).href;
  await page
    .context()
    .route(`${new URL(targetUrl).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Stand-in</h1>' }));
  const outboundPopup = page.waitForEvent('popup');
  await outbound.click();
  await (await outboundPopup).close();
  await expect.poll(() => analytics.viewCount({ type: 'link', path: '/participation-manual', targetUrl }), POLL).toBe('1');
  await expect.poll(() => analytics.viewCount({ type: 'page', path: '/vision' }), POLL).toBe('1');
  expect(errors).toEqual([]);
  await page.close();
});

it('the home page shows visible event alerts by position around the updates, newest update first, unknown colours as blue', async () => {
  await storeEvent({ heading: 'Alert at position three', position: 3, eventType: 'green' });
  await storeEvent({ heading: 'Alert at position one', position: 1, eventType: 'teal' as never, date: '2025-08-15', time: '19:00' });
  await storeEvent({ heading: 'Alert at position two', position: 2, eventType: 'red' });
  await storeEvent({ heading: 'Hidden alert', position: 1, isVisible: false });
  await storeDevelopment({
    projectTitle: 'Older project',
    date: '2025-01-10',
    status: 'Suspended',
    link1: 'https://example.org/a',
    linkText1: 'Staff report',
  });
  await storeDevelopment({
    projectTitle: 'Newer project',
    date: '2025-06-01',
    status: 'Under Construction',
    link1: 'https://example.org/b',
  });
  await publishStoredContent();

  const page = await browser.newPage();
  const errors = watchPublicConsole(page);
  await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
  await page.getByRole('table').waitFor();
  const order = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-event-type] p:first-child, #updates-heading'), (el) => el.textContent),
  );
  expect(order).toEqual(['Alert at position one', 'Development Updates', 'Alert at position two', 'Alert at position three']);
  await expect(page.getByText('Hidden alert').count()).resolves.toBe(0);
  await expect(
    page.locator('[data-event-type]').evaluateAll((items) => items.map((item) => item.getAttribute('data-event-type'))),
  ).resolves.toEqual(['blue', 'red', 'green']);
  await expect(page.getByText('Friday, August 15, 2025 at 7:00 PM').isVisible()).resolves.toBe(true);

  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.nth(0).textContent()).resolves.toContain('Newer project');
  await expect(rows.nth(1).textContent()).resolves.toContain('Older project');
  // Each row's title links to the application's own page, then come the update's links.
  await expect(rows.nth(0).getByRole('link').allTextContents()).resolves.toEqual(['Newer project', 'https://example.org/b']);
  await expect(rows.nth(1).getByRole('link').allTextContents()).resolves.toEqual(['Older project', 'Staff report']);
  await expect(rows.nth(0).getByRole('link', { name: 'Newer project' }).getAttribute('href')).resolves.toMatch(/^\/applications\/[\w-]+$/);
  expect(errors).toEqual([]);
  await page.close();
});
