import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInVancouver } from '@roca/contract/days';
import { sweepOutbox } from '../../functions/src/services/mail';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { headerOf, recipientsOf, settledMessages, smtpInboxForFile, unsubscribePath } from '../support/mail';
import { storeMember } from '../support/members';
import { expectFieldError, openAdminScreen, seriousViolations, signInAs } from './admin-support';

/**
 * The Mail section in the real stack (Hosting, the Functions emulator with its sendMail task,
 * Chromium, and a real SMTP server in this process): the walk docs/mail.md, "For staff", describes. An announcement
 * composed in the panel arrives once per consenting member with the footer and the one-click
 * unsubscribe headers; the link's page changes nothing until its button is pressed; the same
 * announcement again leaves the unsubscribed member out; a general-meeting notice reaches that
 * member anyway and lists the member without e-mail for notice by post; with the SMTP server down
 * a message stays queued and, once it is back, arrives exactly once. Then a Read Only user, who
 * sees counts and states and never an address, and no serious axe finding on any Mail screen.
 */
const { browser } = browserTestFile();
const mail = smtpInboxForFile();

const paid = [{ method: 'cash' }];

/** Two members who chose announcements (the register's consent) and one without an e-mail address, all paid up. */
async function storeMembers() {
  const ann = await storeMember({ firstName: 'Ann', lastName: 'Bell', email: 'ann@example.org' }, paid);
  await storeMember({ firstName: 'Bob', lastName: 'Chen', email: 'bob@example.org' }, paid);
  await storeMember({ firstName: 'Dev', lastName: 'Patel', email: '', address: '3 Elm St, Victoria BC' }, paid);
  return { annId: ann.id };
}

async function openMailScreen(page: Page, screen: 'Log' | 'Compose' | 'Meeting notice' | 'Renewal reminders' | 'Suppressed addresses') {
  await page.getByRole('navigation', { name: 'Mail' }).getByRole('link', { name: screen, exact: true }).click();
}

/** Composes an announcement to the members in good standing and sends it; returns the send's id (the log follows it). */
async function sendAnnouncement(page: Page, subject: string, expectedCount: string) {
  await openMailScreen(page, 'Compose');
  const form = page.getByRole('form', { name: 'Compose' });
  await form.getByRole('status').getByText(expectedCount).waitFor();
  await form.getByLabel('Subject *').fill(subject);
  await form.getByLabel('Format').selectOption('markdown');
  await form.getByLabel('Message *').fill('Dear {firstName},\n\nJoin us on **Saturday** at the hall.');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Send to / })
    .click();
  await page.waitForURL(/\/admin\/mail\?send=/);
  return new URL(page.url()).searchParams.get('send')!;
}

const sendCard = (page: Page, subject: string) => page.getByRole('list', { name: 'Sends' }).getByRole('article', { name: subject });
/** Nothing more arrives after what was awaited. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** A meeting date 20 days from today (Vancouver), within the default 14 to 60 days. */
function meetingDate() {
  const [y, m, d] = todayInVancouver().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 20)).toISOString().slice(0, 10);
}

async function fillNotice(page: Page) {
  const form = page.getByRole('form', { name: 'General-meeting notice' });
  await form.getByLabel('Date *').fill(meetingDate());
  await form.getByText(/Notice today is 20 days before the meeting/).waitFor();
  await form.getByLabel('Place').fill('Community Hall, 100 Main St');
  await form.getByLabel('Agenda *').fill('1. Minutes\n2. Elections');
  return form;
}

