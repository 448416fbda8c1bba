import { beforeEach, describe, expect, it } from 'vitest';
import { idTokenFor } from '../support/auth';
import { createStaffUser, TEST_PASSWORD } from '../support/builders';
import { clearDatabase } from '../support/db';
import { callSite, expectRefusal, expectRefusedWithoutHarm, postJson } from '../support/front-door';

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

/**
 * Firestore keeps `__.*__`, `.` and `..` for itself and refuses them as document ids, so in
 * production such an id used to reach the database and answer 500. The Node Firestore emulator
 * takes them, so what is tested here is the check itself, at the front door: a 400 before any
 * document is named (a sign-in: the 401 of any unknown name).
 */
describe('ids Firestore keeps for itself', () => {
  it.each([
    ['PUT', '/api/events/__x__'],
    ['DELETE', '/api/developments/__x__'],
    ['PUT', '/api/users/__a__'],
    ['DELETE', '/api/members/__x__'],
    ['PUT', '/api/calendar-events/__x__'],
    ['DELETE', '/api/content/business-directory/____'],
    ['POST', '/api/audit/__x__/restore'],
  ])('answers %s %s with 400 naming the id', async (method, path) => {
    const token = await adminToken();
    const res = await expectRefusedWithoutHarm(() => callSite(method, path, { token, body: '{}', contentType: 'application/json' }), 400);
    expect(res.json.fieldErrors).toEqual({ id: 'Not a valid id' });
  });

  it.each(['cursor', 'userId'])('answers an audit %s of __x__ with 400', async (field) => {
    const token = await adminToken();
    const res = await expectRefusedWithoutHarm(() => callSite('GET', `/api/audit?${field}=__x__`, { token }), 400);
    expect(Object.keys(res.json.fieldErrors)).toEqual([field]);
  });

  it('refuses a new user named __x__ (in any letter case) with 400 naming the username', async () => {
    const token = await adminToken();
    const user = { firstName: 'Dunder', lastName: 'Name', password: 'a-long-enough-password', role: 'Read Only' };
    for (const username of ['__x__', '__ADMIN__']) {
      const res = await expectRefusedWithoutHarm(() => postJson('/api/users', { ...user, username }, { token }), 400);
      expect(res.json.fieldErrors).toEqual({ username: 'Username may not begin and end with two underscores' });
    }
  });

  it.each(['__x__', '.', '..'])('answers a sign-in as %s like any unknown name: 401', async (username) => {
    const res = await postJson('/api/login', { username, password: 'whatever-it-is' });
    expectRefusal(res, 401);
    expect(res.json).toEqual({ message: 'Invalid username or password' });
  });
});
