import { beforeAll, describe, expect, it } from 'vitest';
import { idTokenFor } from '../support/auth';
import { createStaffUser, TEST_PASSWORD } from '../support/builders';
import { clearDatabase } from '../support/db';
import { callSite, expectRefusedWithoutHarm, postJson } from '../support/front-door';

/**
 * A name goes into the subjects and headers of the mail the site sends ("Hello {firstName}", the
 * sender's name): a line break in one would start a header of the writer's choosing. Wherever a
 * name is stored, one with CR or LF is a 400 naming the field, through Hosting as production
 * takes it, and nothing is stored (contract/src/fields.ts, nameText). The join form's name:
 * tests/api/joins.test.ts.
 */
let token: string;
let userId: string;

beforeAll(async () => {
  await clearDatabase();
  const admin = await createStaffUser('Admin');
  userId = (await createStaffUser('Read Only')).user.id;
  const login = await postJson(
    '/api/login',
    { username: admin.username, password: TEST_PASSWORD },
    { headers: { 'X-Forwarded-For': '203.0.113.78, 192.0.2.10' } },
  );
  token = await idTokenFor(login.json.token);
});

const INJECTED = 'Ada\r\nBcc: everyone@example.org';
const member = { lastName: 'Lovelace', address: '1 Elm St', category: 'resident', isAdult: true, joinedOn: '2025-01-01' };

const cases: [string, string, () => string, Record<string, unknown>, string][] = [
  [
    'a new user',
    'POST',
    () => '/api/users',
    { firstName: INJECTED, lastName: 'L', username: 'ada', password: 'a-long-password', role: 'Super' },
    'firstName',
  ],
  ['a user changed', 'PUT', () => `/api/users/${userId}`, { lastName: 'Love\nlace' }, 'lastName'],
  [
    'an invitation',
    'POST',
    () => '/api/invitations',
    { email: 'ada@example.org', firstName: INJECTED, lastName: 'L', role: 'Super' },
    'firstName',
  ],
  ['a member', 'POST', () => '/api/members', { ...member, firstName: INJECTED }, 'firstName'],
  ['a key held outside the site', 'POST', () => '/api/key-holders', { name: 'Bank', holder: 'Ann\rLee' }, 'holder'],
  ['the association', 'PUT', () => '/api/site-settings', { associationName: 'ROCA\nReply-To: x@example.org' }, 'associationName'],
];

describe('names with a line break', () => {
  it.each(cases)('%s: %s is a 400 naming the field, storing nothing', async (_what, method, path, body, field) => {
    const res = await expectRefusedWithoutHarm(
      () => callSite(method, path(), { token, body: JSON.stringify(body), contentType: 'application/json' }),
      400,
    );
    expect(res.json.fieldErrors?.[field]).toBe(
      `${{ firstName: 'First name', lastName: 'Last name', holder: 'Held by', associationName: 'Association name' }[field]} must be one line (no line breaks)`,
    );
  });
});