describe('the Mail section', () => {
  it('sends once per member with the unsubscribe headers, honours the unsubscribe, gives notice to all, and loses nothing while SMTP is down', async () => {
    const { annId } = await storeMembers();
    const { page } = await signInAs(browser, 'Admin');
    const errors = watchConsole(page);
    await openAdminScreen(page, 'Mail');
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();

    // An announcement: the two who chose it; Dev, without an address, is named as left out.
    await openMailScreen(page, 'Compose');
    await page.getByText('Left out: 1 member without an e-mail address.').waitFor();
    const first = await sendAnnouncement(page, 'Spring clean-up, {firstName}', '2 members get this message.');
    await settledMessages(first);
    await mail.inbox.waitFor(2);
    await quiet();
    expect(recipientsOf(mail.inbox.messages)).toEqual(['ann@example.org', 'bob@example.org']);
    const toAnn = mail.inbox.messages.find((m) => m.envelopeTo.includes('ann@example.org'))!.parsed;
    expect(toAnn.subject).toBe('Spring clean-up, Ann');
    expect(toAnn.html).toContain('<strong>Saturday</strong>');
    expect(headerOf(toAnn, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/mail\/unsubscribe\/[^>]+>, ?<mailto:[^>]+>$/);
    expect(headerOf(toAnn, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const settings = (await db.collection(COLLECTIONS.siteContent).doc('settings').get()).data()!;
    for (const fact of [settings.associationName, settings.postalAddress, settings.email]) expect(toAnn.text).toContain(fact);
    // The log follows the send until it is delivered.
    await sendCard(page, 'Spring clean-up, {firstName}').getByText('2 messages: 2 sent').waitFor({ timeout: 30_000 });

    // Ann's link: the page (a GET) changes nothing; its button (a POST) unsubscribes her.
    const visitor = await browser.newContext();
    const unsubscribe = await visitor.newPage();
    await unsubscribe.goto(siteUrl(unsubscribePath(toAnn)));
    await unsubscribe.getByRole('heading', { name: 'Your e-mail choices', level: 1 }).waitFor();
    const topicsOfAnn = async () => (await db.collection(COLLECTIONS.members).doc(annId).get()).get('mailTopics');
    expect(await topicsOfAnn()).toBeUndefined();
    await unsubscribe.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await unsubscribe
      .getByRole('status')
      .getByText(/You are unsubscribed/)
      .waitFor();
    expect((await topicsOfAnn()).announcements.given).toBe(false);
    await visitor.close();

    // The same announcement again: Ann is left out.
    mail.inbox.clear();
    const second = await sendAnnouncement(page, 'Spring clean-up, again', '1 member gets this message.');
    await settledMessages(second);
    await mail.inbox.waitFor(1);
    await quiet();
    expect(recipientsOf(mail.inbox.messages)).toEqual(['bob@example.org']);

    // A general-meeting notice reaches Ann anyway; Dev is on the mailing list for notice by post.
    mail.inbox.clear();
    await openMailScreen(page, 'Meeting notice');
    const notice = await fillNotice(page);
    await notice.getByRole('button', { name: 'Give notice' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Give notice to 2 members by e-mail?').waitFor();
    await confirm.getByText(/1 member without a working e-mail address must get it by post/).waitFor();
    await confirm.getByRole('button', { name: 'Give notice' }).click();
    await page.waitForURL(/\/admin\/mail\/sends\//);
    await page.getByRole('heading', { name: 'Proof of notice' }).waitFor();
    await mail.inbox.waitFor(2);
    await quiet();
    expect(recipientsOf(mail.inbox.messages)).toEqual(['ann@example.org', 'bob@example.org']);
    const byPost = page.getByRole('table', { name: 'Members to give notice by post' });
    await expect.poll(() => byPost.locator('tbody tr').allInnerTexts()).toEqual(['1\tDev Patel\t3 Elm St, Victoria BC\tNo e-mail address']);
    await page.getByRole('button', { name: 'Print mailing list' }).waitFor();
    // On paper, the mailing list alone: no panel, no proof table, no button.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Administration' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: 'Proof of notice' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Print mailing list' }).isVisible()).resolves.toBe(false);
    await expect(byPost.isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });
    const byEmail = page.getByRole('table', { name: 'Members given notice by e-mail, with each delivery' });
    await expect.poll(() => byEmail.getByText('Sent', { exact: true }).count(), { timeout: 30_000 }).toBe(2);

    // The SMTP server down: the message stays queued, with the reason, and nothing is lost.
    await mail.inbox.stop();
    mail.inbox.clear();
    await openMailScreen(page, 'Log');
    const third = await sendAnnouncement(page, 'Hall booked', '1 member gets this message.');
    await settledMessages(third, (m) => m.state === 'queued' && m.attempts >= 1);
    await sendCard(page, 'Hall booked').getByText('1 message: 0 sent, 1 queued').waitFor({ timeout: 30_000 });
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText(/^Waiting to be sent again: /).waitFor({ timeout: 30_000 });
    expect(await messages.getByText('Queued', { exact: true }).count()).toBe(1);

    // Back up: the scheduled sweep (run here as it would run later) sends it, exactly once.
    await mail.inbox.start();
    await sweepOutbox(new Date(Date.now() + 60 * 60 * 1000));
    await settledMessages(third, (m) => m.state === 'sent');
    await mail.inbox.waitFor(1);
    await sweepOutbox(new Date(Date.now() + 60 * 60 * 1000));
    await quiet();
    expect(recipientsOf(mail.inbox.messages)).toEqual(['bob@example.org']);
    await sendCard(page, 'Hall booked').getByText('1 message: 1 sent').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows a Read Only user counts and states, never an address, and no way to send', async () => {
    await storeMembers();
    const admin = await signInAs(browser, 'Admin');
    await openAdminScreen(admin.page, 'Mail');
    const sendId = await sendAnnouncement(admin.page, 'Spring clean-up', '2 members get this message.');
    await settledMessages(sendId);
    await admin.page.close();

    const { page } = await signInAs(browser, 'Read Only');
    await openAdminScreen(page, 'Mail');
    await page.getByText(/^Counts and states only/).waitFor();
    await sendCard(page, 'Spring clean-up').getByText('2 messages: 2 sent').waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Messages' }).getByText('Sent', { exact: true }).count()).toBe(2);
    const tabs = await page.getByRole('navigation', { name: 'Mail' }).getByRole('link').allTextContents();
    expect(tabs).toEqual(['Log', 'Meeting notice', 'Renewal reminders']);
    expect(await page.getByLabel('Search by address').count()).toBe(0);
    for (const path of ['/admin/mail', '/admin/mail/compose', '/admin/mail/suppressions', `/admin/mail/sends/${sendId}`]) {
      await page.goto(siteUrl(path));
      await page.getByText(/^Counts and states only/).waitFor();
      await page
        .locator('main')
        .getByText(/Spring clean-up|Admin (or|and) Super/)
        .first()
        .waitFor();
      expect(await page.locator('main').innerText(), path).not.toContain('@example.org');
    }
    await page.goto(siteUrl('/admin/mail/compose'));
    await page.getByText('Composing mail needs an Admin or Super account.').waitFor();
    const statuses = await page.evaluate(async (id) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}` };
      const paths = ['/api/mail/suppressions', `/api/mail/sends/${id}`, '/api/mail/sends'];
      return Promise.all(paths.map(async (path) => (await fetch(path, { headers })).status));
    }, sendId);
    expect(statuses).toEqual([403, 403, 200]);
  }, 90_000);

  it('has no serious or critical accessibility violation on any Mail screen, at 375 and 1280 px', async () => {
    await storeMembers();
    const check = async (page: Page, screen: string, width: number) => {
      expect({ screen, width, violations: await seriousViolations(page) }).toEqual({ screen, width, violations: [] });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ screen, width, overflow }).toEqual({ screen, width, overflow: 0 });
    };
    for (const width of [375, 1280]) {
      const { page } = await signInAs(browser, 'Admin', { width });
      const errors = watchConsole(page);
      await openAdminScreen(page, 'Mail');
      await page.getByText('Nothing has been sent yet.').waitFor();
      await check(page, 'Log, empty', width);

      await openMailScreen(page, 'Compose');
      const compose = page.getByRole('form', { name: 'Compose' });
      await compose.getByRole('status').getByText('2 members get this message.').waitFor();
      await compose.getByRole('button', { name: 'Send', exact: true }).click();
      await expectFieldError(compose.getByLabel('Subject *'), 'Subject is required');
      await check(page, 'Compose, with errors', width);
      await compose.getByLabel('Subject *').fill('Spring clean-up');
      await compose.getByLabel('Message *').fill('Dear {firstName}, join us.');
      await compose.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('region', { name: 'Preview' }).waitFor();
      await check(page, 'Compose, preview', width);

      await openMailScreen(page, 'Meeting notice');
      await fillNotice(page);
      await page.getByRole('form', { name: 'General-meeting notice' }).getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('region', { name: 'Preview' }).waitFor();
      await check(page, 'Meeting notice, preview', width);

      await openMailScreen(page, 'Renewal reminders');
      await page.getByRole('button', { name: 'Add Reminder' }).click();
      await page.getByRole('form', { name: 'New reminder' }).waitFor();
      await check(page, 'Renewal reminders, new', width);

      await openMailScreen(page, 'Suppressed addresses');
      await page.getByRole('button', { name: 'Suppress an Address' }).click();
      await page.getByRole('form', { name: 'Suppress an address' }).waitFor();
      await check(page, 'Suppressed addresses, new', width);
      expect(errors).toEqual([]);
      await page.close();
    }

    // A notice's proof and its mailing list, and the log with its sends and messages.
    const { page } = await signInAs(browser, 'Super', { width: 375 });
    await openAdminScreen(page, 'Mail');
    await openMailScreen(page, 'Meeting notice');
    await (await fillNotice(page)).getByRole('button', { name: 'Give notice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Give notice' }).click();
    await page.getByRole('heading', { name: 'Proof of notice' }).waitFor();
    await page.getByRole('table', { name: 'Members to give notice by post' }).waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await check(page, 'Proof of notice', width);
    }
    await openMailScreen(page, 'Log');
    await page.getByRole('list', { name: 'Messages' }).getByRole('article').first().waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await check(page, 'Log, with a notice', width);
    }
  }, 180_000);
});
