import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '@roca/contract';
import { startApi, type TestApi } from './api';
import { loginAs, type SignedIn } from './auth';
import { clearDatabase } from './db';
import { restoreData, snapshotData } from './snapshot';

/**
 * The setup most API test files share: the real Express app on an ephemeral port, one staff member
 * of `role` signed in through the real POST /api/login once for the whole file (signing in costs
 * scrypt and a token exchange), and each test starting from a cleared database holding the seed
 * content, as on a fresh stack, with that staff member put back: their ID token stays valid.
 * `alsoKeep` stores more documents every test starts with (other users, say). Call it at the top
 * of a test file: `api` and `staff` are ready inside the tests.
 *
 * A test that ends the shared session (a password or role change revokes its tokens) signs its own
 * user in with loginAs instead.
 */
export function apiTestFile({ role = 'Admin', alsoKeep }: { role?: Role; alsoKeep?: () => Promise<unknown> } = {}) {
  let started: TestApi | undefined;
  const server = () => {
    if (!started) throw new Error('The API starts in beforeAll: use it inside a test or a hook');
    return started;
  };
  const api: TestApi = {
    get base() {
      return server().base;
    },
    call: (...args) => server().call(...args),
    close: () => server().close(),
  };
  const staff = {} as SignedIn;
  let kept: Record<string, unknown>;

  beforeAll(async () => {
    started = await startApi();
    await clearDatabase();
    Object.assign(staff, await loginAs(api, role));
    await alsoKeep?.();
    kept = await snapshotData();
  });
  afterAll(() => started?.close());
  beforeEach(async () => {
    await clearDatabase();
    await restoreData(kept);
  });
  return { api, staff };
}
