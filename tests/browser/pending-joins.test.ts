import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { smtpInboxForFile } from '../support/mail';
import { thisYear, today } from '../support/members';
import { deliverPayPalWebhooks, discardPayPalWebhooks, queuePayPalWebhook } from '../support/paypal';
import { alterNextRequestBody, expectAccessible, expectFieldError, expectToast, openAdminScreen, signInAs } from './admin-support';

/**
 * The treasurer's side of joining online (docs/members.md, "Joining online") in the real stack
 * (Hosting, the Functions emulator, the PayPal stand-in, the SMTP inbox, Chromium): residents send
 * the join form choosing e-Transfer, staff see the joins on the Members screen's Joins tab, mark one
 * received, and the member is in the register, paid, with the receipt sent; an expired join is
 * listed as expired; the join settings save, and refuse bad input beside the field; the PayPal
 * status line says when the last webhook arrived; Read Only staff never reach the joins.
 */

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion.
vi.setConfig({ testTimeout: 180_000 });

const { browser } = browserTestFile();
const mail = smtpInboxForFile();

const year = thisYear();

/**
 * A resident sends the /membership form, paying by e-Transfer: the form's urlencoded POST through
 * Hosting, as a browser sends it. Answers the reference the page tells them to write in the e-Transfer.
 */
async function joinByETransfer(memberName: string, email: string) {
  // The form offers e-Transfer once the association has an address for it (the join settings).
  const settings = db.collection(COLLECTIONS.joinSettings).doc('settings');
  if (!(await settings.get()).get('eTransferAddress')) await settings.set({ eTransferAddress: 'treasurer@roca.example' }, { merge: true });
  const res = await fetch(siteUrl('/membership/join'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      memberName,
      email,
      address: '12 Main St, Hometown BC',
      category: 'resident',
      isAdult: 'on',
      payment: 'e-transfer',
    }),
  });
  const page = await res.text();
  expect(res.status, page).toBe(200);
  return page.match(/R-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}/)![0];
}

/**
 * An unpaid join past its day. Joins wait at least a day, so the test ages the join the form made
 * (its `expiresOn` only), as the days would.
 */
const ageJoin = (reference: string) => db.collection(COLLECTIONS.pendingJoins).doc(reference).update({ expiresOn: '2020-01-31' });

async function openJoins(page: Page) {
  await openAdminScreen(page, 'Members');
  await page.getByRole('navigation', { name: 'Members sections' }).getByRole('link', { name: 'Joins', exact: true }).click();
  await page.getByRole('heading', { name: 'Joins', level: 1 }).waitFor();
}

const joinCard = (page: Page, reference: string) => page.getByRole('article', { name: reference });

