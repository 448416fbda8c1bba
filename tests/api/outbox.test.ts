import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { MailSend } from '@roca/contract/mail';
import { functionsAdmin } from '../../functions/src/lib/firebase';
import { deliverMessage, makeRenewalToken, queueMail, runRenewalReminders, sweepOutbox } from '../../functions/src/services/mail';
import { apiTestFile } from '../support/api-test-file';
import { captureFunctionLog } from '../support/function-log';
import { COLLECTIONS, db } from '../support/db';
import { outboxMessages, recipientsOf, settledMessages, smtpInboxForFile } from '../support/mail';
import { storeMember, thisYear } from '../support/members';

/**
 * The outbox's promises (docs/mail.md, "The outbox"; docs/decisions/014): nothing lost while the
 * SMTP server is down, nothing sent twice by duplicate tasks, racing senders or a sender that
 * died mid-send, renewal reminders at most once a year, and no address or body in the log.
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();
const call = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: admin.token });

const transactional = (to: string, subject = 'Your receipt') => ({
  lane: 'transactional' as const,
  to,
  subject,
  text: 'Thank you.',
  html: '<p>Thank you.</p>',
});
const anHourFromNow = () => new Date(Date.now() + 60 * 60 * 1000);
const quiet = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('the SMTP server down', () => {
  it('keeps messages queued with the error, and sends each exactly once when the server is back', async () => {
    await mail.inbox.stop();
    for (const name of ['ann', 'bob', 'cat']) await storeMember({ firstName: name, email: `${name}@example.org` }, [{ method: 'cash' }]);
    const sent = await call('POST', '/api/mail/sends', {
      topic: 'announcements',
      audience: 'good-standing',
      subject: 'Hall booked',
      body: 'See you there.',
    });
    expect(sent.status, sent.text).toBe(201);
    const send = sent.json as MailSend;
    const waiting = await settledMessages(send.id, (m) => m.state === 'queued' && m.attempts >= 1);
    for (const message of waiting) expect(message.error).toMatch(/ECONNREFUSED|connect/i);
    expect((await call('GET', '/api/mail/sends')).json[0].counts).toMatchObject({ queued: 3, sent: 0 });

    await mail.inbox.start();
    // The sweep sends what is due; a second sweep and a duplicate task change nothing.
    await sweepOutbox(anHourFromNow());
    await settledMessages(send.id, (m) => m.state === 'sent');
    await sweepOutbox(anHourFromNow());
    await functionsAdmin.taskQueue('locations/us-central1/functions/sendMail').enqueue({ id: waiting[0].id });
    await quiet();
    expect(recipientsOf(mail.inbox.messages)).toEqual(['ann@example.org', 'bob@example.org', 'cat@example.org']);
  });
});

describe('exactly once', () => {
  it('sends a message once when five senders race for it', async () => {
    await mail.inbox.stop();
    const { queued } = await queueMail([transactional('racer@example.org')]);
    await settledMessages(undefined, (m) => m.attempts >= 1);
    await mail.inbox.start();
    await db
      .collection(COLLECTIONS.outbox)
      .doc(queued[0])
      .update({ dispatchedAt: Timestamp.fromMillis(0) });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliverMessage(queued[0])));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    await quiet();
    expect(recipientsOf(mail.inbox.messages)).toEqual(['racer@example.org']);
  });

  it('never sends again what a dead sender left half-sent: the sweep marks it failed, and a retry sends it once', async () => {
    await mail.inbox.stop();
    const { queued } = await queueMail([transactional('halfway@example.org')]);
    const ref = db.collection(COLLECTIONS.outbox).doc(queued[0]);
    await settledMessages(undefined, (m) => m.attempts >= 1);
    // As a sender leaves it when its instance dies after handing the message to the SMTP server.
    const history = (await ref.get()).get('history');
    await ref.update({
      state: 'sending',
      leaseId: 'dead-sender',
      leaseExpireTime: Timestamp.fromMillis(Date.now() - 1000),
      history: [...history, { state: 'sending', at: Timestamp.now() }],
    });
    await mail.inbox.start();
    expect(await sweepOutbox(anHourFromNow())).toMatchObject({ interrupted: 1 });
    const [failed] = await outboxMessages();
    expect(failed).toMatchObject({ state: 'failed', error: expect.stringMatching(/may have gone out/) });
    await quiet();
    expect(mail.inbox.messages).toEqual([]);

    const send = await db.collection(COLLECTIONS.mailSends).add({ kind: 'test', createdAt: Timestamp.now() });
    await ref.update({ sendId: send.id });
    expect((await call('POST', `/api/mail/sends/${send.id}/retry`)).json).toEqual({ retried: 1 });
    await settledMessages(send.id, (m) => m.state === 'sent');
    await quiet();
    expect(recipientsOf(mail.inbox.messages)).toEqual(['halfway@example.org']);
    expect(mail.inbox.messages[0].parsed.messageId).toBe(`<${queued[0]}@example.org>`);
  });

  it('queues a message with an idempotency key once, however often it is asked', async () => {
    const message = { ...transactional('once@example.org'), idempotencyKey: 'receipt:order-1' };
    const first = await queueMail([message]);
    const again = await queueMail([message, message]);
    expect(first.queued).toHaveLength(1);
    expect(again).toEqual({ queued: [], existing: [first.queued[0], first.queued[0]], skipped: 0 });
    await mail.inbox.waitFor(1);
    await quiet();
    expect(mail.inbox.messages).toHaveLength(1);
  });
});

describe('renewal reminders', () => {
  it('gives each member on the renewal list who consented each reminder once, however often the job runs', async () => {
    const year = thisYear();
    const due = await storeMember({ firstName: 'Due', email: 'due@example.org' }, [
      { method: 'cash', year: year - 1, date: `${year - 1}-03-01` },
    ]);
    await storeMember({ firstName: 'Paid', email: 'paid@example.org' }, [{ method: 'cash' }]);
    await storeMember(
      { firstName: 'Quiet', email: 'quiet@example.org', consent: { given: false, date: `${year - 1}-03-01`, source: 'Membership form' } },
      [{ method: 'cash', year: year - 1, date: `${year - 1}-03-01` }],
    );
    const saved = await call('PUT', `/api/mail/renewal-reminders/${year}`, {
      reminders: [
        { id: 'agm', date: `${year}-01-01`, subject: 'Time to renew, {firstName}', body: 'Renew for $10.' },
        { id: 'year-end', date: `${year}-12-01`, subject: 'Last call', body: 'The year ends soon.' },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    const [first, second] = await Promise.all([runRenewalReminders(), runRenewalReminders()]);
    expect([...first, ...second]).toContain('agm');
    expect(await runRenewalReminders()).toEqual([]);
    await settledMessages(`reminder-${year}-agm`, (m) => m.state === 'sent');
    await quiet();
    const agm = mail.inbox.messages.filter((m) => m.parsed.subject === 'Time to renew, Due');
    expect(recipientsOf(agm)).toEqual(['due@example.org']);
    // Each carries the member's own link to renew online (docs/members.md, "Renewing").
    const renewLink = `/membership/renew/${makeRenewalToken(due.id)}`;
    const link = renewLink.replaceAll('.', '\\.');
    expect(agm[0].parsed.text).toMatch(new RegExp(`Renew your membership online: http\\S+${link}\\n`));
    expect(agm[0].parsed.html).toMatch(new RegExp(`<a href="http[^"]+${link}"[^>]*>Renew your membership online</a>`));
    const stored = await call('GET', `/api/mail/renewal-reminders/${year}`);
    expect(stored.json.reminders[0]).toMatchObject({ id: 'agm', sendId: `reminder-${year}-agm`, sentAt: expect.any(String) });
  });
});

describe('the function log', () => {
  const functionLog = captureFunctionLog();

  it('holds no address, subject or body of a message, whatever happened to it', async () => {
    await storeMember({ firstName: 'Xanthe', email: 'xanthe.secret@example.org' }, [{ method: 'cash' }]);
    await mail.inbox.stop();
    const { queued } = await queueMail([
      { ...transactional('bounce-yara@example.org', 'Private subject line'), text: 'Private body text' },
      { ...transactional('zed.secret@example.org', 'Private subject line'), text: 'Private body text' },
    ]);
    await settledMessages(undefined, (m) => m.attempts >= 1);
    await mail.inbox.start();
    for (const id of queued) {
      await db.collection(COLLECTIONS.outbox).doc(id).update({ state: 'queued' });
      await deliverMessage(id);
    }
    await call('POST', '/api/mail/sends', {
      topic: 'announcements',
      audience: 'topic',
      subject: 'Private subject line',
      body: 'Private body text',
    });
    await sweepOutbox(anHourFromNow());
    const log = functionLog.text();
    expect(log).toContain('mail attempt');
    for (const secret of ['xanthe', 'yara', 'zed.secret', 'Private subject', 'Private body']) expect(log, secret).not.toContain(secret);
  });
});
