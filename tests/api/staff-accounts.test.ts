import { describe, expect, it } from 'vitest';
import { TWO_ADMINS_RULE } from '@roca/contract/staff-accounts';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { accountLinkIn } from '../support/account-links';
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
    const asked = await as(reader.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: ' secretary@example.org ' });
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
    await as(reader.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: 'first@example.org' });
    const first = accountLinkIn((await mail.inbox.waitFor(1))[0], STAFF_PATHS.confirmRecoveryEmail);
    await as(reader.token).put(`/api/users/${reader.user.id}/recovery-email`, { email: 'second@example.org' });
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