describe('pending joins', () => {
  it('lists the joins newest first, marks one received by e-Transfer into the register with its receipt, and shows a join paid meanwhile inline', async () => {
    const anne = await joinByETransfer('Anne Marie Bell', 'anne@example.org');
    const carl = await joinByETransfer('Carl Dunn', 'carl@example.org');
    await ageJoin(carl);

    const { page } = await signInAs(browser, 'Admin');
    const errors = watchConsole(page);
    await openJoins(page);
    const list = page.getByRole('list', { name: 'Join forms' });
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual([
      carl,
      anne,
    ]);
    await joinCard(page, carl).getByText('Expired', { exact: true }).waitFor();
    await joinCard(page, anne).getByText('Pending', { exact: true }).waitFor();
    for (const text of ['Anne Marie Bell', 'anne@example.org', 'Resident', 'Interac e-Transfer', String(year), '$10.00 CAD']) {
      await joinCard(page, anne).getByText(text, { exact: true }).waitFor();
    }
    await expectAccessible(page, 'the joins');

    // Anne's e-Transfer arrived with her reference: the treasurer marks it received.
    await page.getByRole('button', { name: `Mark received for ${anne}` }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${anne} received` });
    expect(await dialog.getByLabel('Received by *').inputValue()).toBe('e-transfer');
    expect(await dialog.getByLabel('Date received *').inputValue()).toBe(today());
    await expectAccessible(page, 'the dialog that marks a join received');
    await dialog.getByLabel('Date received *').fill('2999-01-01');
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await expectFieldError(dialog.getByLabel('Date received *'), 'Date received cannot be in the future');
    await dialog.getByLabel('Date received *').fill(today());
    await dialog.getByLabel('Bank reference or cheque number').fill('CA1234XYZ');
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await expectToast(page, 'Payment received', `Anne Marie Bell is a member for ${year}; the receipt is on its way.`);
    await dialog.waitFor({ state: 'detached' });
    await joinCard(page, anne).getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: `Mark received for ${anne}` }).count()).toBe(0);

    const [receipt] = await mail.inbox.waitFor(1);
    expect(receipt.envelopeTo).toEqual(['anne@example.org']);
    expect(receipt.parsed.text).toContain('Paid: $10.00 by E-transfer');

    // Carl paid late, and another Admin marks it received first: this screen says so in the dialog.
    const { page: other } = await signInAs(browser, 'Admin');
    await other.goto(siteUrl('/admin/members/joins'));
    await other.getByRole('button', { name: `Mark received for ${carl}` }).click();
    await other.getByRole('dialog').getByLabel('Received by *').selectOption('cheque');
    await other.getByRole('dialog').getByRole('button', { name: 'Mark received' }).click();
    await joinCard(other, carl).getByText('Paid', { exact: true }).waitFor();
    await other.close();
    await page.getByRole('button', { name: `Mark received for ${carl}` }).click();
    const late = page.getByRole('dialog', { name: `Mark ${carl} received` });
    await late.getByRole('button', { name: 'Mark received' }).click();
    await late.getByRole('alert').getByText(`${carl} is paid already: its member is in the register`).waitFor();
    await late.getByRole('button', { name: 'Cancel' }).click();
    await joinCard(page, carl).getByText('Paid', { exact: true }).waitFor();

    // The link from the paid join opens the register at that member: in good standing for the year, with the payment.
    await joinCard(page, anne).getByRole('link', { name: 'Anne Marie Bell in the register' }).click();
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    const member = page.getByRole('article', { name: 'Anne Marie Bell' });
    await member.getByText(`In good standing (${year})`).waitFor();
    await member.getByText(`${today()} $10.00 E-transfer for ${year} (ref CA1234XYZ)`).waitFor();
    expect(await page.locator('main article h2').allTextContents()).toEqual(['Anne Marie Bell']);
    await page.getByRole('button', { name: 'Show the whole register' }).click();
    await expect
      .poll(() => page.locator('main article h2').allTextContents(), { timeout: 20_000 })
      .toEqual(['Anne Marie Bell', 'Carl Dunn']);
    // The one refusal the screen met: Carl's join, paid meanwhile.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });

  it("saves the join settings, refuses bad input beside the field, and shows PayPal's last webhook", async () => {
    await discardPayPalWebhooks();
    const { page } = await signInAs(browser, 'Admin');
    await openAdminScreen(page, 'Members');
    const status = page.getByRole('status', { name: 'Paying online' });
    await status.getByText('PayPal: no webhook received yet.').waitFor();

    await openJoins(page);
    const settings = page.getByRole('region', { name: 'Join settings' });
    await settings.getByText('$10.00 CAD').waitFor();
    await settings.getByRole('button', { name: 'Change the join settings' }).click();
    const form = settings.getByRole('form', { name: 'Join settings' });
    await form.getByLabel('Fee in CAD *').fill('12.5');
    await form.getByLabel('e-Transfer address *').fill('treasurer@example.org');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(form.getByLabel('Fee in CAD *'), 'Fee must be an amount in dollars with two decimals, such as 10.00');
    await form.getByLabel('Fee in CAD *').fill('12.50');
    await form.getByLabel('Days an unpaid join waits *').fill('21');
    await expectAccessible(page, 'the join settings form');

    // The server's own check, reached by a body the form's checks would not send: its message beside the field, nothing stored.
    const { answer } = await alterNextRequestBody(page, 'PUT', '/api/joins/settings', { pendingJoinDays: 0 });
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(400);
    await expectFieldError(form.getByLabel('Days an unpaid join waits *'), 'Days must be at least 1');
    expect((await db.collection(COLLECTIONS.joinSettings).doc('settings').get()).exists).toBe(false);

    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Join settings saved', 'Joining costs $12.50 CAD; the membership page is being republished.');
    await settings.getByText('$12.50 CAD').waitFor();
    await settings.getByText('treasurer@example.org').waitFor();
    await settings.getByText('21 days, then is listed as expired').waitFor();
    expect((await db.collection(COLLECTIONS.joinSettings).doc('settings').get()).data()).toEqual({
      fee: { currency_code: 'CAD', value: '12.50' },
      eTransferAddress: 'treasurer@example.org',
      pendingJoinDays: 21,
    });

    // PayPal reaches the site: the status line says when, in the site's time zone, and what.
    await queuePayPalWebhook('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', { payout_item_id: 'X' });
    await deliverPayPalWebhooks();
    await page.reload();
    await status.getByText(/^PayPal: last webhook received .+ P[SD]T \(PAYMENT\.PAYOUTS-ITEM\.SUCCEEDED\)\.$/).waitFor();
    await expectAccessible(page, 'the joins with the PayPal status');
  });

  it('lets a Super read the join settings without changing them', async () => {
    const { page } = await signInAs(browser, 'Super');
    await openJoins(page);
    const settings = page.getByRole('region', { name: 'Join settings' });
    await settings.getByText('$10.00 CAD').waitFor();
    expect(await settings.getByRole('button', { name: 'Change the join settings' }).count()).toBe(0);
    await page.getByText('No join forms yet.').waitFor();
  });

  it('keeps Read Only staff away from the joins: no tab, and the counts only at its address', async () => {
    await joinByETransfer('Anne Marie Bell', 'anne@example.org');
    const { page } = await signInAs(browser, 'Read Only');
    await openAdminScreen(page, 'Members');
    await page.getByText(/^Counts only/).waitFor();
    expect(await page.getByRole('navigation', { name: 'Members sections' }).count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Paying online' }).count()).toBe(0);

    await page.goto(siteUrl('/admin/members/joins'));
    await page.getByRole('heading', { name: 'Joins', level: 1 }).waitFor();
    await page.getByText(/^Counts only/).waitFor();
    await page.getByLabel('Member counts').waitFor();
    expect(await page.getByText('Anne Marie Bell').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Join settings' }).count()).toBe(0);
  });
});
