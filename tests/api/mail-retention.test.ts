import { describe, expect, it } from 'vitest';
import { MAIL_RETENTION, type MailLogEntry, type MailSend, type MailSendDetail } from '@roca/contract/mail';
import { removeExpiredMailContent, sweepOutbox } from '../../functions/src/services/mail';
import { apiTestFile } from '../support/api-test-file';
import { COLLECTIONS, db } from '../support/db';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { storeMember, today } from '../support/members';

/**
 * A deleted member's outbox messages kept their address for ever, and no retention was stated
 * for what the outbox holds. The daily job that forgets members' personal data in the audit log
 * (forgetMemberPersonalData, and `npm start`'s check) now removes what each ended message said,
 * and outside the notice lane who it went to, MAIL_RETENTION.messageDays after it was queued; a
 * general-meeting notice keeps each address and delivery as its proof (docs/decisions/014). The
 * job takes "now", so the test runs it as it would run months later, over messages the real API
 * queued and the real sender sent.
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();
const call = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: admin.token });

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const paid = [{ method: 'cash' }];

function inDays(days: number) {
  const [y, m, d] = today().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function send(path: string, body: unknown): Promise<MailSend> {
  const res = await call('POST', path, body);
  expect(res.status, res.text).toBe(201);
  await settledMessages(res.json.id);
  return res.json as MailSend;
}

const outboxText = async () => JSON.stringify((await db.collection(COLLECTIONS.outbox).get()).docs.map((doc) => doc.data()));

describe('what the outbox keeps', () => {
  it(`removes the content of sent messages, and their addresses outside notices, ${MAIL_RETENTION.messageDays} days after queueing; a notice keeps its proof`, async () => {
    const ann = await storeMember({ firstName: 'Annabel', email: 'annabel@example.org' }, paid);
    await storeMember({ firstName: 'Bruno', email: 'bruno@example.org' }, paid);
    const announcement = await send('/api/mail/sends', {
      topic: 'announcements',
      audience: 'good-standing',
      subject: 'Picnic, {firstName}',
      body: 'Dear {firstName}, see you Saturday.',
    });
    const notice = await send('/api/mail/notices', {
      meetingKind: 'annual',
      meetingDate: inDays(21),
      meetingTime: '19:00',
      place: 'Community Hall',
      agenda: '1. Reports',
    });
    await mail.inbox.waitFor(4);
    // Annabel leaves the register (a deletion an Admin may undo for 90 days).
    expect((await call('DELETE', `/api/members/${ann.id}`)).status).toBe(204);
    expect(await outboxText()).toContain('annabel@example.org');

    expect(await removeExpiredMailContent(daysFromNow(MAIL_RETENTION.messageDays - 1))).toBe(0);
    expect(await removeExpiredMailContent(daysFromNow(MAIL_RETENTION.messageDays + 1))).toBe(4);

    // The announcement: no address, no name, no body left; its state, send and subject as composed stay.
    const log = (await call('GET', `/api/mail/log?sendId=${announcement.id}`)).json as MailLogEntry[];
    expect(log).toHaveLength(2);
    for (const entry of log) {
      expect(entry).toMatchObject({
        subject: 'Picnic, {firstName}',
        delivery: { state: 'sent', info: null },
        contentRemovedAt: expect.any(String),
      });
      expect(entry.to).toBeUndefined();
    }
    const announcementDocs = await db.collection(COLLECTIONS.outbox).where('sendId', '==', announcement.id).get();
    const stored = JSON.stringify(announcementDocs.docs.map((doc) => doc.data()));
    for (const personal of ['annabel@example.org', 'bruno@example.org', 'Annabel', 'Bruno', 'see you Saturday', '/mail/unsubscribe/']) {
      expect(stored).not.toContain(personal);
    }
    // A search by her address finds only the notice, which keeps it as its proof.
    const found = (await call('POST', '/api/mail/log/search', { q: 'annabel' })).json as MailLogEntry[];
    expect(found.map((entry) => entry.sendId)).toEqual([notice.id]);
    expect((await call('GET', '/api/mail/sends')).json.find((s: MailSend) => s.id === announcement.id).counts).toMatchObject({ sent: 2 });

    // The notice: each address and delivery stay as its proof; the copies' bodies go.
    const proof = (await call('GET', `/api/mail/sends/${notice.id}`)).json as MailSendDetail;
    expect(proof.notice!.recipients.map((r) => [r.email, r.delivery?.state])).toEqual([
      ['annabel@example.org', 'sent'],
      ['bruno@example.org', 'sent'],
    ]);
    const noticeDocs = await db.collection(COLLECTIONS.outbox).where('sendId', '==', notice.id).get();
    for (const doc of noticeDocs.docs)
      expect(doc.data()).toMatchObject({ text: '', html: '', headers: {}, to: expect.stringMatching(/@example\.org$/) });

    // Nothing left to do on the next run.
    expect(await removeExpiredMailContent(daysFromNow(MAIL_RETENTION.messageDays + 2))).toBe(0);
  });

  it('leaves a message still on its way, and never sends one whose content is gone', async () => {
    await storeMember({ email: 'bounce.me@example.org' }, paid);
    await mail.inbox.stop();
    const res = await call('POST', '/api/mail/sends', { topic: 'announcements', audience: 'topic', subject: 'Hall', body: 'Booked.' });
    expect(res.status, res.text).toBe(201);
    const sendId = (res.json as MailSend).id;
    await settledMessages(sendId, (m) => m.state === 'queued' && m.attempts >= 1);
    expect(await removeExpiredMailContent(daysFromNow(MAIL_RETENTION.messageDays + 1))).toBe(0);

    await mail.inbox.start();
    // The relay refuses the address for good: failed, a hard bounce.
    const [message] = (await db.collection(COLLECTIONS.outbox).where('sendId', '==', sendId).get()).docs;
    // Due now: the sweep sends it (as the scheduled sweep does once its pause is over).
    await message.ref.update({ nextAttemptAt: new Date(0), dispatchedAt: null });
    await sweepOutbox();
    await settledMessages(sendId, (m) => m.state === 'failed');
    expect(await removeExpiredMailContent(daysFromNow(MAIL_RETENTION.messageDays + 1))).toBe(1);
    expect((await call('POST', `/api/mail/sends/${sendId}/retry`)).json).toEqual({ retried: 0 });
    expect((await message.ref.get()).get('state')).toBe('failed');
  });
});
