import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { browserTestFile, siteUrl } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { smtpInboxForFile } from '../support/mail';
import { storeMember, thisYear } from '../support/members';
import { portalMailSettled, signInPathIn } from '../support/portal';
import { expectAccessibleAtPhoneAndDesktop, watchPublicConsole } from './public-support';

/**
 * The walk of My membership in Chromium through Hosting (docs/members.md, "My membership"):
 * on a phone, a member asks for a link, opens it from the inbox, sees their standing and receipts,
 * changes their address and a topic, downloads their data and renews only when it is due; a
 * second use of the link is refused; an unknown address gets the same page and no mail. A member
 * who paid for the year does it with JavaScript off and sees no Renew. No serious or critical axe
 * finding on the pages at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 180_000 });
const { browser } = browserTestFile();
const mail = smtpInboxForFile();

const lastYear = () => thisYear() - 1;

describe('My membership', () => {
  it('a member on a phone signs in by link, sees and changes their membership, downloads their data and renews when due', async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', address: '5 Oak Street, Victoria BC' }, [
      { date: `${lastYear()}-02-01`, year: lastYear(), method: 'cash' },
    ]);
    // bypassCSP: axe is added to the page by the test.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchPublicConsole(page);

    // An unknown address and the member's get the same page; only the member gets mail.
    for (const email of ['stranger@example.org', 'ann@example.org']) {
      await page.goto(siteUrl('/my-membership'));
      await page.getByLabel('Your e-mail address').fill(email);
      await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
      await page.getByRole('heading', { level: 2, name: 'Check your e-mail' }).waitFor();
    }
    await expectAccessibleAtPhoneAndDesktop(page);
    const [message] = await mail.inbox.waitFor(1);
    await portalMailSettled();
    expect(mail.inbox.messages.map((m) => m.envelopeTo)).toEqual([['ann@example.org']]);
    const link = signInPathIn(message);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(siteUrl(link));
    await page.getByRole('button', { name: 'Sign in as Ann Lee' }).click();
    await page.getByRole('heading', { level: 1, name: 'My membership' }).waitFor();
    await expect(
      page.getByText(`Renewal due: paid through December 31, ${lastYear()}, not yet for ${thisYear()}`).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText(`$10.00 for ${lastYear()}, by Cash`).isVisible()).resolves.toBe(true);
    await expectAccessibleAtPhoneAndDesktop(page);
    await page.setViewportSize({ width: 375, height: 800 });

    await page.getByRole('button', { name: `E-mail me the receipt for ${lastYear()}` }).click();
    await page.getByText('The receipt is on its way to your e-mail address.').waitFor();

    await page.getByLabel('Postal address').fill('12 Birch Road\nVictoria BC');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await page.getByText('Your details are saved.').waitFor();
    await page.getByRole('checkbox', { name: 'Announcements' }).check();
    await page.getByRole('checkbox', { name: 'Membership renewal reminders' }).uncheck();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByText('Your e-mail choices are saved.').waitFor();
    const stored = (await db.collection(COLLECTIONS.members).doc(ann.id).get()).data()!;
    expect(stored.address).toBe('12 Birch Road\nVictoria BC');
    expect(stored.mailTopics).toMatchObject({ announcements: { given: true, source: 'My membership' }, renewals: { given: false } });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data (JSON)' }).click();
    const data = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
    expect(data.member).toMatchObject({ id: ann.id, address: '12 Birch Road\nVictoria BC' });
    expect(data.consent.topics).toContainEqual(expect.objectContaining({ topic: 'announcements', given: true, source: 'My membership' }));
    await page.getByRole('link', { name: 'See your data' }).click();
    await page.getByRole('heading', { level: 2, name: 'Changes to your entry' }).waitFor();
    await expectAccessibleAtPhoneAndDesktop(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('link', { name: 'Back to My membership' }).click();

    // Renewal is due: the join form of today's flow, filled in, renewing this member.
    await page.getByRole('link', { name: `Renew for ${thisYear()}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Renew your membership' }).waitFor();
    await expect(page.getByLabel("Member's Name").inputValue()).resolves.toBe('Ann Lee');
    await expect(page.getByLabel('Postal address').inputValue()).resolves.toBe('12 Birch Road\nVictoria BC');

    // The link worked once.
    await page.goto(siteUrl(link));
    await page.getByText('This sign-in link has been used already').waitFor();
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();
  });

  it('a member who paid for the year, with JavaScript off, sees no Renew, and Renew is refused', async () => {
    await storeMember({ firstName: 'Bob', lastName: 'Park', email: 'bob@example.org' }, [
      { date: `${thisYear()}-01-10`, year: thisYear(), method: 'e-transfer' },
    ]);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl('/my-membership'));
    await page.getByLabel('Your e-mail address').fill('bob@example.org');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('heading', { level: 2, name: 'Check your e-mail' }).waitFor();
    await page.goto(siteUrl(signInPathIn((await mail.inbox.waitFor(1))[0])));
    await page.getByRole('button', { name: 'Sign in as Bob Park' }).click();
    await page.getByText(`Paid through December 31, ${thisYear()}`).waitFor();
    await expect(page.getByRole('link', { name: /^Renew/ }).count()).resolves.toBe(0);
    await page.goto(siteUrl('/my-membership/renew'));
    await page.getByRole('heading', { level: 1, name: `Your membership is already paid for ${thisYear()}` }).waitFor();
    await page.goto(siteUrl('/my-membership'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    await context.close();
  });
});
