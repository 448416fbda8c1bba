import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { todayInVancouver } from '@roca/contract/days';
import { apiAt } from '../support/api';
import { loginAs } from '../support/auth';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { membershipPageWithoutPayPal, publishStoredContent } from '../support/publishing';
import { pdfBytes } from '../support/site-files';
import { clearLocalStorage } from '../support/uploads';
import { expectToast, openAdminScreen, signInAs } from './admin-support';

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion but the
// 60 seconds within which a visitor must see a save.
vi.setConfig({ testTimeout: 300_000 });

const { browser } = browserTestFile();
afterAll(() => clearLocalStorage());
// The public pages start from the seed, whatever an earlier test file published.
beforeEach(() => publishStoredContent());

/** Opens one screen of the Content area from its own navigation, as a person would. */
async function openContentScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, exact: true, level: 2 }).waitFor();
}

/** Days as yyyy-mm-dd, computed in UTC so the test's arithmetic never shifts with a time zone. */
const utcDay = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** The third Tuesday of the month after today's month in Vancouver. */
function thirdTuesdayOfNextMonth(): string {
  const [year, month] = todayInVancouver().split('-').map(Number); // month 1-12 is next month's index
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return utcDay(year, month, 1 + ((2 - firstWeekday + 7) % 7) + 14);
}

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The HTML of a public page as Hosting serves it: plain HTTP, no script runs. */
const servedHtml = async (path: string) => (await fetch(siteUrl(path))).text();

