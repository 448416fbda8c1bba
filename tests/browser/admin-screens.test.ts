import { expect, it, vi } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { storeDevelopment, storeEvent } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { openAdminScreen, seriousViolations, signInAs, untilSignInFormHydrated } from './admin-support';

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion.
vi.setConfig({ testTimeout: 240_000 });

const { browser } = browserTestFile();

async function storeAnalytics(item: {
  type: 'page' | 'link';
  path: string;
  title: string;
  viewCount: number;
  targetUrl?: string;
  viewed?: boolean;
}) {
  const { viewed = true, ...rest } = item;
  await db
    .collection(COLLECTIONS.analytics)
    .add({ ...rest, lastViewed: viewed ? FieldValue.serverTimestamp() : null, createdAt: FieldValue.serverTimestamp() });
}

it('the analytics screen shows the summary cards, the chart and the table, with Never for an unviewed item', async () => {
  await storeAnalytics({ type: 'page', path: '/', title: 'Home', viewCount: 40 });
  await storeAnalytics({ type: 'page', path: '/vision', title: 'Vision', viewCount: 10 });
  await storeAnalytics({
    type: 'link',
    path: '/rezoning',
    title: 'Applications',
    viewCount: 5,
    targetUrl: 'https://example.org/apps',
    viewed: false,
  });
  const { page } = await signInAs(browser, 'Read Only');
  await openAdminScreen(page, 'Analytics');
  const card = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect.poll(() => card('Total Views').textContent(), { timeout: 20_000 }).toBe('55');
  await expect(card('Page Views').textContent()).resolves.toBe('50');
  await page.getByText('2 unique pages').waitFor();
  await expect(card('Link Clicks').textContent()).resolves.toBe('5');
  await page.getByText('1 unique links').waitFor();
  await expect(card('Tracked Items').textContent()).resolves.toBe('3');
  await page.getByRole('heading', { name: 'Most Viewed Pages' }).waitFor();

  const headers = await page.getByRole('region', { name: 'Tracked items table' }).getByRole('columnheader').allTextContents();
  expect(headers).toEqual(['Type', 'Path/URL', 'Title', 'View Count', 'Last Viewed', 'Target URL']);
  const linkRow = page.getByRole('row').filter({ hasText: 'https://example.org/apps' });
  await linkRow.getByRole('cell', { name: 'Never' }).waitFor();
  await page.close();
});

it('the analytics screen charts page views and link clicks per day for the last 30 days', async () => {
  const track = (body: object) =>
    fetch(siteUrl('/api/analytics/track'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  for (const path of ['/', '/vision', '/vision']) expect((await track({ type: 'page', path, title: 'x' })).status).toBe(204);
  expect((await track({ type: 'link', path: '/', title: 'x', targetUrl: 'https://example.org/' })).status).toBe(204);

  const { page } = await signInAs(browser, 'Read Only');
  await openAdminScreen(page, 'Analytics');
  const chart = page.getByRole('region', { name: 'Views per Day' });
  await chart.getByText('Last 30 days: 3 page views.').waitFor();
  const rows = chart.locator('table tbody tr');
  await expect(rows.count()).resolves.toBe(30);
  await expect(rows.last().locator('td').allTextContents()).resolves.toEqual(['3', '1']);
  await expect(rows.first().locator('td').allTextContents()).resolves.toEqual(['0', '0']);
  await page.close();
});

it('the analytics screen says No Analytics Data when nothing was tracked', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Analytics');
  await page.getByRole('heading', { name: 'No Analytics Data' }).waitFor();
  await page.close();
});

it('every admin screen has no serious or critical accessibility violations, at 375 and 1280 px', async () => {
  await storeDevelopment({ projectTitle: 'Cedar Lane', status: 'Approved', link1: 'https://example.org/a', linkText1: 'Application' });
  await storeEvent({ heading: 'Annual General Meeting' });
  await storeEvent({ heading: 'Hidden notice', isVisible: false, position: 2 });
  await storeAnalytics({ type: 'page', path: '/', title: 'Home', viewCount: 12 });

  const login = await browser.newPage();
  await login.goto(siteUrl('/login'));
  await login.getByRole('heading', { name: 'Login' }).waitFor();
  // The prerendered form as it is once hydrated (tests/browser/public-scripts.test.ts checks it before).
  await untilSignInFormHydrated(login);
  expect(await seriousViolations(login)).toEqual([]);
  await login.goto(siteUrl('/forgot-password'));
  await login.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await untilSignInFormHydrated(login);
  expect(await seriousViolations(login)).toEqual([]);
  await login.close();

  for (const width of [375, 1280]) {
    const { page } = await signInAs(browser, 'Admin', { width });
    const errors = watchConsole(page);
    const screens = [
      { link: 'Dashboard', ready: 'Quick Stats' },
      { link: 'Developments', ready: 'Cedar Lane' },
      { link: 'Events', ready: 'Annual General Meeting' },
      { link: 'Content', ready: 'Calendar events' },
      { link: 'Manage Users', ready: 'Test Admin' },
      { link: 'Analytics', ready: 'Most Viewed Pages' },
    ] as const;
    for (const screen of screens) {
      await openAdminScreen(page, screen.link);
      await page.getByRole('heading', { name: screen.ready }).first().waitFor();
      expect({ screen: screen.link, width, violations: await seriousViolations(page) }).toEqual({
        screen: screen.link,
        width,
        violations: [],
      });
      if (process.env.ROCA_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/${screen.link.replace(' ', '-')}-${width}.png`, fullPage: true });
    }
    // Each screen of the Content area, and its larger forms open.
    await openAdminScreen(page, 'Content');
    const contentScreens = [
      { name: 'Site settings', open: 'Edit' },
      { name: 'Executive', open: 'Edit' },
      { name: 'Calendar events', open: 'Add Calendar Event' },
      { name: 'Business directory', open: 'Add Business Listing' },
      { name: 'Community links' },
      { name: 'Volunteer needs' },
      { name: 'Files', open: 'Edit text of Official boundary map' },
    ];
    for (const screen of contentScreens) {
      await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: screen.name, exact: true }).click();
      await page.getByRole('heading', { name: screen.name, exact: true, level: 2 }).waitFor();
      await page.getByRole('main').locator('li, dl').first().waitFor();
      expect({ screen: screen.name, width, violations: await seriousViolations(page) }).toEqual({
        screen: screen.name,
        width,
        violations: [],
      });
      if (screen.open) {
        await page.getByRole('button', { name: screen.open, exact: true }).click();
        await page.getByRole('main').getByRole('form').waitFor();
        expect({ form: screen.name, width, violations: await seriousViolations(page) }).toEqual({
          form: screen.name,
          width,
          violations: [],
        });
      }
      if (process.env.ROCA_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.ROCA_SCREENSHOTS}/Content-${screen.name.replace(' ', '-')}-${width}.png`,
          fullPage: true,
        });
    }
    // The open forms and dialogs too.
    await openAdminScreen(page, 'Developments');
    await page.getByRole('button', { name: 'Edit Cedar Lane' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.ROCA_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/Development-edit-${width}.png`, fullPage: true });
    await openAdminScreen(page, 'Manage Users');
    await page.getByRole('button', { name: 'Add New User' }).click();
    await page.getByRole('dialog', { name: 'Create New User' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.ROCA_SCREENSHOTS) await page.screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/User-dialog-${width}.png` });
    expect(errors).toEqual([]);
    await page.close();
  }
});
