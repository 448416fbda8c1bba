import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { paypalActivityCsv, paypalPayment, storeMember, thisYear, today, transactionId } from '../support/members';
import { snapshotData } from '../support/snapshot';
import { expectToast, openAdminScreen, seriousViolations, signInAs } from './admin-support';

/**
 * The register of members in the real stack (Hosting, the Functions emulator, Chromium): a member
 * added and paid for by hand, the provider's CSV imported, the register, standings, voter list and
 * quorum checked, the renewal list with its notice ready to go through the outbox, the same file imported again, a
 * Read Only user who sees counts and no names, an anonymous visitor who gets 401, and a malformed
 * CSV that writes nothing.
 */
const { browser } = browserTestFile();

const year = thisYear();
const lastYear = `${year - 1}-03-01`;

function writeCsv(name: string, content: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'roca-members-')), name);
  writeFileSync(file, content);
  return file;
}

/** Members already in the register before the import: matches for two rows, one already imported, one lapsed, one never paid. */
async function storeRegister() {
  const imported = transactionId();
  await storeMember({ firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.org', joinedOn: lastYear });
  await storeMember({ firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.org', joinedOn: lastYear });
  await storeMember({ firstName: 'Sam', lastName: 'Okafor', email: 'sam@example.org', joinedOn: lastYear }, [
    { method: 'paypal', reference: imported, date: today(), year },
  ]);
  await storeMember({ firstName: 'Ben', lastName: 'Carter', email: 'ben@example.org', joinedOn: lastYear }, [
    { method: 'cheque', date: lastYear, year: year - 1 },
  ]);
  await storeMember({ firstName: 'Cleo', lastName: 'Diaz', email: 'cleo@example.org', joinedOn: lastYear });
  return imported;
}

/** The provider's activity CSV of six rows: two new members, two existing ones, one already imported, one refund. */
const sixRows = (imported: string) =>
  paypalActivityCsv([
    paypalPayment({ payerName: 'Maria Gomez', payerEmail: 'maria@example.org', memberName: 'Maria Gomez' }),
    paypalPayment({ payerName: 'Tom Chen', payerEmail: 'tom@example.org', memberName: 'Lily Chen' }),
    paypalPayment({ payerName: 'Jordan Lee', payerEmail: 'jordan.lee@example.org' }),
    paypalPayment({ payerName: 'R Sharma', payerEmail: 'r.sharma@example.org', memberName: 'Priya Sharma' }),
    paypalPayment({ id: imported, payerName: 'Sam Okafor', payerEmail: 'sam@example.org', memberName: 'Sam Okafor' }),
    paypalPayment({
      payerName: 'Sam Okafor',
      payerEmail: 'sam@example.org',
      type: 'Payment Refund',
      gross: '-10.00',
      referenceTxnId: imported,
    }),
  ]);

async function openMembersSection(page: Page, section: 'Register' | 'Import payments' | 'AGM' | 'Renewals' | 'Export') {
  await page.getByRole('navigation', { name: 'Members sections' }).getByRole('link', { name: section, exact: true }).click();
}

const counts = (page: Page) => page.getByLabel('Member counts').getByRole('definition').allTextContents();

async function registerNames(page: Page) {
  await page.getByText(/members? (in the register|found)$/).waitFor();
  return page.locator('main article h2').allTextContents();
}

async function uploadForPreview(page: Page, file: string) {
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('heading', { name: /^Preview of / }).waitFor();
}

describe('the register of members', () => {
  it('adds a member paid in cash, imports the provider CSV once, and gets the register, voter list and quorum exactly right', async () => {
    const imported = await storeRegister();
    const { page } = await signInAs(browser, 'Admin');
    const errors = watchConsole(page);
    await page.getByRole('link', { name: 'Manage Members' }).click();
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    expect(await registerNames(page)).toEqual(['Ben Carter', 'Cleo Diaz', 'Jordan Lee', 'Sam Okafor', 'Priya Sharma']);

    // A member added by hand, who pays cash for this year.
    await page.getByRole('button', { name: 'Add Member' }).click();
    const form = page.getByRole('form', { name: 'New member' });
    await form.getByLabel('First name *').fill('Ann');
    await form.getByLabel('Last name *').fill('Bell');
    await form.getByLabel('E-mail', { exact: true }).fill('ann@example.org');
    await form.getByLabel('Postal address *').fill('4 Willow Row, Victoria BC');
    await form.getByLabel('Category *').selectOption('property-owner');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Members must be 16 years or older: confirm it to save').waitFor();
    await form.getByLabel('Confirmed 16 years or older *').check();
    await form.getByLabel('Announcements').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Say when consent was given').waitFor();
    await form.getByLabel('Date of consent').fill(today());
    await form.getByLabel('How it was given').fill('Membership form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Member added', 'Ann Bell is in the register.');

    await page.getByRole('button', { name: 'Record a payment for Ann Bell' }).click();
    const payment = page.getByRole('form', { name: 'Record a payment for Ann Bell' });
    expect(await payment.getByLabel('Method *').inputValue()).toBe('cash');
    expect(await payment.getByLabel('For year *').inputValue()).toBe(String(year));
    await payment.getByRole('button', { name: 'Save payment' }).click();
    await expectToast(page, 'Payment recorded', `Ann Bell, for ${year}.`);
    await page.getByRole('article', { name: 'Ann Bell' }).getByText(`In good standing (${year})`).waitFor();

    // The provider's CSV: previewed, then imported.
    await openMembersSection(page, 'Import payments');
    const file = writeCsv('paypal-activity.csv', sixRows(imported));
    const beforePreview = await snapshotData();
    await uploadForPreview(page, file);
    await page
      .getByText(
        '6 rows: 2 new members, 2 matched, 0 to choose, 1 already imported, 1 payment taken back, 0 not membership payments, 0 cannot be read.',
      )
      .waitFor();
    const line = (n: number) => page.getByRole('listitem', { name: `Line ${n}` });
    await line(2).getByText('New member', { exact: true }).waitFor();
    await line(4)
      .getByText("Jordan Lee: Matched by the payer's name and e-mail; pays for " + year)
      .waitFor();
    await line(5)
      .getByText("Priya Sharma: Matched by the Member's Name; pays for " + year)
      .waitFor();
    await line(6).getByText('Already imported', { exact: true }).waitFor();
    // The refund takes back Sam Okafor's payment, which an earlier import recorded.
    await line(7).getByText(`Refund of ${imported}: the payment is taken back`).waitFor();
    expect(await snapshotData()).toEqual(beforePreview);
    await page.getByRole('button', { name: 'Import 4 payments, take back 1' }).click();
    await expectToast(page, 'Payments imported', '2 new members, 2 payments matched; 1 already imported; 1 payment taken back.');

    // The register and the standings for this year.
    await openMembersSection(page, 'Register');
    const names = ['Ann Bell', 'Ben Carter', 'Lily Chen', 'Cleo Diaz', 'Maria Gomez', 'Jordan Lee', 'Sam Okafor', 'Priya Sharma'];
    await expect.poll(() => registerNames(page), { timeout: 20_000 }).toEqual(names);
    const standing = async (name: string) => (await page.getByRole('article', { name }).locator('span.rounded-full').textContent()) ?? '';
    expect(await Promise.all(names.map(standing))).toEqual([
      `In good standing (${year})`,
      `Lapsed (${year})`,
      `In good standing (${year})`,
      `Never paid (${year})`,
      `In good standing (${year})`,
      `In good standing (${year})`,
      `Never paid (${year})`,
      `In good standing (${year})`,
    ]);
    await expect.poll(() => counts(page)).toEqual(['8', '5', '1']);
    await page.getByLabel('Status').selectOption('lapsed');
    await expect.poll(() => registerNames(page)).toEqual(['Ben Carter']);
    await page.getByLabel('Status').selectOption('never-paid');
    await expect.poll(() => registerNames(page)).toEqual(['Cleo Diaz', 'Sam Okafor']);
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search').fill('willow');
    await expect.poll(() => registerNames(page)).toEqual(['Ann Bell']);

    // The AGM today: the voter list, its CSV, the quorum.
    await openMembersSection(page, 'AGM');
    await expect.poll(() => counts(page)).toEqual(['8', '5', '1', '1']);
    const voters = page.getByRole('table', { name: `Voting members on ${today()}` });
    await expect
      .poll(async () => (await voters.locator('tbody tr td:nth-child(2)').allTextContents()).join('; '))
      .toBe('Bell, Ann; Chen, Lily; Gomez, Maria; Lee, Jordan; Sharma, Priya');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export voter list (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`roca-agm-voters-${today()}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')).toHaveLength(6);
    expect(csv).toContain(`"1","Bell","Ann","4 Willow Row, Victoria BC","${today()}"`);

    // Renewals: the consenting members with an e-mail who have not paid for this year (Sam Okafor's was refunded).
    await openMembersSection(page, 'Renewals');
    const toRemind = page.getByRole('list', { name: 'Members to remind' }).getByRole('listitem');
    await expect
      .poll(() => toRemind.allInnerTexts())
      .toEqual([
        `Ben Carter <ben@example.org>\nPaid for ${year - 1}, not yet for ${year}`,
        `Cleo Diaz <cleo@example.org>\nJoined on ${lastYear}, not yet paid for ${year}`,
        `Sam Okafor <sam@example.org>\nJoined on ${lastYear}, not yet paid for ${year}`,
      ]);
    // The notice goes through the outbox, to these two (the form's count is the server's).
    const notice = page.getByRole('form', { name: 'Renewal notice' });
    await notice.getByRole('status').getByText('3 members get this message.').waitFor();
    expect(await notice.getByLabel('Subject *').inputValue()).toBe(`ROCA membership renewal for ${year}`);
    expect(await notice.getByLabel('Message *').inputValue()).toContain('/membership');
    expect(await page.getByRole('link', { name: /Open e-mail/ }).count()).toBe(0);

    // The same file again: every payment is already imported, and nothing changes.
    await openMembersSection(page, 'Import payments');
    const beforeAgain = await snapshotData();
    await uploadForPreview(page, file);
    await page
      .getByText('6 rows: 0 new members, 0 matched, 0 to choose, 6 already imported, 0 not membership payments, 0 cannot be read.')
      .waitFor();
    await page.getByText('Nothing to import: every payment of the file is already imported or not a membership payment.').waitFor();
    expect(await page.getByRole('button', { name: 'Import 0 payments' }).isDisabled()).toBe(true);
    expect(await snapshotData()).toEqual(beforeAgain);
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows a Read Only user the counts, never a name, and the API refuses them the register', async () => {
    await storeRegister();
    const { page } = await signInAs(browser, 'Read Only');
    await openAdminScreen(page, 'Members');
    await page.getByText(/^Counts only/).waitFor();
    await expect.poll(() => counts(page)).toEqual(['5', '1', '1']);
    expect(await page.getByRole('navigation', { name: 'Members sections' }).count()).toBe(0);
    await page.goto(page.url() + '/agm');
    await expect.poll(() => counts(page)).toEqual(['5', '1', '1', '1']);
    for (const url of [
      '/admin/members',
      '/admin/members/agm',
      '/admin/members/renewals',
      '/admin/members/export',
      '/admin/members/import',
    ]) {
      await page.goto(new URL(url, page.url()).href);
      await page.getByText(/^Counts only/).waitFor();
      const text = await page.locator('main').innerText();
      for (const name of ['Jordan', 'Priya', 'Okafor', 'Carter', 'Diaz', '@example.org'])
        expect(text, `${url}: ${name}`).not.toContain(name);
    }
    const statuses = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}` };
      const paths = ['/api/members', '/api/members/voters', '/api/members/summary'];
      return Promise.all(paths.map(async (path) => (await fetch(path, { headers })).status));
    });
    expect(statuses).toEqual([403, 403, 200]);
  }, 60_000);

  it('sends an anonymous visitor to sign in, and the API answers them 401 through Hosting', async () => {
    await storeRegister();
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(siteUrl('/admin/members'));
    await page.waitForURL(siteUrl('/login?redirect=%2Fadmin%2Fmembers'));
    expect(await page.locator('body').innerText()).not.toContain('Jordan');
    const answers = await page.evaluate(async () => {
      const paths = ['/api/members', '/api/members/summary', '/api/members/voters'];
      return Promise.all(
        paths.map(async (path) => {
          const res = await fetch(path);
          return { path, status: res.status, body: await res.text() };
        }),
      );
    });
    for (const { path, status, body } of answers) {
      expect(status, path).toBe(401);
      expect(body, path).not.toMatch(/Jordan|example\.org/);
    }
    await page.close();
  }, 60_000);

  it('deletes a payment, and a member with their payments after the confirm dialog; an Admin restores both from the audit log', async () => {
    const imported = await storeRegister();
    const { page } = await signInAs(browser, 'Admin');
    await openAdminScreen(page, 'Members');
    await registerNames(page);
    const standing = (name: string) => page.getByRole('article', { name }).locator('span.rounded-full');
    const claims = async () => (await db.collection(COLLECTIONS.paymentTransactions).get()).docs.map((d) => d.id);

    await page
      .getByRole('article', { name: 'Ben Carter' })
      .getByRole('button', { name: `Delete the payment of ${lastYear} for ${year - 1}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Delete the payment of ${lastYear} for ${year - 1} by Ben Carter?`).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Payment deleted', `Ben Carter, for ${year - 1}.`);
    await expect.poll(() => standing('Ben Carter').textContent()).toBe(`Never paid (${year})`);

    await page.getByRole('button', { name: 'Delete Sam Okafor' }).click();
    await dialog.getByText('Are you sure you want to delete Sam Okafor from the register? This also deletes their 1 payment.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Member deleted');
    await expect.poll(() => registerNames(page)).toEqual(['Ben Carter', 'Cleo Diaz', 'Jordan Lee', 'Priya Sharma']);
    expect(await claims()).toEqual([]);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit Log', exact: true }).click();
    await page.getByLabel('Item type').selectOption('member');
    // The entry's label is in a <q>, whose quotation marks are drawn by CSS, not in its text.
    const entry = (action: string, label: string) => page.getByRole('listitem').filter({ hasText: action }).filter({ hasText: label });
    await entry('Deleted member', 'Sam Okafor').getByRole('button', { name: 'Restore' }).click();
    await dialog.getByText('Bring back "Sam Okafor" as it was when it was deleted?').waitFor();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Member restored', '"Sam Okafor" is back.');
    await entry('Deleted a payment of member', 'Ben Carter').getByRole('button', { name: 'Restore' }).click();
    await dialog.getByText('Put the deleted payment back into the record of "Ben Carter"?').waitFor();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Payment restored', 'The payment is back in the record of "Ben Carter".');

    await openAdminScreen(page, 'Members');
    await expect.poll(() => registerNames(page)).toEqual(['Ben Carter', 'Cleo Diaz', 'Jordan Lee', 'Sam Okafor', 'Priya Sharma']);
    expect(await standing('Sam Okafor').textContent()).toBe(`In good standing (${year})`);
    expect(await standing('Ben Carter').textContent()).toBe(`Lapsed (${year})`);
    expect(await claims()).toEqual([imported]);
  }, 90_000);

  it('has no serious or critical accessibility violation on any Members screen, at 375 and 1280 px', async () => {
    const imported = await storeRegister();
    const file = writeCsv('paypal-activity.csv', sixRows(imported));
    const check = async (page: Page, screen: string, width: number) =>
      expect({ screen, width, violations: await seriousViolations(page) }).toEqual({ screen, width, violations: [] });
    for (const width of [375, 1280]) {
      const { page } = await signInAs(browser, 'Admin', { width });
      const errors = watchConsole(page);
      await openAdminScreen(page, 'Members');
      await registerNames(page);
      await page.getByRole('button', { name: 'Edit Jordan Lee' }).click();
      await check(page, 'Register, editing a member', width);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Record a payment for Jordan Lee' }).click();
      await check(page, 'Register, recording a payment', width);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await openMembersSection(page, 'Import payments');
      await uploadForPreview(page, file);
      await check(page, 'Import payments, preview', width);
      await openMembersSection(page, 'AGM');
      await page.getByRole('table', { name: `Voting members on ${today()}` }).waitFor();
      await check(page, 'AGM', width);
      await openMembersSection(page, 'Renewals');
      await page.getByRole('list', { name: 'Members to remind' }).waitFor();
      // The send button is enabled once the server has counted the recipients.
      await page.getByRole('form', { name: 'Renewal notice' }).getByText('4 members get this message.').waitFor();
      await check(page, 'Renewals', width);
      await openMembersSection(page, 'Export');
      await page.getByRole('button', { name: 'Download CSV (5)' }).waitFor();
      await check(page, 'Export', width);
      expect(errors).toEqual([]);
      await page.close();
    }
    const { page } = await signInAs(browser, 'Read Only', { width: 375 });
    await openAdminScreen(page, 'Members');
    await page.getByText(/^Counts only/).waitFor();
    await expect.poll(() => counts(page)).toEqual(['5', '1', '1']);
    await check(page, 'Read Only, counts', 375);
    await page.close();
  }, 120_000);

  it('gives a malformed CSV a clear error on each bad row, and imports nothing', async () => {
    await storeRegister();
    const { page } = await signInAs(browser, 'Super', { width: 375 });
    await openAdminScreen(page, 'Members');
    await openMembersSection(page, 'Import payments');
    const good = paypalPayment({ payerName: 'Maria Gomez', payerEmail: 'maria@example.org', memberName: 'Maria Gomez' });
    const broken =
      paypalActivityCsv([good, { ...good, 'Transaction ID': transactionId(), Gross: 'ten' }]) +
      '"1/2/2026","10:00:00","PST","Cut short"\r\n';
    const before = await snapshotData();
    await uploadForPreview(page, writeCsv('broken.csv', broken));
    await page.getByText('2 rows of the file cannot be read, so nothing can be imported.', { exact: false }).waitFor();
    await page.getByRole('listitem', { name: 'Line 3' }).getByText('Gross "ten" is not an amount of dollars').waitFor();
    await page.getByRole('listitem', { name: 'Line 4' }).getByText('The line has 4 cells; the header has 41').waitFor();
    expect(await page.getByRole('button', { name: 'Import 1 payment' }).isDisabled()).toBe(true);
    // On a phone the preview wraps: nothing makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await snapshotData()).toEqual(before);

    await page.getByRole('button', { name: 'Choose another file' }).click();
    await page.getByLabel('CSV file').setInputFiles(writeCsv('other.csv', 'Name,Paid\r\nAnn,10\r\n'));
    await page
      .getByRole('alert')
      .getByText(
        "This is not the provider's activity download: the first line lacks the columns Date, Type, Status, Gross, Transaction ID.",
      )
      .waitFor();
    expect(await snapshotData()).toEqual(before);
  }, 60_000);
});
