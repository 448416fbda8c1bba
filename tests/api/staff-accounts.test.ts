import { describe, expect, it } from 'vitest';
import { TWO_ADMINS_RULE } from '@roca/contract/staff-accounts';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { accountLinkIn, resetLinkOf } from '../support/account-links';
import { apiTestFile } from '../support/api-test-file';
import { loginAs, signIn } from '../support/auth';
import { createStaffUser, giveRecoveryEmail, TEST_PASSWORD } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { expectRefusedWithNothingStored, snapshotData } from '../support/snapshot';
import { deleteUser, updateUser } from '../../functions/src/services/accounts';

/**
 * Staff accounts (docs/decisions/017): the recovery e-mail, confirmed by its link and seen only by
 * its owner and Admins; positions; deactivation; and the two-Admins rule, which refuses a delete,
 * demotion or deactivation that would leave fewer than two active Admins once two exist.
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();

const as = (token: string) => ({
  put: (path: string, body: unknown) => api.call('PUT', path, { token, body }),
  del: (path: string) => api.call('DELETE', path, { token }),
  get: (path: string) => api.call('GET', path, { token }),
});

describe('the recovery e-mail', () => {
  it('is set by its owner, whatever their role, and counts once confirmed from the link sent to it', async () => {
    const reader = await loginAs(api, 'Read Only');
    const asked = await as(reader.token).put(`/api/users/${reader.user.id}/recovery-email`, {
      email: ' secretary@example.org ',
      currentPassword: reader.password,
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ hasRecoveryEmail: false, pendingRecoveryEmail: 'secretary@example.org' });

    const [received] = await mail.inbox.waitFor(1);
    await settledMessages(undefined);
    expect(received.envelopeTo).toEqual(['secretary@example.org']);
    const { token } = accountLinkIn(received, STAFF_PATHS.confirmRecoveryEmail);
    const before = await snapshotData();
    const check = await api.call('POST', '/api/recovery-email/check', { body: { token } });
    expect(check.json).toEqual({ username: reader.username, email: 's••••@example.org' });
    expect(await snapshotData()).toEqual(before);

    const confirmed = await api.call('POST', '/api/recovery-email/confirm', { body: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const own = (await as(reader.token).get('/api/users')).json.find((u: { id: string }) => u.id === reader.user.id);
    expect(own).toMatchObject({ hasRecoveryEmail: true, recoveryEmail: 'secretary@example.org' });
    expect(own.pendingRecoveryEmail).toBeUndefined();

    // Used once; the audit log names the field, never the address.
    const after = await snapshotData();
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/recovery-email/confirm', { body: { token } }),
      after,
      410,
      /confirmed already/,
    );
    const audit = (await db.collection(COLLECTIONS.auditLog).where('itemId', '==', reader.user.id).get()).docs.map((d) => d.data());
    expect(audit.flatMap((entry) => entry.changedFields)).toEqual(expect.arrayContaining(['pendingRecoveryEmail', 'recoveryEmail']));
    expect(JSON.stringify(audit)).not.toContain('secretary@example.org');
  });

  it('is seen and changed by Admins and its owner only', async () => {
    const superUser = await loginAs(api, 'Super');
    const reader = await createStaffUser('Read Only');
    await giveRecoveryEmail(reader.user.id, 'reader@example.org');

    const byAdmin = (await as(admin.token).get('/api/users')).json.find((u: { id: string }) => u.id === reader.user.id);
    expect(byAdmin).toMatchObject({ hasRecoveryEmail: true, recoveryEmail: 'reader@example.org' });
    const bySuper = await as(superUser.token).get('/api/users');
    expect(bySuper.json.find((u: { id: string }) => u.id === reader.user.id)).toMatchObject({ hasRecoveryEmail: true });
    expect(bySuper.text).not.toContain('reader@example.org');

    const before = await snapshotData();
    await expectRefusedWithNothingStored(
      await as(superUser.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: 'mine@example.org' }),
      before,
      403,
      "Only an Admin or the account's owner can change its recovery e-mail",
    );
    await expectRefusedWithNothingStored(
      await as(admin.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: 'nope' }),
      before,
      400,
      /e-mail address/,
    );
    await expectRefusedWithNothingStored(
      await as(admin.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: 'reader@example.org' }),
      before,
      400,
      'This is the recovery e-mail already',
    );
    await expectRefusedWithNothingStored(
      await as(admin.token).put('/api/users/nobody/recovery-email', { email: 'x@example.org' }),
      before,
      404,
      'No user with this id',
    );

    // An Admin gives another one; the confirmed address stays in use until the new one is confirmed.
    const asked = await as(admin.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: 'registrar@example.org' });
    expect(asked.json).toMatchObject({ recoveryEmail: 'reader@example.org', pendingRecoveryEmail: 'registrar@example.org' });
  });

  it('keeps only the newest address asked for: an older link says so', async () => {
    const reader = await loginAs(api, 'Read Only');
    await as(reader.token).put(`/api/users/${reader.user.id}/recovery-email`, {
      email: 'first@example.org',
      currentPassword: reader.password,
    });
    const first = accountLinkIn((await mail.inbox.waitFor(1))[0], STAFF_PATHS.confirmRecoveryEmail);
    await as(reader.token).put(`/api/users/${reader.user.id}/recovery-email`, {
      email: 'second@example.org',
      currentPassword: reader.password,
    });
    await mail.inbox.waitFor(2);
    await settledMessages(undefined);
    const before = await snapshotData();
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/recovery-email/confirm', { body: { token: first.token } }),
      before,
      410,
      /another address was given since/,
    );
  });
});

/**
 * A session borrowed for a few minutes (a shared laptop, a browser left signed in at the AGM) must
 * not keep the account (ASVS 3.7.1, 2.2.3): one's own recovery e-mail needs the current password;
 * the address it replaces is told, with a link that puts it back and signs every device out; every
 * password change or reset is told to the recovery e-mail; reset links sent before a new recovery
 * e-mail is confirmed stop working.
 */
