import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@roca/contract';
import { createStaffUser, storeEvent } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { browserTestFile, siteUrl } from '../support/browser';
import { publishStoredContent } from '../support/publishing';
import { alterNextRequestBody, expectFieldError, expectToast, openAdminScreen, signInAs, submitLogin } from './admin-support';

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion.
vi.setConfig({ testTimeout: 90_000 });

const { browser } = browserTestFile();

async function storedEvents() {
  const snap = await db.collection(COLLECTIONS.events).get();
  return snap.docs.map((doc) => ({ heading: doc.get('heading'), isVisible: doc.get('isVisible'), position: doc.get('position') }));
}

/** The alert headings of the home page as a new visitor gets it now: they are in its HTML. */
async function homeAlertHeadings() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(siteUrl('/'));
  const headings = await page.locator('[data-event-type] p.text-lg').allTextContents();
  await context.close();
  return headings;
}

/** A save is published to the home page within a minute (docs/content.md), so the checks wait that long. */
const published = { timeout: 60_000, interval: 1_000 };

/** Today in Vancouver, the association's time zone, as yyyy-mm-dd (en-CA writes dates that way). */
const vancouverToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Vancouver' });

describe.each(['Admin', 'Super'] as const)('signed in as %s', (role) => {
  it('creates an event, hides it from the home page, shows it again, edits and deletes it', async () => {
    await storeEvent({ heading: 'Always shown', position: 3 });
    const { page } = await signInAs(browser, role);
    await openAdminScreen(page, 'Events');
    await page.getByRole('heading', { name: 'Always shown' }).waitFor();

    await page.getByRole('button', { name: 'Add Event' }).click();
    const form = page.getByRole('form', { name: 'Add Event' });
    // A new event starts on today's date (in Vancouver, whatever the browser's zone) at position 1.
    await expect(form.getByLabel('Date *').inputValue()).resolves.toBe(vancouverToday());
    await expect(form.getByLabel('Position *').inputValue()).resolves.toBe('1');

    await form.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Please fill in all required fields');

    await form.getByLabel('Heading *').fill(`Tree planting ${role}`);
    await form.getByLabel('Description *').fill('Bring gloves.');
    await form.getByLabel('Time *').fill('10:30');
    await form.getByLabel('Colour *').selectOption('green');
    await form.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Event created successfully');
    await page.getByRole('heading', { name: `Tree planting ${role}` }).waitFor();
    expect(await storedEvents()).toContainEqual({ heading: `Tree planting ${role}`, isVisible: true, position: 1 });
    await expect.poll(homeAlertHeadings, published).toContain(`Tree planting ${role}`);

    // The switch updates at once; the home page no longer shows the event.
    const treeSwitch = page.locator('article', { hasText: `Tree planting ${role}` }).getByRole('switch');
    await treeSwitch.click();
    await page
      .locator('article', { hasText: `Tree planting ${role}` })
      .getByText('Hidden from home page')
      .waitFor();
    await expect
      .poll(async () => (await storedEvents()).find((e) => e.heading === `Tree planting ${role}`)?.isVisible, { timeout: 20_000 })
      .toBe(false);
    await expect.poll(homeAlertHeadings, published).not.toContain(`Tree planting ${role}`);

    await treeSwitch.click();
    await page
      .locator('article', { hasText: `Tree planting ${role}` })
      .getByText('Show on home page')
      .waitFor();
    await expect
      .poll(async () => (await storedEvents()).find((e) => e.heading === `Tree planting ${role}`)?.isVisible, { timeout: 20_000 })
      .toBe(true);
    await expect.poll(homeAlertHeadings, published).toContain(`Tree planting ${role}`);

    // Edit.
    await page.getByRole('button', { name: `Edit Tree planting ${role}` }).click();
    const editForm = page.getByRole('form', { name: `Edit Tree planting ${role}` });
    await editForm.getByLabel('Position *').selectOption('2');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event updated successfully');
    await expect
      .poll(async () => (await storedEvents()).find((e) => e.heading === `Tree planting ${role}`)?.position, { timeout: 20_000 })
      .toBe(2);

    // Delete: the confirmation names the event.
    await page.getByRole('button', { name: `Delete Tree planting ${role}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Event' });
    await dialog.getByText(`"Tree planting ${role}"`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Event deleted successfully');
    await page.getByRole('heading', { name: `Tree planting ${role}` }).waitFor({ state: 'detached' });
    expect((await storedEvents()).map((e) => e.heading)).toEqual(['Always shown']);
    await page.close();
  });
});

it('an empty list says so', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Events');
  await page.getByText('No events scheduled yet.').waitFor();
  await page.close();
});

it('Read Only staff see every event, hidden ones too, with the switches disabled and no edit or delete', async () => {
  await storeEvent({ heading: 'Hidden meeting', isVisible: false });
  const { page } = await signInAs(browser, 'Read Only');
  await openAdminScreen(page, 'Events');
  await page.getByRole('heading', { name: 'Hidden meeting' }).waitFor();
  await page.getByText('View Only Access').waitFor();
  await expect(page.getByRole('switch', { name: 'Hidden from home page' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Add Event' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Edit Hidden meeting' }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Delete Hidden meeting' }).count()).resolves.toBe(0);
  await page.close();
});

it('after Logout and signing in again in the same tab, the staff list still has the hidden events', async () => {
  // The public home page reads only visible events; the staff screen must never be given that list.
  await storeEvent({ heading: 'Shown to everyone', position: 1 });
  await storeEvent({ heading: 'Hidden planning meeting', isVisible: false });
  await publishStoredContent();
  const staff = await createStaffUser('Admin');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(20_000);
  await page.goto(siteUrl('/'));
  await page.getByText('Shown to everyone', { exact: true }).waitFor();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Staff Login' }).click();
  await submitLogin(page, staff.username, staff.password);
  await page.waitForURL(siteUrl('/control-panel'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(siteUrl('/'));
  await page.getByText('Shown to everyone', { exact: true }).waitFor();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Staff Login' }).click();
  await submitLogin(page, staff.username, staff.password);
  await page.waitForURL(siteUrl('/control-panel'));
  await openAdminScreen(page, 'Events');
  await page.getByRole('heading', { name: 'Shown to everyone' }).waitFor();
  await page.getByRole('heading', { name: 'Hidden planning meeting' }).waitFor();
  await page.getByText('Hidden from home page').waitFor();
  await page.close();
});

it('when the server refuses a field, its message shows under that field', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Events');
  await page.getByText('No events scheduled yet.').waitFor();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const form = page.getByRole('form', { name: 'Add Event' });
  await form.getByLabel('Heading *').fill('Park clean-up');
  await form.getByLabel('Description *').fill('Bring gloves.');
  await form.getByLabel('Time *').fill('10:30');
  // A heading longer than the server allows, as a screen from before a limit changed would send.
  const { answer } = await alterNextRequestBody(page, 'POST', '/api/events', { heading: 'x'.repeat(LIMITS.eventHeading + 1) });
  await form.getByRole('button', { name: 'Add Event' }).click();
  const response = await answer;
  const body = await response.json();
  expect(response.status()).toBe(400);
  await expectFieldError(form.getByLabel('Heading *'), body.fieldErrors.heading);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('event-new-heading');
  await expectToast(page, 'Failed to create event', body.message);
  // The form stays open with what was typed, and nothing was stored.
  await expect(form.getByLabel('Heading *').inputValue()).resolves.toBe('Park clean-up');
  expect(await storedEvents()).toEqual([]);
  await page.close();
});
