import { describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { todayInVancouver } from '@roca/contract/days';
import { browserTestFile, siteUrl } from '../support/browser';
import { storeDevelopment } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { pdfText } from '../support/pdf-text';
import { waitForPublishedChanges } from '../support/publishing';
import { expectAccessible, expectToast, signInAs } from './admin-support';
import { expectAccessibleAtPhoneAndDesktop, watchPublicConsole } from './public-support';

/**
 * A consultation walked in Chromium against the real stack (docs/consultations.md, "Done when"):
 * staff open a comment window on a stored application and a subscriber gets the alert; four
 * residents comment from a phone (one without consent to share their name) and confirm by the
 * link in the local inbox, one withdraws; staff hide one with a reason, the tallies are right;
 * staff send the letter, and the inbox holds the municipality's copy with a PDF whose appendix
 * names only the consenting commenter, and each remaining commenter's delivery notice. The public
 * pages and the staff screen have no serious or critical axe finding at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 300_000 });
const { browser } = browserTestFile();
const mail = smtpInboxForFile();

type Resident = { name: string; street: string; email: string; position: string; comment: string; share: boolean };
const ANN: Resident = {
  name: 'Ann Arbour',
  street: '1234 Cedar Hill Rd',
  email: 'ann@example.org',
  position: 'Support with changes',
  comment: 'Lower the fourth storey.',
  share: true,
};
const BOB: Resident = {
  name: 'Bob Birch',
  street: '12 Cedar Hill Rd',
  email: 'bob@example.org',
  position: 'Oppose',
  comment: 'The school route is busy.',
  share: false,
};
const CY: Resident = {
  name: 'Cy Cypress',
  street: '9 Larch St',
  email: 'cy@example.org',
  position: 'Support',
  comment: 'I changed my mind later.',
  share: true,
};
const DEE: Resident = {
  name: 'Dee Dogwood',
  street: '3 Larch St',
  email: 'dee@example.org',
  position: 'Neutral',
  comment: 'Buy my used car, cheap!',
  share: true,
};

/** A confirmed subscriber to development updates on "every update", as the subscribe walk leaves one. */
async function storeSubscriber(email: string) {
  await db
    .collection(COLLECTIONS.subscribers)
    .doc('s-walk')
    .set({
      email,
      status: 'confirmed',
      frequency: 'every',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      confirmedAt: Timestamp.now(),
      unsubscribedAt: null,
      consent: null,
      consentHistory: [],
      mailTopics: { developments: { given: true, date: todayInVancouver(), source: 'test' } },
      request: null,
    });
}

/** A resident on a phone comments on the application's page; returns the link of their confirmation message. */
async function commentFromPhone(browser: Browser, applicationPath: string, r: Resident, { checkAccess = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors = watchPublicConsole(page);
  await page.goto(siteUrl(applicationPath));
  if (checkAccess) await expectAccessibleAtPhoneAndDesktop(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const form = page.getByRole('form', { name: 'Comment on this application' });
  await form.getByLabel('Your name').fill(r.name);
  await form.getByLabel('Your street address').fill(r.street);
  await form.getByLabel('Your e-mail address, to confirm your comment').fill(r.email);
  await form.getByRole('radio', { name: r.position, exact: true }).check();
  await form.getByRole('checkbox', { name: 'Height and massing' }).check();
  await form.getByLabel('Your comment', { exact: true }).fill(r.comment);
  if (r.share) await form.getByRole('checkbox', { name: /^The association may send my name/ }).check();
  const before = mail.inbox.messages.length;
  await form.getByRole('button', { name: 'Send my comment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail to confirm your comment' }).waitFor();
  const [message] = (await mail.inbox.waitFor(before + 1)).slice(before);
  expect(message.envelopeTo).toEqual([r.email]);
  const link = /https?:\/\/[^/\s]+(\/consultation\/comment\/[A-Za-z0-9_.-]+)/.exec(message.parsed.text ?? '')![1];
  expect(errors).toEqual([]);
  return { page, link };
}

async function confirmByLink(page: Page, link: string, { checkAccess = false } = {}) {
  await page.goto(siteUrl(link));
  if (checkAccess) {
    await expectAccessibleAtPhoneAndDesktop(page);
    await page.setViewportSize({ width: 375, height: 800 });
  }
  await page.getByRole('button', { name: 'Confirm my comment' }).click();
  await page.getByText('Thank you: your comment is confirmed and will be counted.').waitFor();
}

describe('a consultation in the browser', () => {
  it('walks from opening the window to the letter in the municipality’s inbox', async () => {
    const id = await storeDevelopment({ projectTitle: 'Cedar Hill Fourplex', status: 'Under Review' });
    await storeSubscriber('subscriber@example.org');

    // Staff open the window from the Consultations screen.
    const { page: staff } = await signInAs(browser, 'Admin');
    await staff.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Consultations', exact: true }).click();
    await staff.getByLabel('Application').selectOption({ label: 'Cedar Hill Fourplex' });
    await staff.getByRole('button', { name: 'Open its consultation' }).click();
    await staff.getByRole('heading', { name: 'Consultation: Cedar Hill Fourplex' }).waitFor();
    await staff.getByRole('button', { name: 'Open the comment window' }).click();
    await expectToast(staff, 'Comment window opened');

    // The subscriber gets the alert.
    const [alert] = await mail.inbox.waitFor(1);
    expect(alert.envelopeTo).toEqual(['subscriber@example.org']);
    expect(alert.parsed.subject).toMatch(/^Comment on Cedar Hill Fourplex until \d{4}-\d\d-\d\d$/);
    expect(alert.parsed.text).toContain(`/applications/${id}`);

    // Four residents comment from a phone and confirm; one withdraws.
    await waitForPublishedChanges();
    const path = `/applications/${id}`;
    const ann = await commentFromPhone(browser, path, ANN, { checkAccess: true });
    const bob = await commentFromPhone(browser, path, BOB);
    const cy = await commentFromPhone(browser, path, CY);
    const dee = await commentFromPhone(browser, path, DEE);
    await confirmByLink(ann.page, ann.link, { checkAccess: true });
    for (const { page, link } of [bob, cy, dee]) await confirmByLink(page, link);
    await cy.page.getByRole('button', { name: 'Withdraw my comment' }).click();
    await cy.page.getByText('Your comment is withdrawn: it will not be counted or sent.').waitFor();

    // Staff hide one with a reason; the tallies are right.
    await staff.reload();
    const deeCard = staff.getByRole('listitem').filter({ hasText: DEE.comment });
    await deeCard.getByLabel('Reason').selectOption({ label: 'Off-topic' });
    await deeCard.getByRole('button', { name: 'Hide' }).click();
    await expectToast(staff, 'Comment hidden');
    await staff.getByText('2 comments count: confirmed, not withdrawn, not hidden.').waitFor();
    await staff.getByText('Not counted: 0 waiting for confirmation, 1 hidden, 1 withdrawn.').waitFor();
    await expectAccessible(staff, 'the consultation screen');

    // The letter, then Send once the window is closed.
    await staff.getByLabel("The association's letter (Markdown) *").fill('The association **supports** more homes here, with changes.');
    await staff.getByRole('button', { name: 'Save the letter' }).click();
    await expectToast(staff, 'Letter saved');
    await staff.getByRole('button', { name: 'Close comments now' }).click();
    await expectToast(staff, 'Comment window closed');
    const before = mail.inbox.messages.length;
    await staff.getByRole('button', { name: 'Send the letter' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await expectToast(staff, 'Letter sent');
    await staff.getByRole('heading', { name: 'The letter as sent' }).waitFor();

    // The municipality's copy with the PDF, and the delivery notices of Ann and Bob only.
    const arrived = (await mail.inbox.waitFor(before + 3)).slice(before);
    await settledMessages(undefined);
    expect(mail.inbox.messages.length).toBe(before + 3);
    const letter = arrived.find((m) => m.envelopeTo.includes('planning@example.org'))!;
    const { text } = await pdfText(letter.parsed.attachments[0].content);
    expect(text).toContain('Ann Arbour, 1234 Cedar Hill Rd');
    expect(text).toContain(BOB.comment);
    for (const absent of [BOB.name, BOB.street, CY.name, CY.comment, DEE.name, DEE.comment]) expect(text).not.toContain(absent);
    const notices = arrived.filter((m) => m !== letter).map((m) => m.envelopeTo[0]);
    expect(notices.sort()).toEqual(['ann@example.org', 'bob@example.org']);
  });
});
