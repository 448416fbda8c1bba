import { expect, it } from 'vitest';
import { storeDevelopment } from '../support/builders';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { publishStoredContent } from '../support/publishing';

const { browser } = browserTestFile();

it('a visitor opening the home page sees the stored development updates in the table', async () => {
  await storeDevelopment({ projectTitle: 'Maple Court', date: '2025-04-02', status: 'Approved' });
  await storeDevelopment({ projectTitle: 'Birch Walk', date: '2025-08-09', status: 'Under Review' });
  await publishStoredContent();

  const page = await browser.newPage();
  const errors = watchConsole(page);
  await page.goto(siteUrl('/'));
  const table = page.getByRole('table');
  await table.waitFor();
  const titles = await table.locator('tbody tr td:nth-child(2) p.font-semibold').allTextContents();
  expect(titles).toEqual(['Birch Walk', 'Maple Court']);
  await expect(page.getByText('Approved', { exact: true }).isVisible()).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

it('an unknown path shows the Page Not Found page', async () => {
  const page = await browser.newPage();
  await page.goto(siteUrl('/no-such-page'));
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
  await page.close();
});
