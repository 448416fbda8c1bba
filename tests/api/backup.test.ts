import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { exportAll, restoreAll, RestoreRefusedError } from '../../scripts/lib/backup';
import { createStaffUser, storeDevelopment, storeEvent } from '../support/builders';
import { clearDatabase, COLLECTIONS, db } from '../support/db';
import { storeMember, transactionId } from '../support/members';

const run = promisify(execFile);
const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
const scripts = join(import.meta.dirname, '../../scripts');

beforeEach(() => clearDatabase());

/**
 * Some of everything: users with hashes, developments, events, the register of members with its
 * payments and PayPal transaction claims, mail (a sent message, its send, a suppressed address),
 * a subscriber to development updates with the consent on record, and a nanosecond timestamp.
 */
async function storeSampleData() {
  await storeMember({ firstName: 'Ann', lastName: 'Bell' }, [{ method: 'paypal', reference: transactionId() }, { method: 'cash' }]);
  await storeMember({ firstName: 'Ben', lastName: 'Carter' });
  await createStaffUser('Admin');
  await createStaffUser('Read Only');
  await storeDevelopment({ projectTitle: 'Cedar Lane' });
  await storeEvent({ heading: 'AGM' });
  const send = await db.collection(COLLECTIONS.mailSends).add({ kind: 'notice', subject: 'AGM notice', createdAt: Timestamp.now() });
  await db
    .collection(COLLECTIONS.outbox)
    .add({ sendId: send.id, to: 'ann@example.org', subject: 'AGM notice', state: 'sent', createdAt: Timestamp.now() });
  await db
    .collection(COLLECTIONS.mailSuppressions)
    .add({ email: 'gone@example.org', reason: 'Bounced', source: 'staff', createdAt: Timestamp.now() });
  await db.collection(COLLECTIONS.subscribers).add({
    email: 'resident@example.org',
    status: 'confirmed',
    frequency: 'weekly',
    consent: {
      frequency: 'weekly',
      sourcePage: '/rezoning',
      wording: 'I agree.',
      requestedAt: '2026-11-20T10:00:00.000Z',
      confirmedAt: '2026-11-20T10:05:00.000Z',
    },
    mailTopics: { developments: { given: true, date: '2026-11-20', source: 'Subscribe form on /rezoning' } },
  });
  await db
    .collection(COLLECTIONS.analytics)
    .doc('home')
    .set({
      path: '/',
      title: 'Home',
      type: 'page',
      viewCount: 7,
      lastViewed: new Timestamp(1_760_000_000, 123_456_789),
    });
}

const collectionsOf = async () => (await exportAll(db, 'demo-roca')).collections;

describe('backup and restore', () => {
  it('backing up, clearing and restoring gives back exactly the same data', async () => {
    await storeSampleData();
    const before = await collectionsOf();
    expect(Object.keys(before.users)).toHaveLength(2);
    expect(Object.keys(before.members)).toHaveLength(2);
    expect(Object.keys(before.paymentTransactions)).toHaveLength(1);
    for (const name of [COLLECTIONS.outbox, COLLECTIONS.mailSends, COLLECTIONS.mailSuppressions, COLLECTIONS.subscribers])
      expect(Object.keys(before[name]), name).toHaveLength(1);

    const backup = await exportAll(db, 'demo-roca');
    // An empty project: a fresh stack would hold the seed content, which counts as data.
    await clearDatabase({ seed: false });
    expect(Object.values(await collectionsOf()).every((docs) => Object.keys(docs).length === 0)).toBe(true);

    await restoreAll(db, JSON.parse(JSON.stringify(backup)));
    expect(await collectionsOf()).toEqual(before);
    const restored = (await db.collection(COLLECTIONS.analytics).doc('home').get()).get('lastViewed') as Timestamp;
    expect(restored.isEqual(new Timestamp(1_760_000_000, 123_456_789))).toBe(true);
  });

  it('refuses to restore into a project that holds data, unless forced', async () => {
    await storeSampleData();
    const backup = await exportAll(db, 'demo-roca');
    await storeDevelopment({ projectTitle: 'Added after the backup' });

    await expect(restoreAll(db, backup)).rejects.toBeInstanceOf(RestoreRefusedError);
    expect((await db.collection(COLLECTIONS.developments).get()).size).toBe(2);

    await restoreAll(db, backup, { force: true });
    const titles = (await db.collection(COLLECTIONS.developments).get()).docs.map((d) => d.get('projectTitle'));
    expect(titles).toEqual(['Cedar Lane']);
  });

  it('npm run backup / restore work end to end against the emulator', async () => {
    await storeSampleData();
    const before = await collectionsOf();
    const file = join(mkdtempSync(join(tmpdir(), 'roca-backup-')), 'backup.json');
    // The test stack's emulator, never a real project's credentials.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'GOOGLE_APPLICATION_CREDENTIALS'));

    const backedUp = await run(tsx, [join(scripts, 'backup.ts'), '--out', file], { env });
    expect(backedUp.stdout).toContain('users: 2');
    expect(backedUp.stdout).toContain('members: 2');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    const ann = Object.values(saved.collections.members).find((m: any) => m.firstName === 'Ann') as any;
    expect(ann.payments.map((p: { method: string }) => p.method)).toEqual(['paypal', 'cash']);
    expect(Object.values(saved.collections.users).every((u: any) => typeof u.passwordHash === 'string')).toBe(true);

    const refused = await run(tsx, [join(scripts, 'restore.ts'), '--in', file], { env }).catch((err) => err);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('Restore with --force');

    await clearDatabase({ seed: false });
    await run(tsx, [join(scripts, 'restore.ts'), '--in', file], { env });
    expect(await collectionsOf()).toEqual(before);
  });
});
