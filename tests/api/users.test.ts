import { describe, expect, it } from 'vitest';
import { apiTestFile } from '../support/api-test-file';
import { loginAs, signIn } from '../support/auth';
import { createStaffUser, TEST_PASSWORD } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { snapshotData } from '../support/snapshot';

// Each test signs in the users it is about: which Admins exist, and whose role or name changes, is what they test.
const { api } = apiTestFile({ roles: [] });

async function expectRefusedWithoutWrites(request: () => Promise<{ status: number; json: any }>, status: number, message: string) {
  const before = await snapshotData();
  const res = await request();
  expect(res.status).toBe(status);
  expect(res.json.message).toBe(message);
  expect(await snapshotData()).toEqual(before);
}

describe('the last Admin', () => {
  it('cannot demote themselves while no other Admin exists', async () => {
    const admin = await loginAs(api, 'Admin');
    await expectRefusedWithoutWrites(
      () => api.call('PUT', `/api/users/${admin.user.id}`, { token: admin.token, body: { role: 'Super' } }),
      409,
      'The last Admin cannot be removed, demoted or deactivated: make another user Admin first',
    );
  });

  it('can step down once another Admin exists', async () => {
    const admin = await loginAs(api, 'Admin');
    await createStaffUser('Admin');
    const res = await api.call('PUT', `/api/users/${admin.user.id}`, { token: admin.token, body: { role: 'Super' } });
    expect(res.status).toBe(200);
    expect(res.json.role).toBe('Super');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('refuses an Admin deleting their own account', async () => {
    const admin = await loginAs(api, 'Admin');
    await createStaffUser('Admin');
    await expectRefusedWithoutWrites(
      () => api.call('DELETE', `/api/users/${admin.user.id}`, { token: admin.token }),
      403,
      'You cannot delete your own account',
    );
  });

  it('deletes another Admin and frees the username', async () => {
    const admin = await loginAs(api, 'Admin');
    const other = await createStaffUser('Admin', { username: 'second.admin' });
    expect((await api.call('DELETE', `/api/users/${other.user.id}`, { token: admin.token })).status).toBe(204);
    expect((await db.collection(COLLECTIONS.users).doc(other.user.id).get()).exists).toBe(false);
    expect((await db.collection(COLLECTIONS.usernames).doc('second.admin').get()).exists).toBe(false);
    const login = await api.call('POST', '/api/login', { body: { username: 'second.admin', password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
  });
});

describe('a Super', () => {
  it('edits a Read Only user, but cannot make anyone Admin or touch an Admin', async () => {
    const superUser = await loginAs(api, 'Super');
    const readOnly = await createStaffUser('Read Only');
    const admin = await createStaffUser('Admin');

    const rename = await api.call('PUT', `/api/users/${readOnly.user.id}`, {
      token: superUser.token,
      body: { lastName: 'Renamed', role: 'Super' },
    });
    expect(rename.status).toBe(200);
    expect(rename.json).toMatchObject({ id: readOnly.user.id, lastName: 'Renamed', role: 'Super' });

    await expectRefusedWithoutWrites(
      () => api.call('PUT', `/api/users/${readOnly.user.id}`, { token: superUser.token, body: { role: 'Admin' } }),
      403,
      'Only an Admin can give a user the Admin role',
    );
    await expectRefusedWithoutWrites(
      () => api.call('PUT', `/api/users/${admin.user.id}`, { token: superUser.token, body: { firstName: 'X' } }),
      403,
      'Only an Admin can edit an Admin',
    );
  });
});

describe('GET /api/users', () => {
  it('lists every user without passwords or hashes', async () => {
    const admin = await loginAs(api, 'Admin', { username: 'b.admin' });
    await createStaffUser('Read Only', { username: 'a.reader' });
    const res = await api.call('GET', '/api/users', { token: admin.token });
    expect(res.json.map((u: { username: string }) => u.username)).toEqual(['a.reader', 'b.admin']);
    expect(Object.keys(res.json[0]).sort()).toEqual([
      'active',
      'createdAt',
      'firstName',
      'hasRecoveryEmail',
      'id',
      'lastName',
      'role',
      'updatedAt',
      'username',
    ]);
    expect(res.text).not.toMatch(/password|scrypt/i);
  });

  it('shows a changed first name at the next sign-in', async () => {
    const admin = await loginAs(api, 'Admin');
    await api.call('PUT', `/api/users/${admin.user.id}`, { token: admin.token, body: { firstName: 'Ada' } });
    const again = await api.call('POST', '/api/login', { body: { username: admin.username, password: TEST_PASSWORD } });
    expect(again.json.firstName).toBe('Ada');
    expect((await signIn(api, admin.username, TEST_PASSWORD)).user.firstName).toBe('Ada');
  });
});
