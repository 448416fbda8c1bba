import { expect, it, vi } from 'vitest';
import { todayInVancouver } from '@roca/contract/days';
import { calendarEventsCollection } from '../../functions/src/services/content';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { publishStoredContent } from '../support/publishing';
import { expectToast, signInAs } from './admin-support';

/**
 * An event whose rule ical.js could not expand made the staff Calendar screen
 * fail to render, so it could not be deleted from the panel; February 30 would have hung it. Events
 * stored around the API (as older versions let them in) must show, each with what is wrong, and be
 * fixed or deleted there; the Content area's publish status names them.
 */
vi.setConfig({ testTimeout: 180_000 });

const { browser } = browserTestFile();

const nextMonth = () => {
  const [year, month] = todayInVancouver().split('-').map(Number);
  return new Date(Date.UTC(year, month, 12)).toISOString().slice(0, 10);
};

const storeEvent = (title: string, fields: Record<string, unknown>) =>
  calendarEventsCollection()
    .doc(title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'))
    .set({
      title,
      date: nextMonth(),
      time: '19:00',
      location: 'Community Hall',
      type: 'Meeting',
      description: 'Stored around the API.',
      ...fields,
    });

it('shows every stored event whatever its rule, names what is wrong, and lets staff fix or delete it', async () => {
  await storeEvent('Weekly on the 3rd', { repeat: 'FREQ=WEEKLY;BYMONTHDAY=3' });
  await storeEvent('Every February 30', { repeat: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' });
  await storeEvent('Since Roman times', { date: '0100-01-01', repeat: 'FREQ=DAILY' });
  await storeEvent('Injected', { repeat: 'FREQ=WEEKLY;COUNT=5\r\nURL:https://evil.example' });
  await storeEvent('Not even text', { repeat: 42 });
  await storeEvent('Neighbourhood Tree Planting', {});
  await publishStoredContent();

  const { page } = await signInAs(browser, 'Super');
  const errors = watchConsole(page);
  await page.goto(siteUrl('/admin/content/calendar'));
  await page.getByRole('heading', { name: 'Calendar events', level: 2 }).waitFor();

  const card = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card('Neighbourhood Tree Planting').waitFor();
  await expect.poll(() => card('Neighbourhood Tree Planting').textContent()).not.toContain('Not on the public calendar');
  for (const [title, reason] of [
    ['Weekly on the 3rd', 'Repeat rule cannot name days of the month (BYMONTHDAY) in a weekly rule'],
    ['Every February 30', 'Repeat rule takes too many steps'],
    ['Since Roman times', 'Date must be from 1900 to 2100'],
    ['Injected', 'Repeat rule must be one line, with no line breaks'],
    ['Not even text', 'Repeat'],
  ]) {
    await expect.poll(() => card(title).textContent()).toContain(`Not on the public calendar: ${reason}`);
  }

  // The publish status names each one, with a link to this screen.
  const leftOut = page.getByRole('alert').filter({ hasText: 'not on the public pages' });
  await expect.poll(() => leftOut.textContent()).toContain('5 things are not on the public pages; everything else is published');
  await expect
    .poll(() => leftOut.getByRole('link', { name: 'Calendar event "Every February 30"' }).getAttribute('href'))
    .toBe('/admin/content/calendar');

  // Delete one.
  await page.getByRole('button', { name: 'Delete Every February 30' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Calendar event deleted successfully');
  await card('Every February 30').waitFor({ state: 'detached' });

  // Fix another: its rule shows as a custom rule, with the server's reason at the field on Save.
  await page.getByRole('button', { name: 'Edit Weekly on the 3rd' }).click();
  const form = page.getByRole('form', { name: 'Edit Weekly on the 3rd' });
  const rule = form.getByLabel('Repeat rule (RRULE)');
  await expect.poll(() => rule.inputValue()).toBe('FREQ=WEEKLY;BYMONTHDAY=3');
  await rule.fill('FREQ=WEEKLY;INTERVAL=3');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Calendar event updated successfully');
  await expect.poll(() => card('Weekly on the 3rd').textContent()).toContain('Repeats (FREQ=WEEKLY;INTERVAL=3)');
  await expect.poll(() => leftOut.textContent()).toContain('3 things are not on the public pages');

  expect(errors).toEqual([]);
  await page.close();
});
