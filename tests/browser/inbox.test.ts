import { describe, expect, it, vi } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LIMITS } from '@roca/contract';
import {
  CONTACT_TOPICS,
  INBOX_KIND_FACTS,
  PRIVACY_CHOICES,
  RECORD_CHOICES,
  REQUESTER_CHOICES,
  type InboxKind,
} from '@roca/contract/inbox-choices';
import { browserTestFile, siteUrl } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { expectAccessible, expectToast, openAdminScreen, signInAs } from './admin-support';
import { expectAccessibleAtPhoneAndDesktop, watchPublicConsole } from './public-support';

/**
 * The walk of the inbox's "Done when" in Chromium against the real stack (docs/inbox.md): a resident
 * on a phone sends every form from its page, sees the confirmation page and gets the
 * acknowledgement in the inbox; staff see the items, assign one to the Secretary, reply from the
 * panel, and the reply arrives with the thread kept; a listing request becomes a draft directory
 * entry; the Control Panel shows the figures. axe finds nothing serious or critical on the pages
 * and screens at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 300_000 });
const { browser } = browserTestFile();
const mail = smtpInboxForFile();

type Walk = { kind: InboxKind; path: string; fill: (form: Locator) => Promise<void> };

/** Each form from its page, with what a resident types in it. */
const WALKS: Walk[] = [
  {
    kind: 'contact',
    path: '/contact',
    fill: async (form) => {
      await form.getByRole('radio', { name: CONTACT_TOPICS.Treasurer }).check();
      await form.getByLabel('Your message', { exact: true }).fill('When is the membership fee due?');
    },
  },
  {
    kind: 'privacy',
    path: '/contact',
    fill: async (form) => {
      await form.getByRole('radio', { name: PRIVACY_CHOICES.see }).check();
      await form.getByLabel(/^Which information/).fill('My membership record, please.');
    },
  },
  {
    kind: 'volunteer',
    path: '/volunteer',
    fill: async (form) => {
      await form.getByRole('checkbox', { name: 'Event Volunteer' }).check();
      await form.getByLabel('When are you available?').fill('Saturday mornings');
    },
  },
  {
    kind: 'listing',
    path: '/business-directory',
    fill: async (form) => {
      await form.getByLabel('Business name').fill('Corner Bakery');
      await form.getByLabel(/^Category/).fill('Food');
      await form.getByLabel(/^Website/).fill('https://bakery.example.org');
      await form.getByLabel('Describe the business in a sentence or two').fill('Fresh bread every morning.');
    },
  },
  {
    kind: 'link',
    path: '/community-links',
    fill: async (form) => {
      await form.getByLabel('Name of the site').fill('The library');
      await form.getByLabel('Its address').fill('https://library.example.org');
      await form.getByLabel('Why would neighbours find it useful?').fill('Free books and events.');
    },
  },
  { kind: 'heritage', path: '/heritage', fill: (form) => form.getByLabel(/^What do you know/).fill('The corner store opened in 1950.') },
  { kind: 'boundary', path: '/boundaries', fill: (form) => form.getByLabel('Your question').fill('Is Elm Street in the area?') },
  {
    kind: 'records',
    path: '/constitution-bylaws',
    fill: async (form) => {
      await form.getByRole('radio', { name: REQUESTER_CHOICES.public }).check();
      await form.getByRole('radio', { name: RECORD_CHOICES['financial-statements'] }).check();
    },
  },
];

/** Fills and sends one form as a person does: not sooner than the time trap allows after the page showed it. */
async function send(page: Page, walk: Walk, email: string) {
  const shownAt = Date.now();
  const form = page.getByRole('form', { name: INBOX_KIND_FACTS[walk.kind].label });
  await walk.fill(form);
  await form.getByLabel('Your name').fill('Ann Resident');
  await form.getByLabel('Your e-mail address, for our answer').fill(email);
  await page.waitForTimeout(Math.max(0, LIMITS.inboxMinSeconds * 1000 + 300 - (Date.now() - shownAt)));
  await form.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your message is sent' }).waitFor();
  return /M-\d{4}-[2-9A-Z]{4}/.exec(await page.locator('main').innerText())![0];
}

