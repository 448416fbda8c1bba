import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import { DAY_MS, msDaysBefore } from '@roca/contract/days';
import { DEFAULT_INBOX_SETTINGS } from '@roca/contract/inbox';
import { loadSiteContent } from '../../functions/src/services/content';
import { createInboxItem, forgetClosedInboxItems, type NewInboxItem } from '../../functions/src/services/inbox';
import { apiTestFile } from '../support/api-test-file';
import { createStaffUser, giveRecoveryEmail } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { headerOf, settledMessages, smtpInboxForFile } from '../support/mail';
import { snapshotData } from '../support/snapshot';

/**
 * The staff inbox (docs/inbox.md) through /api/inbox, with items made through the inbox's public
 * face (services/inbox/index.ts, what the forms call) and the real outbox: the acknowledgement and
 * the holders' notice as received, assigning, replying (as received, Reply-To the position's
 * address, kept in the thread), closing with an outcome, accepting a listing as a draft entry,
 * what Read Only sees, the staff calls' bad input (nothing stored, nothing sent), the Control
 * Panel's figures and retention.
 */
const { api, staff: admin, signedInAs } = apiTestFile({ roles: ['Admin', 'Read Only'] });
const mail = smtpInboxForFile();

const call = (method: string, path: string, body?: unknown, token = admin.token) => api.call(method, path, { body, token });

const CONTACT: NewInboxItem = {
  kind: 'contact',
  position: 'Treasurer',
  sender: { name: 'Ann Resident', email: 'Ann@Example.org' },
  message: 'When is the membership fee due this year?',
  sourcePage: '/contact',
};

const LISTING: NewInboxItem = {
  kind: 'listing',
  sender: { name: 'Bo Baker', email: 'bo@example.org' },
  message: 'Fresh bread every morning.',
  fields: {
    businessName: 'Corner Bakery',
    category: 'Food',
    address: '1 Main St',
    phone: '555-0100',
    site: 'https://bakery.example.org',
    message: 'Fresh bread every morning.',
  },
  details: [{ label: 'Business', value: 'Corner Bakery' }],
  sourcePage: '/business-directory',
};

/** The Secretary, a Super who works the inbox and gets its e-mails. */
async function secretary(email = 'secretary.holder@example.org', inboxNotifications?: boolean) {
  const { user } = await createStaffUser('Super', { username: `sec-${email.split('@')[0]}`, position: 'Secretary' });
  await giveRecoveryEmail(user.id, email);
  if (inboxNotifications !== undefined) await db.collection(COLLECTIONS.users).doc(user.id).update({ inboxNotifications });
  return user;
}

async function auditActions(id: string) {
  const entries = await db.collection(COLLECTIONS.auditLog).where('itemId', '==', id).get();
  return entries.docs.map((doc) => doc.data());
}

