import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AuditPage } from '@roca/contract/audit';
import type { Member } from '@roca/contract/members';
import { fillJoinForm, payAtStandIn } from '../../scripts/lib/join-walk';
import { apiAt } from '../support/api';
import { loginAs } from '../support/auth';
import { browserTestFile, siteUrl } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { smtpInboxForFile } from '../support/mail';
import { thisYear } from '../support/members';
import { callPayPalAsMerchant, deliverPayPalWebhooks, discardPayPalWebhooks, standInUrl } from '../support/paypal';
import { publishStoredContent, waitForPublishedChanges } from '../support/publishing';
import { expectToast, signInAs } from './admin-support';
import { expectAccessibleAtPhoneAndDesktop, navigateAndSettle, watchPublicConsole } from './public-support';

/**
 * Joining online in Chromium against the real stack and its PayPal stand-in (docs/members.md,
 * "Joining online"; docs/decisions/016): a resident fills the form on /membership, approves on the
 * stand-in's page, comes back a member; the register, the claim, the receipt; a refund webhook
 * takes the payment back; a second join by e-Transfer shows its reference and the association's
 * address (saved in the join settings) and becomes a member once the treasurer marks it received on
 * the Joins screen. The form works without JavaScript, shows the
 * server's errors beside the fields with a summary, and has no serious axe finding at 375 and
 * 1280 px, nor has the page of errors.
 */
vi.setConfig({ testTimeout: 180_000 });
const { browser } = browserTestFile();
const mail = smtpInboxForFile();
const E_TRANSFER_ADDRESS = 'treasurer@roca.example';
const year = thisYear();

/**
 * An Admin saves the association's e-Transfer address in the join settings (PUT
 * /api/joins/settings), which republishes /membership: the form then offers e-Transfer.
 */
async function offerETransfer(api: StaffApi) {
  const saved = await api('PUT', '/api/joins/settings', {
    fee: { currency_code: 'CAD', value: '10.00' },
    eTransferAddress: E_TRANSFER_ADDRESS,
    pendingJoinDays: 30,
  });
  expect(saved.status, saved.text).toBe(200);
  await waitForPublishedChanges();
}

// The published /membership goes back to the one the other files expect (no e-Transfer address).
afterAll(publishStoredContent);

type StaffApi = Awaited<ReturnType<typeof staffApi>>;

async function staffApi() {
  const call = apiAt(siteUrl(''));
  const admin = await loginAs({ base: siteUrl(''), call, close: async () => {} }, 'Admin');
  return (method: string, path: string, body?: unknown) => call(method, path, { token: admin.token, body });
}

const memberNamed = async (api: StaffApi, lastName: string) =>
  ((await api('GET', `/api/members?year=${year}`)).json as Member[]).find((m) => m.lastName === lastName);