describe('writing to the association and answering from the panel', () => {
  it('walks every form from a phone to an answer in the resident’s mail', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const resident = await phone.newPage();
    const consoleErrors = watchPublicConsole(resident);

    // A refused form shows its errors beside the fields and in the summary, before anything is sent.
    await resident.goto(siteUrl('/contact'));
    const contact = resident.getByRole('form', { name: 'Contact the association' });
    await contact.getByRole('button', { name: 'Send' }).click();
    const summary = contact.locator('[data-error-summary]');
    await summary.getByRole('heading', { name: 'There is a problem' }).waitFor();
    await expect(summary.innerText()).resolves.toContain('Please enter your name.');
    await expect(contact.getByLabel('Your name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessibleAtPhoneAndDesktop(resident);
    await resident.setViewportSize({ width: 375, height: 800 });

    const references = new Map<InboxKind, string>();
    for (const [index, walk] of WALKS.entries()) {
      await resident.goto(siteUrl(walk.path));
      references.set(walk.kind, await send(resident, walk, index === 0 ? 'ann@example.org' : `ann+${walk.kind}@example.org`));
    }
    await expectAccessibleAtPhoneAndDesktop(resident);
    expect(consoleErrors).toEqual([]);
    const acknowledgements = await mail.inbox.waitFor(WALKS.length);
    expect(acknowledgements.map((m) => m.parsed.subject!.match(/\[(M-[^\]]+)\]/)![1]).sort()).toEqual([...references.values()].sort());

    // An executive card's "Write to the President" opens the contact form set to the President.
    await resident.goto(siteUrl('/executive'));
    const writeTo = resident.getByRole('link', { name: 'Write to the President' });
    await writeTo.click();
    await expect(resident.getByRole('radio', { name: CONTACT_TOPICS.President }).isChecked()).resolves.toBe(true);

    // Staff see the items, assign the contact message to the Secretary and reply.
    const { page: staff } = await signInAs(browser, 'Admin');
    const figures = staff.locator('section[aria-labelledby="inbox-figures"]');
    await expect
      .poll(() =>
        figures
          .locator('dt', { hasText: /^Open$/ })
          .locator('xpath=following-sibling::dd')
          .innerText(),
      )
      .toBe(String(WALKS.length));
    await openAdminScreen(staff, 'Inbox');
    const reference = references.get('contact')!;
    await staff.getByRole('link', { name: `Contact the association · ${reference}` }).waitFor();
    await expectAccessible(staff, 'the inbox');
    await staff.getByRole('link', { name: `Contact the association · ${reference}` }).click();
    await staff.getByText('When is the membership fee due?').waitFor();
    await staff.getByLabel('Assign to').selectOption('Secretary');
    await staff.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(staff, 'Item assigned');
    await staff.getByLabel('Reply').fill('It is due at the AGM.\n\nThank you for asking.');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(staff, 'Reply sent');
    const [reply] = (await mail.inbox.waitFor(WALKS.length + 1)).slice(WALKS.length);
    expect(reply.envelopeTo).toEqual(['ann@example.org']);
    expect(reply.parsed.subject).toBe(`Re: Contact the association - ROCA [${reference}]`);
    expect(reply.parsed.text).toContain('It is due at the AGM.');
    await settledMessages(undefined);
    await staff.reload();
    await staff
      .getByRole('article', { name: /^Reply by / })
      .getByText(/· Sent$/)
      .waitFor();
    await expectAccessible(staff, 'an inbox item');

    // A listing request becomes a draft entry of the business directory.
    await staff.goto(siteUrl(`/admin/inbox/items/${references.get('listing')}`));
    await staff.getByRole('button', { name: 'Accept: draft a directory entry' }).click();
    await expectToast(staff, 'Draft entry created');
    const drafts = (await db.collection(COLLECTIONS.businessDirectory).where('name', '==', 'Corner Bakery').get()).docs;
    expect(drafts.map((doc) => doc.get('draft'))).toEqual([true]);
    await staff.getByRole('link', { name: 'Open the list to check and publish it' }).click();
    await staff.getByRole('heading', { name: /Corner Bakery\s*Draft/ }).waitFor();
    await phone.close();
    await staff.context().close();
  });
});
