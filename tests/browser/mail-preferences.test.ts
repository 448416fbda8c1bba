import { beforeEach, describe, expect, it } from 'vitest';
import { makeToken } from '../../functions/src/services/mail';
import { browserTestFile, siteUrl } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { storeMember } from '../support/members';
import { expectAccessibleAtPhoneAndDesktop, watchPublicConsole } from './public-support';

/**
 * The unsubscribe and preferences page in Chromium, through Hosting: a person who opens the link
 * from a message, with JavaScript off as with it on, unsubscribes with the button, chooses topics
 * and sees an error beside the field; no serious or critical axe finding at 375 and 1280 px.
 */
const { browser } = browserTestFile();

let memberId: string;
let link: string;
beforeEach(async () => {
  memberId = (await storeMember({ email: 'ann@example.org' }, [{ method: 'cash' }])).id;
  link = siteUrl(`/mail/unsubscribe/${makeToken({ recipient: `members/${memberId}`, scope: 'announcements' })}`);
});

const topics = async () => (await db.collection(COLLECTIONS.members).doc(memberId).get()).get('mailTopics');

describe('the e-mail choices page', () => {
  it('works without JavaScript: the button unsubscribes, the form saves the choices', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Your e-mail choices');
    await expect(page.title()).resolves.toBe('Your e-mail choices | ROCA');
    expect(await topics()).toBeUndefined();

    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/You are unsubscribed/);
    expect((await topics()).announcements.given).toBe(false);
    await expect(page.getByRole('checkbox', { name: 'Announcements' }).isChecked()).resolves.toBe(false);

    await page.getByRole('checkbox', { name: 'Membership renewal reminders' }).uncheck();
    await page.getByRole('checkbox', { name: 'Announcements' }).check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    // The link only lessens mail: renewals stop, announcements wait for the confirmation sent to the address.
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      'Your choices are saved. To start getting announcements, open the link we sent to a••••@example.org and press its button: until then nothing starts.',
    );
    expect(await topics()).toMatchObject({ announcements: { given: false }, renewals: { given: false } });
    await context.close();
  });

  it('shows an error beside the topics and in a summary, and has no serious axe finding, before and after', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const errors = watchPublicConsole(page);
    await page.goto(link, { waitUntil: 'networkidle' });
    await expectAccessibleAtPhoneAndDesktop(page);

    // A form changed on its way (a hostile or broken client): the page says what is wrong.
    await page.locator('#topic-renewals').evaluate((input) => ((input as HTMLInputElement).value = 'lottery'));
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/There is a problem.*Choose only from the topics listed/);
    await expect(page.locator('#topics-error').textContent()).resolves.toBe('Choose only from the topics listed');
    await expect(page.getByRole('group', { name: 'Topics' }).getAttribute('aria-describedby')).resolves.toBe('topics-error');
    expect(await topics()).toBeUndefined();
    await expectAccessibleAtPhoneAndDesktop(page);
    // The page's own 400 answer is the only thing Chromium reports.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});