it('an Admin changes the President, the contact e-mail and the payment button, adds two events and replaces the constitution; the served pages show it within 60 seconds', async () => {
  const { page } = await signInAs(browser, 'Admin');
  const errors = watchConsole(page);
  await page.getByRole('main').getByRole('link', { name: 'Manage Content' }).click();
  await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();

  // Site settings: the e-mail is checked in the browser before anything is sent.
  await openContentScreen(page, 'Site settings');
  await page.getByRole('button', { name: 'Edit' }).click();
  const settings = page.getByRole('form', { name: 'Edit site settings' });
  await settings.getByLabel('Contact e-mail *').fill('not an address');
  await settings.getByRole('button', { name: 'Save' }).click();
  await settings.getByText('Must be an e-mail address such as name@example.org').waitFor();
  await settings.getByLabel('Contact e-mail *').fill('office@riverside-oaks.example');
  await settings.getByLabel('Payment button id *').fill('ROCA2026MEMBERSHIP');
  await settings.getByLabel('Development updates on the home page *').fill('5');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Site settings updated successfully');
  await page.getByText('office@riverside-oaks.example', { exact: true }).waitFor();

  // Executive: the President's name.
  await openContentScreen(page, 'Executive');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('group', { name: 'President', exact: true }).getByLabel('Name').fill('Jordan Example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Executive updated successfully');
  await page.getByText('Jordan Example', { exact: true }).waitFor();

  // Calendar: a one-off event next month, and a meeting on the third Tuesday of every month.
  const [year, month] = todayInVancouver().split('-').map(Number);
  const cleanupDay = utcDay(year, month, 12);
  const meetingDay = thirdTuesdayOfNextMonth();
  const meetingUntil = utcDay(year, month + 6, 28);
  await openContentScreen(page, 'Calendar events');

  await page.getByRole('button', { name: 'Add Calendar Event' }).click();
  let form = page.getByRole('form', { name: 'Add Calendar Event' });
  await form.getByLabel('Title *').fill('Spring Cleanup');
  await form.getByLabel('Date *').fill(cleanupDay);
  await form.getByLabel('Start time *').fill('10:00');
  await form.getByLabel('End time').fill('13:00');
  await form.getByLabel('Location *').fill('Riverside Park');
  await form.getByLabel('Type *').selectOption('Community Event');
  await form.getByLabel('Description *').fill('Gloves and bags provided.');
  await form.getByRole('button', { name: 'Add Calendar Event' }).click();
  await expectToast(page, 'Calendar event created successfully');
  await page.getByRole('heading', { name: 'Spring Cleanup' }).waitFor();

  await page.getByRole('button', { name: 'Add Calendar Event' }).click();
  form = page.getByRole('form', { name: 'Add Calendar Event' });
  await form.getByLabel('Title *').fill('Monthly Residents Meeting');
  await form.getByLabel('Date *').fill(meetingDay);
  await form.getByLabel('Start time *').fill('19:00');
  await form.getByLabel('Location *').fill('Community Hall');
  await form.getByLabel('Description *').fill('Development updates and an open floor.');
  await form.getByLabel('Repeats').selectOption({ label: 'Monthly on the third Tuesday' });
  await form.getByLabel('Until (last date, optional)').fill(meetingUntil);
  // The next dates, before saving: the first is the meeting's own date.
  await form.getByText(longDate(meetingDay)).waitFor();
  await form.getByRole('button', { name: 'Add Calendar Event' }).click();
  await expectToast(page, 'Calendar event created successfully');
  await page.getByRole('heading', { name: 'Monthly Residents Meeting' }).waitFor();

  // Files: the constitution, through the upload dialog.
  const constitution = pdfBytes('The constitution as amended at the 2026 AGM');
  await openContentScreen(page, 'Files');
  await page.getByRole('button', { name: 'Replace file of Constitution and Bylaws' }).click();
  const dashboard = page.locator('.uppy-Dashboard-inner[role="dialog"]');
  await dashboard.waitFor();
  await dashboard
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'Constitution 2026.pdf', mimeType: 'application/pdf', buffer: constitution });
  await dashboard.getByRole('button', { name: /Upload 1 file/i }).click();
  await expectToast(page, 'File replaced successfully', 'Constitution and Bylaws now shows the new file.');
  const lastSave = Date.now();

  // The Content area says when the pages went live.
  await page
    .getByRole('status')
    .getByText(/^Published at /)
    .waitFor({ timeout: 60_000 });
  expect(errors).toEqual([]);
  await page.close();

  // Within 60 seconds of the last save, every change is in the HTML as served, and the old values are gone.
  const constitutionPath = `/files/constitution-${createHash('sha256').update(constitution).digest('hex').slice(0, 16)}.pdf`;
  const feedUrl = siteUrl('/calendar.ics');
  async function everythingPublished() {
    const pages = Object.fromEntries(await Promise.all(PUBLIC_PATHS.map(async (path) => [path, await servedHtml(path)] as const)));
    const feed = await (await fetch(feedUrl)).text();
    return (
      Object.values(pages).every(
        (html) => html.includes('mailto:office@riverside-oaks.example') && !html.includes(SEED_CONTENT.settings.email),
      ) &&
      pages['/executive'].includes('Jordan Example') &&
      pages['/calendar'].includes('Spring Cleanup') &&
      pages['/calendar'].includes('Monthly Residents Meeting') &&
      feed.includes('Spring Cleanup') &&
      feed.includes('Monthly Residents Meeting') &&
      pages['/constitution-bylaws'].includes(constitutionPath) &&
      !pages['/constitution-bylaws'].includes(SEED_CONTENT.files.constitution.url)
    );
  }
  while (!(await everythingPublished())) {
    if (Date.now() - lastSave > 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // Each check again, one by one, so a failure names what is missing.
  for (const path of PUBLIC_PATHS) {
    const html = await servedHtml(path);
    expect({ path, footer: html.includes('mailto:office@riverside-oaks.example') }).toEqual({ path, footer: true });
    expect({ path, old: html.includes(SEED_CONTENT.settings.email) }).toEqual({ path, old: false });
  }
  // The button id is on /membership of a site that keeps the hosted button (no PayPal REST app).
  const membership = await membershipPageWithoutPayPal();
  expect(membership).toMatch(/<input type="hidden" name="hosted_button_id" value="ROCA2026MEMBERSHIP"\/?>/);
  expect(membership).not.toContain(SEED_CONTENT.settings.paymentButtonId);

  const executive = await servedHtml('/executive');
  expect(executive).toContain('Jordan Example');

  const calendar = await servedHtml('/calendar');
  const upcoming = calendar.slice(calendar.indexOf('id="upcoming-heading"'), calendar.indexOf('id="past-heading"'));
  expect(upcoming).toContain('Spring Cleanup');
  expect(upcoming).toContain(`${longDate(cleanupDay)} at 10:00 AM`);
  expect(upcoming).toContain('Monthly Residents Meeting');
  expect(upcoming).toContain(`${longDate(meetingDay)} at 7:00 PM`);

  const feed = new ICAL.Component(ICAL.parse(await (await fetch(feedUrl)).text()));
  const vevents = feed.getAllSubcomponents('vevent');
  const meeting = vevents.find((vevent) => vevent.getFirstPropertyValue('summary') === 'Monthly Residents Meeting')!;
  const rrule = meeting.getFirstPropertyValue('rrule') as ICAL.Recur;
  expect(String(rrule)).toMatch(/^FREQ=MONTHLY;BYDAY=3TU;UNTIL=/);
  // The feed gives UNTIL as the last moment of the chosen day in Vancouver, in UTC (RFC 5545).
  expect(rrule.until!.toJSDate().toLocaleString('sv-SE', { timeZone: 'America/Vancouver' })).toBe(`${meetingUntil} 23:59:59`);
  expect(meeting.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Vancouver');
  expect(String(meeting.getFirstPropertyValue('dtstart'))).toBe(`${meetingDay}T19:00:00`);
  const cleanup = vevents.find((vevent) => vevent.getFirstPropertyValue('summary') === 'Spring Cleanup')!;
  expect(cleanup.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Vancouver');
  expect(cleanup.getFirstPropertyValue('rrule')).toBeNull();

  const bylaws = await servedHtml('/constitution-bylaws');
  expect(bylaws.match(new RegExp(`href="${constitutionPath}"`, 'g'))).toHaveLength(2); // View and Download
  expect(bylaws).not.toContain(SEED_CONTENT.files.constitution.url);
  const served = await fetch(siteUrl(constitutionPath));
  expect(served.headers.get('content-type')).toMatch(/^application\/pdf/);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(constitution);

  // What the screens saved is what is stored.
  expect((await db.collection(COLLECTIONS.siteContent).doc('settings').get()).data()).toMatchObject({
    email: 'office@riverside-oaks.example',
    paymentButtonId: 'ROCA2026MEMBERSHIP',
    homeUpdates: 5,
  });
  expect((await db.collection(COLLECTIONS.siteFiles).doc('constitution').get()).data()).toMatchObject({
    contentType: 'application/pdf',
    fileName: 'Constitution 2026.pdf',
  });
});

it('a delete asks first; Cancel keeps the item, Delete removes it', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Content');
  await openContentScreen(page, 'Business directory');
  const business = SEED_CONTENT.businesses.at(-1)!;
  await page.getByRole('button', { name: `Delete ${business.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Business Listing' });
  await dialog.getByText(`"${business.name}"`, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect((await db.collection(COLLECTIONS.businessDirectory).doc(business.id).get()).exists).toBe(true);

  await page.getByRole('button', { name: `Delete ${business.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Business listing deleted successfully');
  await page.getByRole('heading', { name: business.name }).waitFor({ state: 'detached' });
  expect((await db.collection(COLLECTIONS.businessDirectory).doc(business.id).get()).exists).toBe(false);
  await page.close();
});

it('Read Only staff see every Content screen with View Only Access and no control that changes anything; the API answers them 403 and anonymous callers 401', async () => {
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
    const controls = page.getByRole('main').locator('button, input, select, textarea, form');
    expect({ screen: screen.name, controls: await controls.count() }).toEqual({ screen: screen.name, controls: 0 });
  }
  await page.close();

  // The same calls the screens make, through Hosting as the browser makes them.
  const api = apiAt(siteUrl(''));
  const readOnly = await loginAs({ base: siteUrl(''), call: api, close: async () => {} }, 'Read Only');
  const changes: [string, string, unknown][] = [
    ['PUT', '/api/site-settings', { email: 'ro@example.org' }],
    ['PUT', '/api/executive', SEED_CONTENT.executive],
    ['POST', '/api/calendar-events', { ...SEED_CONTENT.calendarEvents[0], id: undefined }],
    ['DELETE', `/api/content/business-directory/${SEED_CONTENT.businesses[0].id}`, undefined],
    ['PUT', '/api/site-files/heroSlide1', { alt: 'Changed' }],
  ];
  for (const [method, path, body] of changes) {
    expect({ path, status: (await api(method, path, { token: readOnly.token, body })).status }).toEqual({ path, status: 403 });
    expect({ path, status: (await api(method, path, { body })).status }).toEqual({ path, status: 401 });
  }
  expect((await api('GET', '/api/site-settings')).status).toBe(401);
});