describe('a borrowed session', () => {
  const recoveryEmail = (signedIn: { token: string; user: { id: string } }, body: Record<string, unknown>) =>
    as(signedIn.token).put(`/api/users/${signedIn.user.id}/recovery-email`, body);

  it("cannot change the account's recovery e-mail without the current password, and a wrong one counts as a failed sign-in", async () => {
    const reader = await loginAs(api, 'Read Only');
    const before = await snapshotData();
    const missing = await recoveryEmail(reader, { email: 'thief@example.org' });
    await expectRefusedWithNothingStored(missing, before, 400, /current password is required/);
    expect(missing.json.fieldErrors.currentPassword).toBe('Your current password is required to change your recovery e-mail');
    const wrong = await recoveryEmail(reader, { email: 'thief@example.org', currentPassword: 'a-guess-at-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fieldErrors).toEqual({ currentPassword: 'This is not your current password' });
    // Guessing goes no faster than at the sign-in page: five failures in 15 minutes, then 429.
    for (let i = 0; i < 4; i++) await recoveryEmail(reader, { email: 'thief@example.org', currentPassword: `guess-number-${i}` });
    const held = await recoveryEmail(reader, { email: 'thief@example.org', currentPassword: reader.password });
    expect(held.status).toBe(429);
    expect((await db.collection(COLLECTIONS.users).doc(reader.user.id).get()).get('pendingRecoveryEmail')).toBeUndefined();
    expect(mail.inbox.messages).toEqual([]);
  });

  it('tells the address it replaces, whose link puts it back, drops the new one, ends every session and every reset link sent before', async () => {
    const reader = await loginAs(api, 'Read Only');
    await giveRecoveryEmail(reader.user.id, 'owner@example.org');
    const oldResetLink = await resetLinkOf(reader.user.id);

    const asked = await recoveryEmail(reader, { email: 'thief@example.org', currentPassword: reader.password });
    expect(asked.status, asked.text).toBe(200);
    const received = await mail.inbox.waitFor(2);
    const notice = received.find((m) => m.envelopeTo.includes('owner@example.org'))!;
    expect(notice.parsed.subject).toContain('recovery e-mail');
    expect(notice.parsed.text).toContain('t••••@example.org');
    expect(notice.parsed.text).toContain('Someone signed in to the account asked');
    const undo = accountLinkIn(notice, STAFF_PATHS.undoRecoveryEmail);

    // The thief confirms the new address: reset links sent to the owner's address before die.
    const confirmation = received.find((m) => m.envelopeTo.includes('thief@example.org'))!;
    const { token: confirmToken } = accountLinkIn(confirmation, STAFF_PATHS.confirmRecoveryEmail);
    expect((await api.call('POST', '/api/recovery-email/confirm', { body: { token: confirmToken } })).status).toBe(200);
    const dead = await api.call('POST', '/api/password-reset/check', { body: { token: oldResetLink } });
    expect(dead.status).toBe(410);
    expect(dead.json.message).toContain('the password or the recovery e-mail was changed');

    // The owner follows the link: opening it changes nothing; undoing puts the address back.
    await settledMessages(undefined);
    const before = await snapshotData();
    const check = await api.call('POST', '/api/recovery-email/undo/check', { body: { token: undo.token } });
    expect(check.json).toEqual({ username: reader.username, email: 'o••••@example.org' });
    expect(await snapshotData()).toEqual(before);
    const thiefsReset = await resetLinkOf(reader.user.id);
    const undone = await api.call('POST', '/api/recovery-email/undo', { body: { token: undo.token } });
    expect(undone.status, undone.text).toBe(200);
    const stored = (await db.collection(COLLECTIONS.users).doc(reader.user.id).get()).data()!;
    expect(stored).toMatchObject({ recoveryEmail: 'owner@example.org', pendingRecoveryEmail: null });
    // The borrowed session has ended, and so has a reset link the thief had sent to their address.
    expect((await as(reader.token).get('/api/users')).status).toBe(401);
    expect((await api.call('POST', '/api/password-reset/check', { body: { token: thiefsReset } })).status).toBe(410);
    // Used once; recorded as the owner's own change.
    expect((await api.call('POST', '/api/recovery-email/undo', { body: { token: undo.token } })).status).toBe(410);
    const audit = await db.collection(COLLECTIONS.auditLog).where('itemId', '==', reader.user.id).get();
    expect(audit.docs.filter((d) => d.get('changedFields').includes('recoveryEmail')).map((d) => d.get('actor.id'))).toEqual([
      reader.user.id,
      reader.user.id,
    ]);
  });

  it("is not needed for an Admin changing someone else's: audited as the Admin's, and the address it replaces names the Admin", async () => {
    const reader = await createStaffUser('Read Only');
    await giveRecoveryEmail(reader.user.id, 'reader@example.org');
    const asked = await as(admin.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: 'registrar@example.org' });
    expect(asked.status, asked.text).toBe(200);
    const notice = (await mail.inbox.waitFor(2)).find((m) => m.envelopeTo.includes('reader@example.org'))!;
    expect(notice.parsed.text).toContain(`${admin.user.firstName} ${admin.user.lastName}, an Admin, asked`);
    accountLinkIn(notice, STAFF_PATHS.undoRecoveryEmail);
    const audit = await db.collection(COLLECTIONS.auditLog).where('itemId', '==', reader.user.id).where('action', '==', 'update').get();
    const [entry] = audit.docs.map((d) => d.data());
    expect(entry).toMatchObject({ action: 'update', actorId: admin.user.id, changedFields: ['pendingRecoveryEmail'] });
    expect(JSON.stringify(entry)).not.toContain('registrar@example.org');
  });

  it('lets one account name at most 3 new addresses a day: a Read Only account cannot mail strangers through it', async () => {
    const reader = await loginAs(api, 'Read Only');
    for (const n of [1, 2, 3]) {
      expect((await recoveryEmail(reader, { email: `stranger${n}@example.org`, currentPassword: reader.password })).status).toBe(200);
    }
    await mail.inbox.waitFor(3);
    await settledMessages(undefined);
    const before = await snapshotData();
    const fourth = await recoveryEmail(reader, { email: 'stranger4@example.org', currentPassword: reader.password });
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toContain('At most 3 new recovery e-mails a day');
    expect(await snapshotData()).toEqual(before);
    expect(mail.inbox.messages).toHaveLength(3);
  });

  it('cannot set a password without the current one; every password change or reset is told to the recovery e-mail', async () => {
    const reader = await loginAs(api, 'Read Only');
    await giveRecoveryEmail(reader.user.id, 'owner@example.org');
    const change = (token: string, body: unknown) => as(token).put(`/api/users/${reader.user.id}/password`, body);

    const before = await snapshotData();
    const wrong = await change(reader.token, { currentPassword: 'a-guess-at-it', password: 'a-brand-new-password' });
    await expectRefusedWithNothingStored(wrong, before, 400, 'This is not your current password');
    // Nor through Edit User, with no current password.
    const self = await loginAs(api, 'Super');
    const edit = await as(self.token).put(`/api/users/${self.user.id}`, { password: 'a-brand-new-password' });
    expect(edit.status).toBe(400);
    expect(edit.json.fieldErrors.password).toBe('Change your own password on My Account, with your current password');
    // Another's password is not one's own to change here.
    expect((await change(self.token, { currentPassword: self.password, password: 'a-brand-new-password' })).status).toBe(403);

    expect((await change(reader.token, { currentPassword: reader.password, password: 'a-brand-new-password' })).status).toBe(204);
    expect((await as(reader.token).get('/api/users')).status).toBe(401);
    const [own] = await mail.inbox.waitFor(1);
    expect(own.envelopeTo).toEqual(['owner@example.org']);
    expect(own.parsed.subject).toContain('password of your');
    expect(own.parsed.text).toContain('by someone signed in to the account');
    expect(own.parsed.text).toMatch(/Choose a new password: https?:\/\/[^\s]+\/forgot-password\n/);

    // By an Admin, and by a reset link: each told too.
    expect((await as(admin.token).put(`/api/users/${reader.user.id}`, { password: 'an-admins-choice-of-it' })).status).toBe(200);
    const token = await resetLinkOf(reader.user.id);
    expect((await api.call('POST', '/api/password-reset', { body: { token, password: 'the-owners-own-again' } })).status).toBe(200);
    const notices = (await mail.inbox.waitFor(3)).slice(1);
    expect(notices.map((m) => m.envelopeTo)).toEqual([['owner@example.org'], ['owner@example.org']]);
    expect(notices.map((m) => m.parsed.text)).toEqual([
      expect.stringContaining('by an Admin of the association'),
      expect.stringContaining('with a reset link sent to this address'),
    ]);
  });
});

describe('positions and deactivation', () => {
  it('stores a position, refuses an unknown one, and clears it with an empty one', async () => {
    const reader = await createStaffUser('Read Only');
    const path = `/api/users/${reader.user.id}`;
    expect((await as(admin.token).put(path, { position: 'Registrar' })).json.position).toBe('Registrar');
    const before = await snapshotData();
    const refused = await as(admin.token).put(path, { position: 'Chair' });
    await expectRefusedWithNothingStored(refused, before, 400, /Position must be one of/);
    expect(refused.json.fieldErrors).toHaveProperty('position');
    expect((await as(admin.token).put(path, { position: '' })).json.position).toBeUndefined();
  });

  it('keeps a deactivated account out, ends its sessions, and lets it in again when reactivated', async () => {
    const reader = await loginAs(api, 'Read Only');
    expect((await as(admin.token).put(`/api/users/${reader.user.id}`, { active: false })).json.active).toBe(false);
    expect((await as(reader.token).get('/api/users')).status).toBe(401);
    const login = await api.call('POST', '/api/login', { body: { username: reader.username, password: TEST_PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.json.message).toBe('This account is deactivated. Ask an Admin of the association to let you in again.');
    // A wrong password still gets the message of any wrong password.
    expect((await api.call('POST', '/api/login', { body: { username: reader.username, password: 'wrong-password' } })).status).toBe(401);

    await as(admin.token).put(`/api/users/${reader.user.id}`, { active: true });
    await signIn(api, reader.username, TEST_PASSWORD);
  });

  it('refuses deactivating your own account', async () => {
    await createStaffUser('Admin');
    const before = await snapshotData();
    await expectRefusedWithNothingStored(
      await as(admin.token).put(`/api/users/${admin.user.id}`, { active: false }),
      before,
      403,
      'You cannot deactivate your own account',
    );
  });
});

describe('the two-Admins rule', () => {
  /** Two active Admins: the signed-in one and `other`. */
  async function twoActiveAdmins() {
    await giveRecoveryEmail(admin.user.id, 'webmaster@example.org');
    const other = await createStaffUser('Admin', { username: 'second.admin' });
    await giveRecoveryEmail(other.user.id, 'president@example.org');
    return other;
  }

  it('refuses a delete, a demotion or a deactivation that would leave one active Admin, naming the rule', async () => {
    const other = await twoActiveAdmins();
    const before = await snapshotData();
    await expectRefusedWithNothingStored(await as(admin.token).del(`/api/users/${other.user.id}`), before, 409, TWO_ADMINS_RULE);
    await expectRefusedWithNothingStored(
      await as(admin.token).put(`/api/users/${other.user.id}`, { role: 'Super' }),
      before,
      409,
      TWO_ADMINS_RULE,
    );
    await expectRefusedWithNothingStored(
      await as(admin.token).put(`/api/users/${other.user.id}`, { active: false }),
      before,
      409,
      TWO_ADMINS_RULE,
    );
    // Stepping down yourself is the same.
    await expectRefusedWithNothingStored(
      await as(admin.token).put(`/api/users/${admin.user.id}`, { role: 'Read Only' }),
      before,
      409,
      TWO_ADMINS_RULE,
    );
    // Other changes of an Admin go through.
    expect((await as(admin.token).put(`/api/users/${other.user.id}`, { firstName: 'Pat', position: 'President' })).status).toBe(200);
  });

  it('lets one go once a third active Admin exists', async () => {
    const other = await twoActiveAdmins();
    const third = await createStaffUser('Admin');
    await giveRecoveryEmail(third.user.id, 'secretary@example.org');
    expect((await as(admin.token).put(`/api/users/${other.user.id}`, { role: 'Super' })).status).toBe(200);
  });

  it('holds when two Admins are taken away at once: one change goes through, the other is refused', async () => {
    const other = await twoActiveAdmins();
    const third = await createStaffUser('Admin');
    await giveRecoveryEmail(third.user.id, 'secretary@example.org');
    // Side by side in one process, each transaction reads the Admins before either commits: the
    // local Node Firestore emulator does not isolate them (docs/decisions/001), so each passed the
    // rule on its own reading and three active Admins became one.
    const answers = await Promise.allSettled([
      updateUser(admin.user, other.user.id, { role: 'Super' }),
      deleteUser(admin.user, third.user.id),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: TWO_ADMINS_RULE });
    const admins = (await as(admin.token).get('/api/users')).json.filter((u: { role: string }) => u.role === 'Admin');
    expect(admins).toHaveLength(2);
  });

  it('does not count an Admin with no recovery e-mail, or none signed in within a year, and applies only once two exist', async () => {
    await giveRecoveryEmail(admin.user.id, 'webmaster@example.org');
    const stale = await createStaffUser('Admin');
    await giveRecoveryEmail(stale.user.id, 'old@example.org', { lastSignInAt: new Date(Date.now() - 400 * 86_400_000) });
    const noEmail = await createStaffUser('Admin');
    // One active Admin: the rule does not apply yet, only the last-Admin one.
    expect((await as(admin.token).put(`/api/users/${stale.user.id}`, { role: 'Super' })).status).toBe(200);
    expect((await as(admin.token).del(`/api/users/${noEmail.user.id}`)).status).toBe(204);
    const before = await snapshotData();
    await expectRefusedWithNothingStored(
      await as(admin.token).put(`/api/users/${admin.user.id}`, { role: 'Super' }),
      before,
      409,
      'The last Admin cannot be removed, demoted or deactivated: make another user Admin first',
    );
  });
});
