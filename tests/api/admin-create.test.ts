import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import { apiTestFile } from '../support/api-test-file';
import { createStaffUser } from '../support/builders';

const run = promisify(execFile);

const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');

/** Runs the script of `npm run admin:create` as an operator would, the password piped on stdin, against the test emulators. */
function adminCreate(args: string[], password: string) {
  const child = run(tsx, ['scripts/admin-create.ts', ...args], { env: process.env });
  child.child.stdin?.end(`${password}\n`);
  return child;
}

// The script makes the Admins: nobody else is signed in.
const { api } = apiTestFile({ roles: [] });

const login = (username: string, password: string) => api.call('POST', '/api/login', { body: { username, password } });

describe('npm run admin:create', () => {
  it('creates an Admin who can sign in', async () => {
    const { stdout } = await adminCreate(['--username', 'first.admin'], 'a-strong-password');
    expect(stdout).toContain("Created Admin 'first.admin'");
    const res = await login('first.admin', 'a-strong-password');
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ username: 'first.admin', role: 'Admin', firstName: 'Site', lastName: 'Administrator' });
  });

  it('resets an existing user to Admin with the new password', async () => {
    const { username } = await createStaffUser('Read Only', { username: 'forgetful' });
    const { stdout } = await adminCreate(['--username', 'FORGETFUL'], 'a-new-password');
    expect(stdout).toContain("Reset Admin 'forgetful'");
    expect((await login(username, 'a-new-password')).json.user.role).toBe('Admin');
  });

  it('refuses a password shorter than the contract allows', async () => {
    await expect(adminCreate(['--username', 'weak'], 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining(`Password must be at least ${LIMITS.passwordMin} characters`),
    });
    expect((await login('weak', 'short')).status).toBe(401);
  });
});
