import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { exportAll, restoreAll, RestoreRefusedError, type BackupFile } from '../../scripts/lib/backup';
import { checkInvitation, checkPasswordReset, deleteUser, updateUser } from '../../functions/src/services/accounts';
import { currentSession } from '../../functions/src/services/portal';
import { sha256Hex } from '../../functions/src/lib/sha256';
import { invitationWithLink, resetLinkOf } from '../support/account-links';
import { createStaffUser, giveRecoveryEmail, storeDevelopment, storeEvent } from '../support/builders';
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

/** The collections with the users' `sessionsValidAfter` left out: a restore ends every restored user's sessions. */
function withoutSessionEnds(collections: BackupFile['collections']) {
  const users = Object.entries(collections.users).map(([id, { sessionsValidAfter: _ended, ...user }]) => [id, user]);
  return { ...collections, users: Object.fromEntries(users) };
}

/** The users' `sessionsValidAfter`, in seconds, as backed up. */
const sessionEndsOf = (collections: BackupFile['collections']) =>
  Object.values(collections.users).map((user) => (user.sessionsValidAfter as { seconds: number } | undefined)?.seconds);

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

    const restoredAt = Math.floor(Date.now() / 1000);
    await restoreAll(db, JSON.parse(JSON.stringify(backup)));
    const after = await collectionsOf();
    expect(withoutSessionEnds(after)).toEqual(withoutSessionEnds(before));
    // Every staff member signs in again: no session from before the restore goes on.
    expect(sessionEndsOf(after).every((seconds) => seconds !== undefined && seconds >= restoredAt)).toBe(true);
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

  it("keeps a project's staff accounts when forced: a deleted account stays deleted, a changed password stays changed", async () => {
    await storeSampleData();
    const departed = await createStaffUser('Super', { username: 'departed.treasurer' });
    const chair = await createStaffUser('Super', { username: 'kept.chair' });
    const backup = await exportAll(db, 'demo-roca');
    await deleteUser('system', departed.user.id);
    await updateUser('system', chair.user.id, { password: 'a leaked one was replaced 42' });
    await createStaffUser('Super', { username: 'new.secretary' });
    const accounts = await collectionsOf();

    const { kept } = await restoreAll(db, backup, { force: true });
    expect(kept).toEqual(expect.arrayContaining([COLLECTIONS.users, COLLECTIONS.usernames, COLLECTIONS.accountLinks]));
    const after = await collectionsOf();
    expect(after.users).toEqual(accounts.users);
    expect(after.usernames).toEqual(accounts.usernames);
    expect(Object.keys(after.usernames)).not.toContain('departed.treasurer');
    expect(after.users[chair.user.id].passwordHash).not.toBe(backup.collections.users[chair.user.id].passwordHash);
    expect(Object.keys(after.developments)).toEqual(Object.keys(backup.collections.developments));
  });

  it('ends at the restore every link, invitation and member session handed out before it, used since or not', async () => {
    const { user } = await createStaffUser('Admin');
    await giveRecoveryEmail(user.id, 'admin@example.org');
    const reset = await resetLinkOf(user.id);
    const invitation = await invitationWithLink({ email: 'new@example.org', firstName: 'New', lastName: 'Member', role: 'Super' });
    expect((await checkPasswordReset(reset)).username).toBe(user.username);
    const sessionId = await memberSignedIn();
    expect((await currentSession(sessionId))?.memberId).toBeTruthy();
    const backup = await exportAll(db, 'demo-roca');

    await clearDatabase({ seed: false });
    await restoreAll(db, backup);
    await expect(checkPasswordReset(reset)).rejects.toMatchObject({ status: 410, message: expect.stringMatching(/expired/) });
    await expect(checkInvitation(invitation.token)).rejects.toMatchObject({ status: 410, message: expect.stringMatching(/expired/) });
    expect(await currentSession(sessionId)).toBeNull();
  });

  it.each<[string, (backup: BackupFile) => void, RegExp]>([
    ['a collection the product does not keep', (b) => (b.collections.publishing = { tampered: { at: 1 } }), /collection "publishing"/],
    ['a path into another collection', (b) => (b.collections['users/x/roles'] = { a: {} }), /collection "users\/x\/roles"/],
    ['a document id with a slash', (b) => (b.collections.developments['a/b'] = { projectTitle: 'x' }), /"a\/b" is not a document id/],
    ['a document id Firestore keeps', (b) => (b.collections.developments.__x__ = { projectTitle: 'x' }), /"__x__" is not a document id/],
    [
      'a reference outside the product',
      (b) => (b.collections.developments.d1 = { owner: { $type: 'reference', path: 'secrets/key' } }),
      /refers to "secrets\/key"/,
    ],
  ])('refuses a backup holding %s, and writes nothing', async (_case, tamper, problem) => {
    await storeSampleData();
    const backup = await exportAll(db, 'demo-roca');
    await clearDatabase({ seed: false });
    tamper(backup);
    await expect(restoreAll(db, backup)).rejects.toThrow(problem);
    expect(Object.values(await collectionsOf()).every((docs) => Object.keys(docs).length === 0)).toBe(true);
    expect((await db.collection('publishing').doc('tampered').get()).exists).toBe(false);
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
    const restored = await run(tsx, [join(scripts, 'restore.ts'), '--in', file], { env });
    expect(restored.stdout).toContain('Staff accounts are back as they were, each signed out');
    expect(withoutSessionEnds(await collectionsOf())).toEqual(withoutSessionEnds(before));
  });
});

/** A member signed in to My membership now (a live session, as its sign-in link stores it); the cookie's id. */
async function memberSignedIn() {
  const { id: memberId } = await storeMember({ firstName: 'Cy', lastName: 'Dale', email: 'cy@example.org' });
  const id = randomBytes(32).toString('base64url');
  const now = Timestamp.now();
  const end = Timestamp.fromMillis(now.toMillis() + 60 * 60 * 1000);
  await db
    .collection(COLLECTIONS.memberSessions)
    .doc(sha256Hex(id))
    .create({
      memberId,
      memberIds: [memberId],
      email: 'cy@example.org',
      pendingEmail: null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: end,
      forgetAt: end,
    });
  return id;
}
