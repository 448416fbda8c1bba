import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { addDays } from '@roca/contract/days';
import { inVancouver } from '../../functions/src/services/content';
import { sendSignupReminders } from '../../functions/src/services/signups';
import { browserTestFile, siteUrl } from '../support/browser';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { waitForPublishedChanges } from '../support/publishing';
import { calendarFileOf, nextDates, signupLinkOf } from '../support/signups';
import { expectAccessible, expectToast, openAdminScreen, signInAs } from './admin-support';
import { expectAccessibleAtPhoneAndDesktop, watchPublicConsole } from './public-support';

/**
 * The walk of docs/signups.md in Chromium against the real stack, with the real SMTP inbox: staff
 * open sign-up on the seed's weekly work party with capacity 3 and a shift; four residents sign up
 * at a phone's width, the fourth waits; one cancels; the fourth gets an offer and accepts;
 * reminders reach the three coming and not the waitlist; staff give the date a rain date and each
 * person coming receives a calendar file whose SEQUENCE rose; the check-in sheet prints. One more
 * resident signs up without JavaScript. No serious or critical axe finding at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 420_000 });
const { browser } = browserTestFile();
const mail = smtpInboxForFile();

const WORK_PARTY = SEED_CONTENT.calendarEvents.find((e) => e.id === 'seed-event-4')!;
/** The second coming date: a week or more ahead, so its reminders are all still to come. */
const key = () => nextDates(WORK_PARTY, 2)[1];

const messagesTo = (address: string) => mail.inbox.messages.filter((m) => m.envelopeTo[0] === address);

/** A resident on a phone opens /calendar, unfolds the date's form and signs up; returns their page. */
async function signUpOnPhone(b: Browser, name: string, email: string, { shift }: { shift?: string } = {}) {
  const context = await b.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const errors = watchPublicConsole(page);
  await page.goto(siteUrl('/calendar'));
  const card = page.locator(`details#signup-${WORK_PARTY.id}-${key()}`);
  await card.locator('summary').click();
  const form = card.getByRole('form', { name: 'Sign up for this date' });
  // What is collected, why and when it is deleted is said on the form (PIPA).
  await expect(
    form.getByText(/collects your name, e-mail address, party size .* We delete them \d+ days after the event\./).isVisible(),
  ).resolves.toBe(true);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail address').fill(email);
  if (shift) await form.getByRole('radio', { name: new RegExp(`^${shift}`) }).check();
  await form.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail to confirm your sign-up' }).waitFor();
  expect(errors).toEqual([]);
  return { page, close: () => context.close() };
}

