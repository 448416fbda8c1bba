import { beforeEach, describe, it } from 'vitest';
import { idTokenFor } from '../support/auth';
import { createStaffUser, TEST_PASSWORD } from '../support/builders';
import { clearDatabase } from '../support/db';
import { callSite, expectRefusedWithoutHarm, postJson } from '../support/front-door';

/**
 * Ids from a path, a body or a query string are checked before they name a stored document:
 * one with a slash (or any other character a generated id never has) is a 400 or a 404, not a
 * 500 from the database client.
 */
beforeEach(() => clearDatabase());

async function adminToken() {
  const { username } = await createStaffUser('Admin');
  const login = await postJson(
    '/api/login',
    { username, password: TEST_PASSWORD },
    { headers: { 'X-Forwarded-For': '203.0.113.77, 192.0.2.10' } },
  );
  return idTokenFor(login.json.token);
}

describe('ids with a slash', () => {
  it('answers the sign-in username a/b with 400', async () => {
    const res = await expectRefusedWithoutHarm(() => postJson('/api/login', { username: 'a/b', password: 'whatever-it-is' }), 400);
    if (!res.json.fieldErrors?.username) throw new Error(`expected a username field error, got ${res.text}`);
  });

  it('answers an upload id a%2Fb with 404', async () => {
    await expectRefusedWithoutHarm(
      () => callSite('PUT', '/api/objects/upload/a%2Fb?token=x', { body: 'bytes', contentType: 'application/octet-stream' }),
      404,
    );
  });

  it('answers an audit cursor a/b with 400', async () => {
    const token = await adminToken();
    await expectRefusedWithoutHarm(() => callSite('GET', '/api/audit?cursor=a%2Fb', { token }), 400);
  });

  it('answers an audit user filter a/b with 400', async () => {
    const token = await adminToken();
    await expectRefusedWithoutHarm(() => callSite('GET', '/api/audit?userId=a%2Fb', { token }), 400);
  });

  it.each([
    ['PUT', '/api/events/a%2Fb'],
    ['DELETE', '/api/developments/a%2Fb'],
    ['PUT', '/api/users/a%2Fb'],
    ['POST', '/api/audit/a%2Fb/restore'],
    ['PUT', '/api/developments/a%2Fb/attachments'],
    ['DELETE', '/api/login/lockouts/a%2Fb'],
  ])('answers %s %s with 400', async (method, path) => {
    const token = await adminToken();
    await expectRefusedWithoutHarm(() => callSite(method, path, { token, body: '{}', contentType: 'application/json' }), 400);
  });

  it('answers a download of uploads/a%2Fb with 404', async () => {
    await expectRefusedWithoutHarm(() => callSite('GET', '/api/objects/uploads/a%2Fb'), 404);
  });
});
