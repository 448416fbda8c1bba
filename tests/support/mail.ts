import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { OutboxState } from '@roca/contract/mail';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../scripts/lib/smtp-inbox';
import { TEST_PORTS } from '../../scripts/lib/stack-config';
import { COLLECTIONS, db } from '../../functions/src/lib/firebase';
import { relativeLinksIn } from '../../functions/src/services/mail';

/**
 * The test stack's SMTP server, in this process (scripts/lib/smtp-inbox.ts): the Functions
 * emulator's sendMail sends to it, and tests read each message as it arrived. Call at the top of
 * a test file; the inbox is emptied before each test.
 */
export function smtpInboxForFile() {
  let started: SmtpInbox | undefined;
  beforeAll(async () => {
    started = await startSmtpInbox(TEST_PORTS.smtp);
  });
  afterAll(() => started?.stop());
  beforeEach(async () => {
    // A test that stopped the server gets it back.
    await started!.stop();
    started!.clear();
    await started!.start();
  });
  return {
    get inbox() {
      if (!started) throw new Error('The SMTP inbox starts in beforeAll');
      return started;
    },
  };
}

/** A header as received, as text (mailparser keeps some structured). */
export function headerOf(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase());
  // Unfolded: a long header arrives on several lines.
  return line
    ? line.line
        .slice(line.line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim()
    : '';
}

export const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((m) => m.envelopeTo).sort();

export type StoredMessage = {
  id: string;
  to: string;
  state: OutboxState;
  attempts: number;
  error: string | null;
  bounce: string | null;
  sendId: string | null;
};

export async function outboxMessages(sendId?: string): Promise<StoredMessage[]> {
  const query = sendId ? db.collection(COLLECTIONS.outbox).where('sendId', '==', sendId) : db.collection(COLLECTIONS.outbox);
  const snap = await query.get();
  return snap.docs.map((doc) => {
    const d = doc.data();
    return { id: doc.id, to: d.to, state: d.state, attempts: d.attempts, error: d.error, bounce: d.bounce, sendId: d.sendId };
  });
}

/** Waits until every message (of the send) satisfies `done`; returns them. */
export async function settledMessages(
  sendId: string | undefined,
  done: (m: StoredMessage) => boolean = (m) => m.state === 'sent' || m.state === 'failed',
) {
  let messages: StoredMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await outboxMessages(sendId);
        return messages.length > 0 && messages.every(done);
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
  return messages;
}

/** The link in a received message's footer, made relative to the site (`/mail/unsubscribe/...`). */
export function unsubscribePath(mail: ParsedMail): string {
  const match = /<https?:\/\/[^/>]+(\/mail\/unsubscribe\/[^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe'));
  if (!match) throw new Error(`No https unsubscribe link in: ${headerOf(mail, 'List-Unsubscribe')}`);
  return match[1];
}

/** The confirmation link in a subscription's confirmation message, made relative to the site (`/mail/confirm/...`). */
export function confirmPath(mail: ParsedMail): string {
  const match = /https?:\/\/[^/\s]+(\/mail\/confirm\/[A-Za-z0-9_.-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`No confirmation link in: ${mail.text}`);
  return match[1];
}

/**
 * Every message the product sends has only links a mail program can open (docs/mail.md, "Writing
 * a message"): after each integration test (apiTestFile, browserTestFile), every message in the
 * outbox, whichever flow queued it, is read as it will go out, and the test fails naming any
 * relative link or path of the site printed as words (relativeLinksIn). So each flow the tests
 * drive (receipts, confirmations, account links, alerts with attachments, notices, announcements,
 * reminders, the inbox's, sign-ups', consultations' and the portal's messages) is checked.
 */
export function checkEveryQueuedMessageAfterEach() {
  afterEach(async () => {
    const snap = await db.collection(COLLECTIONS.outbox).get();
    const relative = snap.docs.flatMap((doc) => {
      const { subject, text, html } = doc.data() as { subject?: string; text?: string; html?: string };
      // Retention removes a sent message's content (mail/retention.ts): nothing left to read.
      const links = typeof html === 'string' ? relativeLinksIn({ html, text }) : [];
      return links.length > 0 ? [`"${subject}": ${links.join(', ')}`] : [];
    });
    expect(relative, 'Messages in the outbox with links a mail program cannot open').toEqual([]);
  });
}
