import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { objectStore } from '../../functions/src/storage/select-store';
import { clearDatabase, COLLECTIONS, db } from '../support/db';
import { launchBrowser, watchConsole } from '../support/browser';
import { pdfBytes } from '../support/site-files';
import { clearLocalStorage } from '../support/uploads';
import { expectToast, openAdminScreen, signInAs } from './admin-support';

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion.
vi.setConfig({ testTimeout: 120_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await clearLocalStorage();
});
beforeEach(() => clearDatabase());

/** Opens one screen of the Content area from its own navigation, as a person would. */
async function openContentScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, exact: true, level: 2 }).waitFor();
}

const stored = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).data();

it('an Admin changes the contact e-mail and the President, adds a monthly meeting and replaces the constitution; a reload shows them', async () => {
  const { page } = await signInAs(browser, 'Admin');
  const errors = watchConsole(page);
  await page.getByRole('main').getByRole('link', { name: 'Manage Content' }).click();
  await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();

  // Site settings: the e-mail, checked in the browser before it is sent.
  await openContentScreen(page, 'Site settings');
  await page.getByRole('button', { name: 'Edit' }).click();
  const settings = page.getByRole('form', { name: 'Edit site settings' });
  await settings.getByLabel('Contact e-mail *').fill('not an address');
  await settings.getByRole('button', { name: 'Save' }).click();
  await settings.getByText('Must be an e-mail address such as name@example.org').waitFor();
  await settings.getByLabel('Contact e-mail *').fill('office@example.org');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Site settings updated successfully');
  await page.getByText('office@example.org', { exact: true }).waitFor();

  // Executive: the President's name.
  await openContentScreen(page, 'Executive');
  await page.getByRole('button', { name: 'Edit' }).click();
  const president = page.getByRole('group', { name: 'President', exact: true });
  await president.getByLabel('Name').fill('Jordan Example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Executive updated successfully');
  await page.getByText('Jordan Example', { exact: true }).waitFor();

  // Calendar: a monthly meeting on the third Tuesday, with its next dates shown before saving.
  await openContentScreen(page, 'Calendar events');
  await page.getByRole('button', { name: 'Add Calendar Event' }).click();
  const form = page.getByRole('form', { name: 'Add Calendar Event' });
  await form.getByLabel('Title *').fill('Executive Meeting');
  await form.getByLabel('Date *').fill('2030-01-15');
  await form.getByLabel('Start time *').fill('19:00');
  await form.getByLabel('Location *').fill('Community Hall');
  await form.getByLabel('Description *').fill('Monthly meeting of the executive; members welcome.');
  await form.getByLabel('Repeats').selectOption({ label: 'Monthly on the third Tuesday' });
  await form.getByLabel('Until (last date, optional)').fill('2030-06-30');
  await form.getByText('Tuesday, February 19, 2030').waitFor();
  await form.getByRole('button', { name: 'Add Calendar Event' }).click();
  await expectToast(page, 'Calendar event created successfully');
  await page.getByRole('heading', { name: 'Executive Meeting' }).waitFor();

  // Files: the constitution, through the upload dialog.
  await openContentScreen(page, 'Files');
  await page.getByRole('button', { name: 'Replace file of Constitution and Bylaws' }).click();
  const dashboard = page.locator('.uppy-Dashboard-inner[role="dialog"]');
  await dashboard.waitFor();
  await dashboard
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'Constitution 2026.pdf', mimeType: 'application/pdf', buffer: pdfBytes('constitution 2026') });
  await dashboard.getByRole('button', { name: /Upload 1 file/i }).click();
  await expectToast(page, 'File replaced successfully', 'Constitution and Bylaws now shows the new file.');

  // After a reload every screen shows what was saved.
  await page.reload();
  await page.getByText('Constitution 2026.pdf', { exact: false }).waitFor();
  await openContentScreen(page, 'Site settings');
  await page.getByText('office@example.org', { exact: true }).waitFor();
  await openContentScreen(page, 'Executive');
  await page.getByText('Jordan Example', { exact: true }).waitFor();
  await openContentScreen(page, 'Calendar events');
  await page.getByText('Monthly on the third Tuesday until June 30, 2030').waitFor();
  expect(errors).toEqual([]);
  await page.close();

  expect(await stored(COLLECTIONS.siteContent, 'settings')).toMatchObject({ email: 'office@example.org' });
  expect((await stored(COLLECTIONS.siteContent, 'executive'))?.officers[0]).toMatchObject({
    position: 'President',
    name: 'Jordan Example',
  });
  const events = (await db.collection(COLLECTIONS.calendarEvents).where('title', '==', 'Executive Meeting').get()).docs;
  expect(events.map((e) => e.get('repeat'))).toEqual(['FREQ=MONTHLY;BYDAY=3TU;UNTIL=20300630']);
  const constitution = await stored(COLLECTIONS.siteFiles, 'constitution');
  expect(constitution).toMatchObject({ contentType: 'application/pdf', fileName: 'Constitution 2026.pdf' });
  expect(await objectStore().stat(constitution!.objectPath)).not.toBeNull();
});

it('a delete asks first; Cancel keeps the item, Delete removes it', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Content');
  await openContentScreen(page, 'Business directory');
  await page.getByRole('button', { name: 'Delete Sample Books' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Business Listing' });
  await dialog.getByText('"Sample Books"', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await stored(COLLECTIONS.businessDirectory, 'seed-business-5')).toBeDefined();

  await page.getByRole('button', { name: 'Delete Sample Books' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Business listing deleted successfully');
  await page.getByRole('heading', { name: 'Sample Books' }).waitFor({ state: 'detached' });
  expect(await stored(COLLECTIONS.businessDirectory, 'seed-business-5')).toBeUndefined();
  await page.close();
});

it('Read Only staff see every Content screen with View Only Access and no control that changes anything', async () => {
  const { page } = await signInAs(browser, 'Read Only', { width: 375 });
  await openAdminScreen(page, 'Content');
  const screens = [
    { name: 'Site settings', shows: SEED_CONTENT.settings.email },
    { name: 'Executive', shows: 'President' },
    { name: 'Calendar events', shows: SEED_CONTENT.calendarEvents[0].title },
    { name: 'Business directory', shows: SEED_CONTENT.businesses[0].name },
    { name: 'Community links', shows: SEED_CONTENT.communityLinks[0].name },
    { name: 'Volunteer needs', shows: SEED_CONTENT.volunteerNeeds[0].area },
    { name: 'Files', shows: 'Constitution and Bylaws' },
  ];
  for (const screen of screens) {
    await openContentScreen(page, screen.name);
    await page.getByRole('main').getByText(screen.shows, { exact: true }).first().waitFor();
    await page.getByText('View Only Access').waitFor();
    expect({ screen: screen.name, buttons: await page.getByRole('main').getByRole('button').count() }).toEqual({
      screen: screen.name,
      buttons: 0,
    });
  }
  await page.close();
});
