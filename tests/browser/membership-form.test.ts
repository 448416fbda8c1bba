import { expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { LIMITS } from '@roca/contract/limits';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { site } from '../../web/src/config/site';
import { browserTestFile, siteUrl } from '../support/browser';
import { membershipPageWithoutPayPal } from '../support/publishing';
import { navigateAndSettle, seriousAxeViolations, watchPublicConsole } from './public-support';

/**
 * The membership payment form of a site without PayPal's REST app (docs/requirements.md,
 * Membership; docs/decisions/016): a plain HTML form that posts to the payment provider's hosted
 * button, checked by the page script when it runs and by the browser's own rules when it does not
 * (docs/decisions/015). The test stack takes payments through its PayPal stand-in, so its own
 * /membership has the join form (tests/browser/join-online.test.ts); here the browser gets
 * /membership as a publish renders it without credentials, with the headers Hosting serves. The
 * provider is a stand-in answering on its address inside the browser: the test never reaches it.
 */
const { browser } = browserTestFile();

/** Serves /membership in this context as the publish renders it without PayPal credentials, under Hosting's own headers. */
async function withHostedButtonPage(context: BrowserContext) {
  const [html, served] = await Promise.all([membershipPageWithoutPayPal(), fetch(siteUrl('/membership'))]);
  // The body is given whole: not as Hosting encoded or measured its own.
  const headers: Record<string, string> = {};
  served.headers.forEach((value, name) => {
    if (name !== 'content-encoding' && name !== 'content-length') headers[name] = value;
  });
  await context.route(siteUrl('/membership'), (route) => route.fulfill({ status: 200, headers, body: html }));
}

const PAY = /^Pay \$10 Membership Fee$/;
const MISSING = "Please enter the member's name.";

/** A browser context whose requests to the payment provider are answered by a stand-in that keeps what it was sent. */
async function withProviderStandIn(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await withHostedButtonPage(context);
  const posted: { method: string; contentType?: string; fields: Record<string, string> }[] = [];
  await context.route(`${site.payment.actionUrl}**`, async (route) => {
    const request = route.request();
    posted.push({
      method: request.method(),
      contentType: request.headers()['content-type'],
      fields: Object.fromEntries(new URLSearchParams(request.postData() ?? '')),
    });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment provider stand-in</h1>' });
  });
  return { context, posted };
}

/** The hosted button's POST: its command and id from the stored settings, the name as option os0. */
const postOf = (name: string) => ({
  method: 'POST',
  contentType: 'application/x-www-form-urlencoded',
  fields: { cmd: site.payment.command, hosted_button_id: SEED_CONTENT.settings.paymentButtonId, on0: "Member's Name", os0: name },
});

async function payAs(context: BrowserContext, name: string) {
  const page = context.pages()[0];
  await page.getByRole('textbox', { name: "Member's Name" }).fill(name);
  await Promise.all([page.waitForURL(`${site.payment.actionUrl}**`), page.getByRole('button', { name: PAY }).click()]);
  await page.getByRole('heading', { name: 'Payment provider stand-in' }).waitFor();
}

it('shows each error beside the field and in a summary that takes the focus, and posts the right fields once the name is valid', async () => {
  const { context, posted } = await withProviderStandIn({ bypassCSP: true });
  const page = await context.newPage();
  const errors = watchPublicConsole(page);
  await navigateAndSettle(page, () => page.goto(siteUrl('/membership')));
  await expect(page.getByText('Must be 16 years or older.').isVisible()).resolves.toBe(true);
  await expect(page.getByText('$10 per person per year').isVisible()).resolves.toBe(true);
  const nameField = page.getByRole('textbox', { name: "Member's Name" });
  const summary = page.locator('[data-error-summary]');
  // The age notice goes with the field.
  await expect(nameField.getAttribute('aria-describedby')).resolves.toBe('membership-age-notice');
  await expect(summary.isVisible()).resolves.toBe(false);

  await page.getByRole('button', { name: PAY }).click();
  await expect(summary.isVisible()).resolves.toBe(true);
  await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await expect(summary.getByRole('heading', { name: 'There is a problem' }).isVisible()).resolves.toBe(true);
  await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([MISSING]);
  await expect(nameField.getAttribute('aria-invalid')).resolves.toBe('true');
  // Beside the field, and read with it.
  const beside = page.locator('#member-name-error');
  await expect(beside.textContent()).resolves.toBe(MISSING);
  await expect(nameField.getAttribute('aria-describedby')).resolves.toBe('membership-age-notice member-name-error');
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  // The summary's link puts the focus in the field.
  await summary.getByRole('link', { name: MISSING }).click();
  await expect(nameField.evaluate((field) => field === document.activeElement)).resolves.toBe(true);

  // Typing a name clears both; the message comes back if the name goes again.
  await page.keyboard.type('P');
  await expect(beside.isVisible()).resolves.toBe(false);
  await expect(summary.isVisible()).resolves.toBe(false);
  await expect(nameField.getAttribute('aria-invalid')).resolves.toBeNull();
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: PAY }).click();
  await expect(beside.textContent()).resolves.toBe(MISSING);

  // A name over the limit: the browser never lets one be typed (maxlength), but a value set some
  // other way (a script, a browser extension) is still stopped.
  await nameField.evaluate((field: HTMLInputElement, length) => (field.value = 'x'.repeat(length)), LIMITS.memberName + 1);
  await page.getByRole('button', { name: PAY }).click();
  const tooLong = `The member's name must be at most ${LIMITS.memberName} characters (now ${LIMITS.memberName + 1}).`;
  await expect(beside.textContent()).resolves.toBe(tooLong);
  await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([tooLong]);
  expect(posted).toEqual([]);

  await payAs(context, 'Pat Example');
  expect(posted).toEqual([postOf('Pat Example')]);
  expect(errors).toEqual([]);
  await context.close();
});

it('at 375 px the form with its errors is accessible and fits the screen', async () => {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 375, height: 740 } });
  await withHostedButtonPage(context);
  const page = await context.newPage();
  await navigateAndSettle(page, () => page.goto(siteUrl('/membership')));
  await page.getByRole('button', { name: PAY }).click();
  await page.locator('#member-name-error').waitFor();
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
  await context.close();
});

it("works without JavaScript: the browser's own checks stop an empty name, and a valid one posts the same fields", async () => {
  const { context, posted } = await withProviderStandIn({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('/membership'));
  const nameField = page.getByRole('textbox', { name: "Member's Name" });
  await page.getByRole('button', { name: PAY }).click();
  await expect(nameField.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).resolves.toBe(true);
  await expect(nameField.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
  expect(page.url()).toBe(siteUrl('/membership'));
  // maxlength: what is typed stops at the limit.
  await nameField.pressSequentially('x'.repeat(LIMITS.memberName + 5), { delay: 0 });
  await expect(nameField.inputValue()).resolves.toHaveLength(LIMITS.memberName);
  expect(posted).toEqual([]);

  await payAs(context, 'Sam Neighbour');
  expect(posted).toEqual([postOf('Sam Neighbour')]);
  await context.close();
});
