import type { Page } from 'playwright-core';

/**
 * The join form filled as a resident fills it, by the labels a screen reader announces: the
 * browser test of joining online and `npm run check:payments` walk it the same way.
 */
export async function fillJoinForm(page: Page, { name, email, payment }: { name: string; email: string; payment: RegExp }) {
  await page.getByRole('textbox', { name: "Member's Name" }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail address, for your receipt' }).fill(email);
  await page.getByRole('textbox', { name: 'Postal address' }).fill('12 Main St\nHometown BC V0V 0V0');
  await page.getByRole('radiogroup', { name: 'Membership category' }).getByRole('radio', { name: 'Resident' }).check();
  await page.getByRole('checkbox', { name: 'I am 16 or older' }).check();
  await page.getByRole('checkbox', { name: 'Membership renewal reminders' }).check();
  await page
    .getByRole('radiogroup', { name: /^How will you pay \$10\.00 CAD for \d{4}\?$/ })
    .getByRole('radio', { name: payment })
    .check();
}

/**
 * Sends a filled form, pays the amount by PayPal on the stand-in's approval page and waits for
 * the return page: answers the join's reference as the page shows it.
 */
export async function payAtStandIn(
  page: Page,
  { standInUrl, amount, returnPage, year }: { standInUrl: string; amount: string; returnPage: string; year: number },
) {
  await Promise.all([page.waitForURL(`${standInUrl}/checkoutnow?token=*`), page.getByRole('button', { name: 'Join' }).click()]);
  await page.getByText(`Pay ${amount}`).waitFor();
  await Promise.all([page.waitForURL(returnPage), page.getByRole('button', { name: 'Pay Now' }).click()]);
  await page.getByRole('heading', { level: 1, name: `You are a member for ${year}` }).waitFor();
  return /Your reference is (R-\d{4}-[A-Z0-9]{4})/.exec((await page.locator('main').textContent()) ?? '')![1];
}
