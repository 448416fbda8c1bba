import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { LIMITS } from '@roca/contract';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { site } from '../../web/src/config/site';
import { storeDevelopment, storeEvent } from '../support/builders';
import { clearDatabase } from '../support/db';
import { launchBrowser, siteUrl } from '../support/browser';
import { publishStoredContent } from '../support/publishing';
import { watchPublicConsole } from './public-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => clearDatabase());

const isTrackRequest = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/track';

it('on a phone the menu opens, and closes when a link is chosen', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await menuButton.click();
  await expect(mainNav.isVisible()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
  await mainNav.getByRole('link', { name: 'Executive Members' }).click();
  await page.getByRole('heading', { level: 1, name: 'Executive Members' }).waitFor();
  expect(page.url()).toBe(siteUrl('/executive'));
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.keyboard.press('Escape');
  await expect(mainNav.isVisible()).resolves.toBe(false);
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Menu');
  await page.close();
});

it('the membership form refuses an empty or too long name and posts the right fields for a valid one', async () => {
  const page = await browser.newPage();
  const posted: string[] = [];
  // Stand in for the payment provider: the test must never reach it.
  await page.route(`${site.payment.actionUrl}**`, async (route) => {
    posted.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment provider stand-in</h1>' });
  });
  await page.goto(siteUrl('/membership'), { waitUntil: 'networkidle' });
  await expect(page.getByText('Must be 16 years or older.').isVisible()).resolves.toBe(true);
  await expect(page.getByText('$10 per person per year').isVisible()).resolves.toBe(true);
  const nameField = page.getByRole('textbox', { name: "Member's Name" });
  const pay = page.getByRole('button', { name: /Pay \$10 Membership Fee/ });

  await pay.click();
  await expect(page.getByText("Please enter the member's name.").isVisible()).resolves.toBe(true);
  await expect(nameField.getAttribute('aria-invalid')).resolves.toBe('true');

  await nameField.fill('x'.repeat(LIMITS.memberName + 1));
  await pay.click();
  await expect(page.getByText(`The member's name must be at most ${LIMITS.memberName} characters (now 201).`).isVisible()).resolves.toBe(
    true,
  );
  expect(posted).toEqual([]);

  await nameField.fill('Pat Example');
  await Promise.all([page.waitForURL(`${site.payment.actionUrl}**`), pay.click()]);
  expect(posted).toHaveLength(1);
  expect(Object.fromEntries(new URLSearchParams(posted[0]))).toEqual({
    cmd: site.payment.command,
    hosted_button_id: SEED_CONTENT.settings.paymentButtonId,
    on0: "Member's Name",
    os0: 'Pat Example',
  });
  await page.close();
});

it('page views reach /api/analytics/track on the first load and on each route change, and plan PDF buttons send link records', async () => {
  const page = await browser.newPage();
  const firstView = page.waitForRequest(isTrackRequest);
  await page.goto(siteUrl('/vision'));
  expect((await firstView).postDataJSON()).toEqual({ type: 'page', path: '/vision', title: 'Vision & Mission | ROCA' });

  const secondView = page.waitForRequest(isTrackRequest);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Official Community Plan' }).click();
  expect((await secondView).postDataJSON()).toEqual({
    type: 'page',
    path: '/official-community-plan',
    title: 'Official Community Plan | ROCA',
  });

  const linkRecord = page.waitForRequest((request) => isTrackRequest(request) && request.postDataJSON().type === 'link');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^View PDF/ }).click();
  expect((await linkRecord).postDataJSON()).toMatchObject({
    type: 'link',
    path: '/official-community-plan',
    targetUrl: siteUrl('/public-objects/official-community-plan-2024.pdf'),
  });
  await (await popup).close();
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
  await expect(rows.nth(0).getByRole('link').textContent()).resolves.toBe('https://example.org/b');
  await expect(rows.nth(1).getByRole('link').textContent()).resolves.toBe('Staff report');
  expect(errors).toEqual([]);
  await page.close();
});
