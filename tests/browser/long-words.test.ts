import { expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { updateDevelopment } from '../../functions/src/services/content';
import { developmentInput, storeDevelopment, storeEvent } from '../support/builders';
import { publishStoredContent } from '../support/publishing';
import { browserTestFile, siteUrl } from '../support/browser';
import { openAdminScreen, openHomeAsVisitor, signInAs } from './admin-support';

/**
 * Long unbroken text from staff, such as a pasted address, wraps wherever it is shown
 * (overflow-wrap: anywhere) instead of pushing the page or a table sideways on a phone.
 */
vi.setConfig({ testTimeout: 120_000 });

const { browser } = browserTestFile();

/** 300 characters without a space. */
const LONG_URL = `https://example.org/plans/${'a1b2c3d4e5'.repeat(28)}x`.slice(0, 300);

/**
 * What overflows on the page: the page itself, and every box (not inline text) that shows the
 * long text and is wider inside than its own width.
 */
function overflow(page: Page) {
  return page.evaluate((text) => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (getComputedStyle(el).display.startsWith('inline') || !el.textContent?.includes(text)) continue;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') {
        problems.push(`<${el.tagName.toLowerCase()} class="${el.className}"> ${el.scrollWidth}px in ${el.clientWidth}px`);
      }
    }
    return problems;
  }, LONG_URL);
}

it('wraps a 300-character address at 375 px on the home page and on every staff screen that shows it', async () => {
  expect(LONG_URL).toHaveLength(300);
  const id = await storeDevelopment({ projectTitle: 'Willow Row', description: 'A short description.' });
  await updateDevelopment('system', id, developmentInput({ projectTitle: 'Willow Row', description: `Plans: ${LONG_URL}` }));
  await storeEvent({ heading: 'Open house', description: `Details: ${LONG_URL}`, position: 1 });
  await publishStoredContent();

  const home = await openHomeAsVisitor(browser, 'Willow Row');
  await home.page.setViewportSize({ width: 375, height: 800 });
  await home.page.getByText('Open house').waitFor();
  expect(await overflow(home.page)).toEqual([]);
  // The updates table keeps its own width (it scrolls sideways inside its frame on a phone).
  const table = await home.page.locator('#updates table').boundingBox();
  expect(table!.width).toBeLessThanOrEqual(641);
  if (process.env.ROCA_SCREENSHOTS) {
    await home.page.locator('#updates').screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/long-words-home-375.png` });
    await home.page.setViewportSize({ width: 1280, height: 900 });
    await home.page.locator('#updates').screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/long-words-home-1280.png` });
  }
  await home.close();

  const { page } = await signInAs(browser, 'Admin', { width: 375 });
  await openAdminScreen(page, 'Developments');
  await page.getByRole('heading', { name: 'Willow Row' }).waitFor();
  expect(await overflow(page)).toEqual([]);
  await openAdminScreen(page, 'Events');
  await page.getByRole('heading', { name: 'Open house' }).waitFor();
  expect(await overflow(page)).toEqual([]);
  await page.goto(siteUrl('/admin/audit-log'));
  await page.getByText(`Plans: ${LONG_URL}`).first().waitFor();
  expect(await overflow(page)).toEqual([]);
  if (process.env.ROCA_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/long-words-audit-375.png`, fullPage: true });
  await page.close();
});
