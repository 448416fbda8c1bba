import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { browserTestFile, siteUrl } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { confirmPath, headerOf, settledMessages, smtpInboxForFile } from '../support/mail';
import { expectToast, openAdminScreen, signInAs } from './admin-support';
import { expectAccessibleAtPhoneAndDesktop, watchPublicConsole } from './public-support';

/**
 * Subscribing to development updates in Chromium against the real stack (docs/mail.md,
 * "Development updates"): a resident subscribes on the home page and confirms with the button of
 * the message in the local inbox; staff post an update on the Developments screen; exactly one
 * alert arrives, with its headers and footer; the resident unsubscribes in one click; the next
 * update sends them nothing. The form works without JavaScript, shows errors beside the field
 * and in a summary, and the pages have no serious or critical axe finding at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 180_000 });
const { browser } = browserTestFile();
const mail = smtpInboxForFile();

const subscribeForm = (page: Page) => page.getByRole('form', { name: 'Get development updates by e-mail' });
const outboxCount = async () => (await db.collection(COLLECTIONS.outbox).count().get()).data().count;

/** Staff post an update on the Developments screen, as a person does; `minor` ticks "Minor: no alert". */
async function postUpdate(page: Page, title: string, { minor = false } = {}) {
  await page.getByRole('button', { name: 'Add Development' }).click();
  const form = page.getByRole('form', { name: 'New development update' });
  await form.getByLabel('Project Title *').fill(title);
  await form.getByLabel('Description *').fill('Twelve rowhouses on Willow Street.');
  await form.getByLabel('Date *').fill('2026-11-20');
  await form.getByLabel('Status *').fill('Under Review');
  await form.getByLabel('Link 1 URL').fill('https://example.org/willow');
  await form.getByLabel('Link 1 text').fill('Application');
  if (minor) await form.getByRole('checkbox', { name: /^Minor: no alert/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Development created successfully');
}

describe('subscribing to development updates', () => {
  it('walks from the form to one alert and out again in one click', async () => {
    const context = await browser.newContext();
    const resident = await context.newPage();
    const errors = watchPublicConsole(resident);
    await resident.goto(siteUrl('/'));
    const form = subscribeForm(resident);
    await form.getByLabel('E-mail address').fill('resident@example.org');
    await form.getByRole('radio', { name: 'Every update' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await resident.getByRole('heading', { level: 1, name: 'Check your e-mail to confirm' }).waitFor();

    // 1. The confirmation, in the local inbox; its link shows a button, which confirms.
    const [confirmation] = await mail.inbox.waitFor(1);
    expect(confirmation.envelopeTo).toEqual(['resident@example.org']);
    await resident.goto(siteUrl(confirmPath(confirmation.parsed)));
    await expect(resident.title()).resolves.toBe('Confirm your subscription | ROCA');
    await expectAccessibleAtPhoneAndDesktop(resident);
    await resident.getByRole('button', { name: 'Confirm my subscription' }).click();
    await resident.getByRole('heading', { level: 1, name: 'You are subscribed' }).waitFor();

    // 2. Staff post a development update; the Developments screen counts the subscriber.
    const { page: staff } = await signInAs(browser, 'Admin');
    await openAdminScreen(staff, 'Developments');
    await staff.getByText('1 confirmed (1 on every update, 0 on the weekly digest), 0 waiting to confirm.').waitFor();
    await postUpdate(staff, 'Willow Row');

    // 3. Exactly one alert, with its headers and footer.
    await settledMessages(undefined);
    const [, alert, ...more] = await mail.inbox.waitFor(2);
    expect(more).toEqual([]);
    expect(alert.envelopeTo).toEqual(['resident@example.org']);
    expect(alert.parsed.subject).toBe('New development update: Willow Row');
    expect(alert.parsed.text).toContain('Status: Under Review');
    expect(alert.parsed.text).toContain('Application: https://example.org/willow');
    expect(alert.parsed.text).toContain('You get this because you chose "Development updates"');
    expect(alert.parsed.html).toContain('Unsubscribe or choose what you receive');
    expect(headerOf(alert.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /<(https?:\/\/[^>]+\/mail\/unsubscribe\/[^>]+)>/.exec(headerOf(alert.parsed, 'List-Unsubscribe'))![1];

    // A save staff mark "Minor: no alert" sends nothing.
    const beforeMinor = await outboxCount();
    await postUpdate(staff, 'Typo fix', { minor: true });
    await staff.getByRole('heading', { name: 'Typo fix' }).waitFor();
    expect(await outboxCount()).toBe(beforeMinor);

    // 4. One click on the link's page unsubscribes.
    await resident.goto(siteUrl(new URL(unsubscribeUrl).pathname));
    await resident.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(resident.getByRole('status').textContent()).resolves.toMatch(/You are unsubscribed/);

    // 5. The next update sends them nothing: the change is recorded, no message is queued.
    const queued = await outboxCount();
    await postUpdate(staff, 'Cedar Lane');
    await staff.getByRole('heading', { name: 'Cedar Lane' }).waitFor();
    expect((await db.collection(COLLECTIONS.developmentChanges).count().get()).data().count).toBe(2);
    expect(await outboxCount()).toBe(queued);
    expect(mail.inbox.messages).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the server shows the error beside the field and in a summary', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('/rezoning'));
    // An address the browser lets through and the server refuses.
    await subscribeForm(page).getByLabel('E-mail address').fill('ann@localhost');
    await subscribeForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscribe to development updates' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/There is a problem.*e-mail address such as/);
    const field = subscribeForm(page).getByLabel('E-mail address');
    await expect(field.inputValue()).resolves.toBe('ann@localhost');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#subscribe-email-error').textContent()).resolves.toMatch(/e-mail address such as/);
    expect((await db.collection(COLLECTIONS.subscribers).count().get()).data().count).toBe(0);

    await field.fill('ann@example.org');
    await subscribeForm(page).getByRole('radio', { name: 'A weekly digest' }).check();
    await subscribeForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail to confirm' }).waitFor();
    const stored = (await db.collection(COLLECTIONS.subscribers).get()).docs.map((doc) => doc.data());
    expect(stored).toMatchObject([
      { email: 'ann@example.org', status: 'pending', request: { frequency: 'weekly', sourcePage: '/rezoning' } },
    ]);
    await context.close();
  });

  it('checks the address in the browser with the page script, and the pages have no serious axe finding', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
    await subscribeForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('#subscribe-email-error').textContent()).resolves.toBe('Please enter your e-mail address.');
    await expect(subscribeForm(page).locator('[data-error-summary]').isVisible()).resolves.toBe(true);
    await subscribeForm(page).getByLabel('E-mail address').fill('not an address');
    await subscribeForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('#subscribe-email-error').textContent()).resolves.toBe(
      'Please enter an e-mail address such as name@example.org.',
    );
    expect((await db.collection(COLLECTIONS.subscribers).count().get()).data().count).toBe(0);
    await expectAccessibleAtPhoneAndDesktop(page);

    // The server's page with an error, and its answer once the form is right.
    await page.goto(siteUrl('/rezoning'));
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[data-checked-form]')!.setAttribute('novalidate', ''));
    await subscribeForm(page).getByLabel('E-mail address').fill('ann@localhost');
    await subscribeForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscribe to development updates' }).waitFor();
    await expectAccessibleAtPhoneAndDesktop(page);
    await subscribeForm(page).getByLabel('E-mail address').fill('ann@example.org');
    await subscribeForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail to confirm' }).waitFor();
    await expectAccessibleAtPhoneAndDesktop(page);
    await context.close();
  });
});