describe('an item from arrival to its answer', () => {
  it('acknowledges with the reference, tells the holders when assigned, and sends the reply Reply-To the position’s address', async () => {
    await secretary();
    await secretary('quiet.secretary@example.org', false);
    await call('PUT', '/api/inbox/settings', {
      ...DEFAULT_INBOX_SETTINGS,
      positionAddresses: { ...DEFAULT_INBOX_SETTINGS.positionAddresses, Secretary: 'secretary@example.org' },
    });
    const { reference } = await createInboxItem(CONTACT);
    expect(reference).toMatch(/^M-\d{4}-[2-9A-Z]{4}$/);

    const [ack] = await mail.inbox.waitFor(1);
    expect(ack.envelopeTo).toEqual(['ann@example.org']);
    expect(ack.parsed.subject).toContain(reference);
    expect(ack.parsed.text).toContain(reference);
    // Never what was written: a stranger could have typed someone else's address.
    expect(ack.parsed.text).not.toContain('membership fee');

    // Every staff role sees it in the list; only Admin and Super see who wrote.
    const list = await call('GET', '/api/inbox');
    expect(list.json).toEqual([
      expect.objectContaining({ id: reference, kind: 'contact', status: 'new', position: 'Treasurer', overdue: false }),
    ]);
    expect(list.json[0].sender).toEqual({ name: 'Ann Resident', email: 'ann@example.org' });
    // A search of who wrote and what, in a body: a URL is kept in request logs.
    expect((await call('POST', '/api/inbox/search', { q: 'Ann Resident', status: 'open' })).json).toEqual([
      expect.objectContaining({ id: reference }),
    ]);
    expect((await call('POST', '/api/inbox/search', { q: 'nobody-like-this' })).json).toEqual([]);
    const readOnly = await call('GET', '/api/inbox', undefined, signedInAs('Read Only').token);
    expect(readOnly.json[0]).not.toHaveProperty('sender');
    expect(readOnly.text).not.toMatch(/Ann|ann@|membership fee/);
    expect((await call('GET', `/api/inbox/${reference}`, undefined, signedInAs('Read Only').token)).status).toBe(403);

    const assigned = await call('POST', `/api/inbox/${reference}/assign`, { position: 'Secretary' });
    expect(assigned.json).toMatchObject({ status: 'assigned', position: 'Secretary' });
    const [notice] = (await mail.inbox.waitFor(2)).slice(1);
    expect(notice.envelopeTo).toEqual(['secretary.holder@example.org']);
    expect(notice.parsed.text).toContain(`/admin/inbox/items/${reference}`);
    expect(notice.parsed.text).not.toMatch(/Ann|membership fee/);

    const replied = await call('POST', `/api/inbox/${reference}/replies`, { body: 'It is due at the AGM.\n\nThank you for asking.' });
    expect(replied.status).toBe(201);
    expect(replied.json).toMatchObject({ status: 'waiting', firstResponseAt: expect.any(String) });
    const [reply] = (await mail.inbox.waitFor(3)).slice(2);
    expect(reply.envelopeTo).toEqual(['ann@example.org']);
    expect(headerOf(reply.parsed, 'Reply-To')).toBe('secretary@example.org');
    expect(reply.parsed.subject).toBe(`Re: ${ack.parsed.subject!.replace('We received your message: ', '')}`);
    expect(reply.parsed.text).toContain('It is due at the AGM.');
    await settledMessages(undefined);
    const item = (await call('GET', `/api/inbox/${reference}`)).json;
    expect(item.thread.map((m: { type: string }) => m.type)).toEqual(['received', 'reply']);
    expect(item.thread[1]).toMatchObject({
      body: 'It is due at the AGM.\n\nThank you for asking.',
      delivery: 'sent',
      by: `${admin.user.firstName} ${admin.user.lastName}`,
    });

    // Closing asks for an outcome; a closed item takes no reply until it is reopened.
    const before = await snapshotData();
    const noOutcome = await call('POST', `/api/inbox/${reference}/close`, {});
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.json.fieldErrors).toHaveProperty('outcome');
    expect(await snapshotData()).toEqual(before);
    expect((await call('POST', `/api/inbox/${reference}/close`, { outcome: 'answered' })).json).toMatchObject({
      status: 'closed',
      outcome: 'answered',
    });
    expect((await call('POST', `/api/inbox/${reference}/replies`, { body: 'One more thing' })).status).toBe(409);

    // Every staff action is in the audit log, under the item's reference, never the sender's name.
    const audit = await auditActions(reference);
    expect(audit).toHaveLength(3);
    expect(audit.every((entry) => entry.itemType === 'inboxItem' && entry.itemLabel === `${reference} · Contact the association`)).toBe(
      true,
    );

    const summary = await call('GET', '/api/inbox/summary', undefined, signedInAs('Read Only').token);
    expect(summary.json).toMatchObject({ open: 0, overdue: 0, byStatus: { closed: 1 }, medianFirstResponseHours: expect.any(Number) });
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(3);
  });

  it('turns a listing request into a draft directory entry that stays off the public page until staff publish it', async () => {
    const { reference } = await createInboxItem(LISTING, { acknowledge: false });
    const accepted = await call('POST', `/api/inbox/${reference}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.draft).toEqual({ itemType: 'business', id: expect.any(String) });
    const entry = (await db.collection(COLLECTIONS.businessDirectory).doc(accepted.json.draft.id).get()).data();
    expect(entry).toMatchObject({ name: 'Corner Bakery', category: 'Food', website: 'https://bakery.example.org', draft: true });
    expect((await loadSiteContent()).businesses.map((b) => b.name)).not.toContain('Corner Bakery');
    // A second press makes no second entry.
    const count = (await db.collection(COLLECTIONS.businessDirectory).get()).size;
    expect((await call('POST', `/api/inbox/${reference}/accept`)).status).toBe(409);
    expect((await db.collection(COLLECTIONS.businessDirectory).get()).size).toBe(count);
    // Published as usual: an edit without Draft.
    const { id, ...fields } = (await call('GET', '/api/content/business-directory')).json.find(
      (b: { name: string }) => b.name === 'Corner Bakery',
    );
    expect(id).toBe(accepted.json.draft.id);
    await call('PUT', `/api/content/business-directory/${id}`, { ...fields, draft: false });
    expect((await loadSiteContent()).businesses.map((b) => b.name)).toContain('Corner Bakery');
  });
});

describe('bad input from staff: refused naming the field, nothing stored, nothing sent', () => {
  it.each([
    ['assign', { position: 'Treasurer of the Moon' }, 'position'],
    ['assign', { position: 'Secretary', extra: 1 }, 'extra'],
    ['replies', { body: '' }, 'body'],
    ['replies', { body: 'x'.repeat(LIMITS.inboxReply + 1) }, 'body'],
    ['notes', { body: '   ' }, 'body'],
    ['status', { status: 'closed' }, 'status'],
    ['close', { outcome: 'vanished' }, 'outcome'],
  ])('POST /api/inbox/{id}/%s %j', async (action, body, field) => {
    const { reference } = await createInboxItem(CONTACT, { acknowledge: false });
    const before = await snapshotData();
    const res = await call('POST', `/api/inbox/${reference}/${action}`, body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.fieldErrors).toHaveProperty([field]);
    expect(await snapshotData()).toEqual(before);
  });

  it('refuses an unknown reference, a Read Only search and bad filters', async () => {
    expect((await call('POST', '/api/inbox/M-2026-NONE/notes', { body: 'Hello' })).status).toBe(404);
    expect((await call('POST', '/api/inbox/search', { q: 'ann' }, signedInAs('Read Only').token)).status).toBe(403);
    // What residents wrote is searched in a body, never in a URL that request logs keep.
    expect((await call('GET', '/api/inbox?q=ann')).status).toBe(400);
    const bad = await call('GET', '/api/inbox?status=lost&kind=letter');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fieldErrors).sort()).toEqual(['kind', 'status']);
    const settings = await call('PUT', '/api/inbox/settings', {
      ...DEFAULT_INBOX_SETTINGS,
      periods: { ...DEFAULT_INBOX_SETTINGS.periods, records: { amount: 0, unit: 'weeks' } },
    });
    expect(Object.keys(settings.json.fieldErrors).sort()).toEqual(['periods.records.amount', 'periods.records.unit']);
  });
});

describe('due dates, overdue and retention', () => {
  it('shows a records request overdue once its 14 days have passed, on the Control Panel too, and filters by it', async () => {
    const received = new Date(msDaysBefore(Date.now(), 15));
    const late = await createInboxItem(
      { ...CONTACT, kind: 'records', message: 'The financial statements, please.' },
      { acknowledge: false, now: received },
    );
    await createInboxItem(CONTACT, { acknowledge: false });
    const row = (await call('GET', '/api/inbox?overdue=true')).json;
    expect(row).toEqual([expect.objectContaining({ id: late.reference, kind: 'records', overdue: true })]);
    expect(Date.parse(row[0].dueAt) - received.getTime()).toBeGreaterThan(13 * DAY_MS);
    expect((await call('GET', '/api/inbox/summary')).json).toMatchObject({ open: 2, overdue: 1 });
    // A reply does not stop the law's clock; closing does.
    await call('POST', `/api/inbox/${late.reference}/replies`, { body: 'We are gathering them.' });
    expect((await call('GET', '/api/inbox/summary')).json.overdue).toBe(1);
    await call('POST', `/api/inbox/${late.reference}/close`, { outcome: 'done' });
    expect((await call('GET', '/api/inbox/summary')).json.overdue).toBe(0);
  });

  it('removes the personal data of an item closed longer ago than its kind keeps it, and from its audit entries', async () => {
    const { reference } = await createInboxItem(CONTACT, { acknowledge: false });
    await call('POST', `/api/inbox/${reference}/notes`, { body: 'Ann called too.' });
    await call('POST', `/api/inbox/${reference}/close`, { outcome: 'answered' });
    // Closed a little over 12 months ago.
    await db
      .collection(COLLECTIONS.inboxItems)
      .doc(reference)
      .update({ closedAt: Timestamp.fromMillis(msDaysBefore(Date.now(), 13 * 31)) });
    expect(await forgetClosedInboxItems()).toBe(1);
    const row = (await call('GET', '/api/inbox')).json[0];
    expect(row).toMatchObject({
      id: reference,
      kind: 'contact',
      status: 'closed',
      outcome: 'answered',
      personalDataRemovedAt: expect.any(String),
    });
    expect(JSON.stringify((await db.collection(COLLECTIONS.inboxItems).doc(reference).get()).data())).not.toMatch(/Ann|membership fee/i);
    expect(JSON.stringify(await auditActions(reference))).not.toMatch(/Ann|membership fee/i);
    expect((await call('POST', `/api/inbox/${reference}/reopen`)).status).toBe(409);
    // Once is enough.
    expect(await forgetClosedInboxItems()).toBe(0);
  });
});