describe('joining online', () => {
  it('walks from the form through PayPal to the register, the receipt and a refund; and an e-Transfer join to a member', async () => {
    await discardPayPalWebhooks();
    const api = await staffApi();
    await offerETransfer(api);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPublicConsole(page);
    await navigateAndSettle(page, () => page.goto(siteUrl('/membership')));
    await expect(page.getByText('Must be 16 years or older.').isVisible()).resolves.toBe(true);
    // No payment provider's script on the page: only its own inline scripts.
    await expect(page.locator('script[src]').count()).resolves.toBe(0);

    // 1. The form, PayPal's approval page (the stand-in), the return page.
    await fillJoinForm(page, { name: 'Pat Resident', email: 'pat@example.org', payment: /^PayPal/ });
    const reference = await payAtStandIn(page, { standInUrl, amount: '10.00 CAD', returnPage: siteUrl('/membership/paid?**'), year });

    // 2. In the register, in good standing, paid by PayPal, the capture claimed.
    const member = (await memberNamed(api, 'Resident'))!;
    expect(member).toMatchObject({ firstName: 'Pat', email: 'pat@example.org', category: 'resident', status: 'in-good-standing' });
    expect(member.mailTopics?.renewals?.given).toBe(true);
    const [payment] = member.payments;
    expect(payment).toMatchObject({ method: 'paypal', amount: 10, year });
    const claim = await db.collection(COLLECTIONS.paymentTransactions).doc(payment.reference!).get();
    expect(claim.data()).toEqual({ memberId: member.id, paymentId: payment.id });

    // 3. The receipt, in the local inbox.
    const [receipt] = await mail.inbox.waitFor(1);
    expect(receipt.envelopeTo).toEqual(['pat@example.org']);
    expect(receipt.parsed.subject).toContain(reference);
    expect(receipt.parsed.text).toContain(`You are a member for ${year}`);

    // 4. The treasurer refunds it in PayPal; the webhook takes the payment back.
    expect((await callPayPalAsMerchant('POST', `/v2/payments/captures/${payment.reference}/refund`, {})).status).toBe(201);
    const refunds = (await deliverPayPalWebhooks()).filter((e) => e.event_type === 'PAYMENT.CAPTURE.REFUNDED');
    expect(refunds.map((e) => e.status)).toEqual([200]);
    const refunded = (await memberNamed(api, 'Resident'))!;
    expect(refunded).toMatchObject({ payments: [], status: 'never-paid', inGoodStanding: false });
    const audit = (await api('GET', '/api/audit?itemType=member')).json as AuditPage;
    expect(audit.entries.filter((e) => e.itemId === member.id).map((e) => e.action)).toEqual(['take-back-payment', 'join']);

    // 5. A neighbour joins by e-Transfer, on a phone: the reference, the amount, the address.
    await page.setViewportSize({ width: 375, height: 800 });
    await navigateAndSettle(page, () => page.goto(siteUrl('/membership')));
    await fillJoinForm(page, { name: 'Sam Neighbour', email: 'sam@example.org', payment: /^Interac e-Transfer/ });
    await page.getByRole('button', { name: 'Join' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Your reference is R-\d{4}-[A-Z0-9]{4}$/ });
    await heading.waitFor();
    const eTransferRef = (await heading.textContent())!.replace('Your reference is ', '');
    const main = page.locator('main');
    await expect(main.textContent()).resolves.toContain(
      `Send $10.00 CAD by Interac e-Transfer to ${E_TRANSFER_ADDRESS} and write ${eTransferRef} in the message.`,
    );
    await expect(main.getByText(E_TRANSFER_ADDRESS, { exact: true }).isVisible()).resolves.toBe(true);
    await expectAccessibleAtPhoneAndDesktop(page);
    expect(await memberNamed(api, 'Neighbour')).toBeUndefined();
    // The treasurer finds the reference on the Joins screen and marks the e-Transfer received.
    const { page: treasurer } = await signInAs(browser, 'Admin');
    await treasurer.goto(siteUrl('/admin/members/joins'));
    await treasurer.getByRole('button', { name: `Mark received for ${eTransferRef}` }).click();
    const dialog = treasurer.getByRole('dialog', { name: `Mark ${eTransferRef} received` });
    await dialog.getByLabel('Bank reference or cheque number').fill('CA99');
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await expectToast(treasurer, 'Payment received', `Sam Neighbour is a member for ${year}; the receipt is on its way.`);
    await treasurer.close();
    expect(await memberNamed(api, 'Neighbour')).toMatchObject({ status: 'in-good-standing', email: 'sam@example.org' });
    const [, second] = await mail.inbox.waitFor(2);
    expect(second.envelopeTo).toEqual(['sam@example.org']);
    // The stand-in's own page asks for a favicon it does not have: not the site's.
    expect(errors.filter((error) => !error.includes(standInUrl))).toEqual([]);
    await context.close();
  });
});

