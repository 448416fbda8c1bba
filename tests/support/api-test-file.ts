import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '@roca/contract';
import { startApi, type TestApi } from './api';
import { loginAs, type SignedIn } from './auth';
import { clearDatabase, resetDatabaseTo } from './db';
import { checkEveryQueuedMessageAfterEach } from './mail';
import { snapshotData } from './snapshot';

type ApiTestFileOptions = {
  /** Who is signed in for the whole file, one staff member per role: the first is `staff`. None: `[]`. */
  roles?: readonly Role[];
  /** Stores more documents every test starts with (other users, say). */
  alsoKeep?: () => Promise<unknown>;
};

/**
 * The set-up every API test file shares: the real Express app on an ephemeral port; one staff
 * member of each of `roles` (an Admin unless told) signed in through the real POST /api/login
 * once for the whole file (signing in costs scrypt and a token exchange); and each test starting
 * from a cleared database holding the seed content, as on a fresh stack, with those staff members
 * put back: their ID tokens stay valid. Call it at the top of a test file: `api`, `staff` and
 * `signedInAs(role)` are ready inside the tests and the file's own hooks, which run after these;
 * `resetDatabase()` starts over within a test.
 *
 * A test that ends a shared session (a password or role change revokes its tokens) signs its own
 * user in with loginAs instead.
 */
export function apiTestFile({ roles = ['Admin'], alsoKeep }: ApiTestFileOptions = {}) {
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
  const signedIn = new Map<Role, SignedIn>();
  const signedInAs = (role: Role): SignedIn => {
    const member = signedIn.get(role);
    if (!member) throw new Error(`No ${role} is signed in for this file: add it to apiTestFile's roles`);
    return member;
  };
  // `staff` is filled in beforeAll; tests destructure it at the top of the file.
  const staff = {} as SignedIn;
  let kept: Record<string, unknown>;

  beforeAll(async () => {
    started = await startApi();
    await clearDatabase();
    for (const role of roles) signedIn.set(role, await loginAs(api, role));
    if (roles.length > 0) Object.assign(staff, signedInAs(roles[0]));
    await alsoKeep?.();
    kept = await snapshotData();
  });
  afterAll(() => started?.close());
  /** The database as each test starts: the seed content (with its marker) and these staff members, as kept. */
  const resetDatabase = () => resetDatabaseTo(kept);
  beforeEach(resetDatabase);
  checkEveryQueuedMessageAfterEach();
  return { api, staff, signedInAs, resetDatabase };
}