/** Opens the link of the newest message to `email` and presses a button of the sign-up's page. */
async function pressInLatestMessage(page: Page, email: string, button: string, count: number) {
  await expect.poll(() => messagesTo(email).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  await page.goto(siteUrl(signupLinkOf(messagesTo(email).at(-1)!.parsed)));
  await page.getByRole('button', { name: button }).click();
  return (await page.getByRole('status').textContent()) ?? '';
}

describe('sign-up to an event', () => {
  it('walks from opening sign-up to the check-in sheet', async () => {
    // 1. Staff set the work party to 3 places with one shift.
    const { page: staff } = await signInAs(browser, 'Admin');
    await openAdminScreen(staff, 'Sign-ups');
    await staff.getByRole('button', { name: `Sign-up settings for ${WORK_PARTY.title}` }).click();
    const settings = staff.getByRole('form', { name: 'Sign-up settings' });
    await settings.getByLabel('Places on each date *').fill('3');
    await settings.getByRole('button', { name: 'Remove shift 2' }).click();
    await settings.getByRole('button', { name: 'Save sign-up' }).click();
    await expectToast(staff, 'Sign-up saved');
    await expectAccessible(staff, 'the Sign-ups screen');
    await waitForPublishedChanges();

    // 2. Four residents sign up from their phones and confirm with the link; the fourth waits.
    const residents = ['ann', 'bea', 'cal', 'dee'].map((name) => ({
      name: `${name[0].toUpperCase()}${name.slice(1)} Resident`,
      email: `${name}@example.org`,
    }));
    const outcomes: string[] = [];
    for (const [i, resident] of residents.entries()) {
      const { page, close } = await signUpOnPhone(browser, resident.name, resident.email, { shift: i === 0 ? 'Set-up' : undefined });
      if (i === 0) await expectAccessibleAtPhoneAndDesktop(page);
      outcomes.push(await pressInLatestMessage(page, resident.email, 'Confirm my sign-up', 1));
      if (i === 3) await expectAccessibleAtPhoneAndDesktop(page);
      await close();
    }
    expect(outcomes.slice(0, 3)).toEqual(Array(3).fill(expect.stringContaining('Your place is confirmed')));
    expect(outcomes[3]).toContain('you are on the waitlist');

    // 3. Ann cancels: Dee is offered the place, and accepts it.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    expect(await pressInLatestMessage(page, 'ann@example.org', 'Cancel my sign-up', 2)).toContain('Your sign-up is cancelled');
    await expect
      .poll(() => messagesTo('dee@example.org').map((m) => m.parsed.subject), { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/^A place is free for you/));
    expect(await pressInLatestMessage(page, 'dee@example.org', 'Accept the place', 3)).toContain('The place is yours');

    // One more waits (signed up without JavaScript: the server checks the form and shows the error beside the field).
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await noScript.newPage();
    await plain.goto(siteUrl('/calendar'));
    const card = plain.locator(`details#signup-${WORK_PARTY.id}-${key()}`);
    await card.locator('summary').click();
    await card.getByLabel('Your name').fill('Eve Resident');
    await card.getByLabel('E-mail address').fill('eve@localhost');
    await card.getByRole('button', { name: 'Sign up', exact: true }).click();
    await plain.getByRole('heading', { level: 1, name: `Sign up: ${WORK_PARTY.title}` }).waitFor();
    await expect(plain.locator(`#signup-${WORK_PARTY.id}-${key()}-email-error`).textContent()).resolves.toMatch(/e-mail address/);
    await plain.getByLabel('E-mail address').fill('eve@example.org');
    await plain.getByRole('button', { name: 'Sign up', exact: true }).click();
    await plain.getByRole('heading', { level: 1, name: 'Check your e-mail to confirm your sign-up' }).waitFor();
    await noScript.close();
    expect(await pressInLatestMessage(page, 'eve@example.org', 'Confirm my sign-up', 1)).toContain('you are on the waitlist');

    // 4. Reminders three days before reach the three coming, not the waitlist, once.
    await settledMessages(undefined);
    const reminderTime = inVancouver(addDays(key(), -2), '12:00').toJSDate();
    await sendSignupReminders(reminderTime);
    await sendSignupReminders(reminderTime);
    await settledMessages(undefined);
    const reminded = mail.inbox.messages.filter((m) => /^Reminder:/.test(m.parsed.subject ?? '')).flatMap((m) => m.envelopeTo);
    expect(reminded.sort()).toEqual(['bea@example.org', 'cal@example.org', 'dee@example.org']);

    // 5. Staff give the date a rain date: everyone signed up is told; those coming get the calendar file, its SEQUENCE higher.
    await openAdminScreen(staff, 'Sign-ups');
    await staff.getByRole('link', { name: `Dates and people of ${WORK_PARTY.title}` }).click();
    await staff.locator(`a[href$="/${key()}"]`).click();
    await staff.getByRole('button', { name: 'Move, cancel or give a rain date' }).click();
    const change = staff.getByRole('form', { name: 'Change this date' });
    await change.getByLabel('Rain date *').fill(addDays(key(), 1));
    await change.getByLabel('Note to the people signed up (optional)').fill('If it pours on Saturday, we meet on Sunday.');
    const before = mail.inbox.messages.length;
    await change.getByRole('button', { name: 'Save and tell everyone' }).click();
    await expectToast(staff, 'Rain date saved');
    const told = (await mail.inbox.waitFor(before + 4)).slice(before);
    expect(told.flatMap((m) => m.envelopeTo).sort()).toEqual(['bea@example.org', 'cal@example.org', 'dee@example.org', 'eve@example.org']);
    for (const person of ['bea@example.org', 'cal@example.org', 'dee@example.org']) {
      const [first, update] = [messagesTo(person).find((m) => calendarFileOf(m.parsed)), told.find((m) => m.envelopeTo[0] === person)!];
      const [was, now] = [calendarFileOf(first!.parsed)!, calendarFileOf(update.parsed)!];
      expect(now.event.uid).toBe(was.event.uid);
      expect(now.event.sequence).toBeGreaterThan(was.event.sequence);
      expect(now.event.description).toContain('Rain date:');
    }
    expect(calendarFileOf(told.find((m) => m.envelopeTo[0] === 'eve@example.org')!.parsed)).toBeNull();

    // 6. Staff check Bea in; the CSV lists everyone with their state; the check-in sheet prints the three coming.
    await staff.getByRole('row', { name: /Bea Resident/ }).waitFor();
    await expectAccessible(staff, "a date's sign-ups");
    const bea = staff.getByRole('checkbox', { name: 'Bea Resident is here' });
    await bea.click();
    await expect.poll(() => bea.isChecked()).toBe(true);
    await expect.poll(() => bea.isEnabled()).toBe(true);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Export sign-ups (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`signups-${key()}-${WORK_PARTY.id}.csv`);
    const rows = Papa.parse<Record<string, string>>(await readFile((await download.path())!, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((r) => [r.Name, r.Status, r['Checked in']])).toEqual([
      ['Ann Resident', 'Cancelled', ''],
      ['Bea Resident', 'Coming', 'yes'],
      ['Cal Resident', 'Coming', ''],
      ['Dee Resident', 'Coming', ''],
      ['Eve Resident', 'On the waitlist', ''],
    ]);
    await staff.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await staff.getByRole('button', { name: 'Print check-in sheet' }).click();
    await expect.poll(() => staff.locator('body').getAttribute('data-printed')).toBe('yes');
    await staff.emulateMedia({ media: 'print' });
    await expect(staff.getByRole('heading', { name: new RegExp(`^${WORK_PARTY.title},`) }).isVisible()).resolves.toBe(true);
    const sheet = staff.getByRole('table', { name: 'Check-in sheet' });
    await expect(sheet.isVisible()).resolves.toBe(true);
    await expect(sheet.locator('tbody tr').allTextContents()).resolves.toEqual([
      expect.stringMatching(/☑Bea Resident1/),
      expect.stringMatching(/Cal Resident1/),
      expect.stringMatching(/Dee Resident1/),
    ]);
    await expect(staff.getByRole('button', { name: 'Export sign-ups (CSV)' }).isVisible()).resolves.toBe(false);
    await phone.close();
  });
});