describe('the form', () => {
  it('works without JavaScript: the server shows its errors beside the fields with a summary, keeps what was typed, and takes the corrected form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl('/membership'));
    // The browser's own checks stop an empty form.
    await page.getByRole('button', { name: 'Join' }).click();
    expect(page.url()).toBe(siteUrl('/membership'));
    await expect(
      page.getByRole('textbox', { name: "Member's Name" }).evaluate((f: HTMLInputElement) => f.validity.valueMissing),
    ).resolves.toBe(true);
    // A name of spaces passes the browser's `required`; the server refuses it.
    await fillJoinForm(page, { name: '   ', email: 'pat@example.org', payment: /^Cheque or cash/ });
    await page.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(siteUrl('/membership/join'));
    await expect(page.title()).resolves.toBe('Error - Join the association | ROCA');
    const summary = page.locator('[data-error-summary]');
    await expect(summary.getByRole('heading', { name: 'There is a problem' }).isVisible()).resolves.toBe(true);
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual(["Member's Name is required"]);
    await expect(summary.getByRole('link').getAttribute('href')).resolves.toBe('#join-memberName');
    const name = page.getByRole('textbox', { name: "Member's Name" });
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(name.getAttribute('aria-describedby')).resolves.toBe('membership-age-notice join-memberName-error');
    await expect(page.locator('#join-memberName-error').textContent()).resolves.toBe("Member's Name is required");
    // What was typed and chosen is kept.
    await expect(page.getByRole('textbox', { name: 'E-mail address, for your receipt' }).inputValue()).resolves.toBe('pat@example.org');
    await expect(page.getByRole('checkbox', { name: 'I am 16 or older' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: /^Cheque or cash/ }).isChecked()).resolves.toBe(true);
    expect((await db.collection(COLLECTIONS.pendingJoins).get()).size).toBe(0);

    await name.fill('Pat Resident');
    await page.getByRole('button', { name: 'Join' }).click();
    await page.getByRole('heading', { level: 1, name: /^Your reference is R-\d{4}-[A-Z0-9]{4}$/ }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toMatch(
      /Bring \$10\.00 CAD by cheque or cash to a community meeting and mention R-/,
    );
    expect((await db.collection(COLLECTIONS.pendingJoins).get()).size).toBe(1);
    await context.close();
  });

  it('with JavaScript, checks the form before sending, and the server’s page of errors takes the focus; both are accessible at 375 and 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPublicConsole(page);
    await navigateAndSettle(page, () => page.goto(siteUrl('/membership')));
    await expectAccessibleAtPhoneAndDesktop(page);

    await page.getByRole('button', { name: 'Join' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      "Please enter the member's name.",
      'Please enter your e-mail address: your receipt goes there.',
      'Please enter your postal address.',
      'Please choose a membership category.',
      'Members must be 16 years or older: tick the box to confirm it.',
      'Please choose how you will pay.',
    ]);
    // The group is invalid as a whole: its radiogroup says so (ARIA 1.2), not its buttons.
    const categories = page.getByRole('radiogroup', { name: 'Membership category' });
    await expect(categories.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('radio', { name: 'Property owner' }).getAttribute('aria-invalid')).resolves.toBeNull();
    // Choosing a radio button clears its group's message.
    await page.getByRole('radio', { name: 'Property owner' }).check();
    await expect(page.locator('#join-category-error').isVisible()).resolves.toBe(false);
    await expect(categories.getAttribute('aria-invalid')).resolves.toBeNull();
    await expectAccessibleAtPhoneAndDesktop(page);

    // The server's page of errors (a form sent past the page's checks, as a stale page would).
    await page.getByRole('textbox', { name: "Member's Name" }).fill('Pat Resident');
    await Promise.all([
      page.waitForURL(siteUrl('/membership/join')),
      page.locator('form[data-checked-form]').evaluate((f: HTMLFormElement) => f.submit()),
    ]);
    await page.waitForLoadState('load');
    const served = page.locator('[data-error-summary]');
    await expect(served.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: 'Property owner' }).isChecked()).resolves.toBe(true);
    await expectAccessibleAtPhoneAndDesktop(page);
    // Chromium logs the page's own status, 400: the form was refused, as it says.
    expect(errors).toEqual([
      `Failed to load resource: the server responded with a status of 400 (Bad Request) (${siteUrl('/membership/join')})`,
    ]);
    await context.close();
  });
});
