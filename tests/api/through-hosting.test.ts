import { beforeEach, describe, expect, it } from 'vitest';
import { idTokenFor } from '../support/auth';
import { createStaffUser, TEST_PASSWORD } from '../support/builders';
import { siteUrl } from '../support/browser';
import { clearDatabase } from '../support/db';

/**
 * The same calls as a browser makes them: through the Hosting emulator's /api/** rewrite into the
 * built function running in the Functions emulator (run `npm run build` first). This catches
 * what only the deployed shape shows, e.g. requests without a client address.
 */
beforeEach(() => clearDatabase());

const post = (path: string, body: unknown, token?: string) =>
  fetch(siteUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('/api through Hosting', () => {
  it('signs in, and the exchanged ID token opens staff calls', async () => {
    const { username } = await createStaffUser('Read Only');
    const login = await post('/api/login', { username, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const token = await idTokenFor((await login.json()).token);
    const users = await fetch(siteUrl('/api/users'), { headers: { Authorization: `Bearer ${token}` } });
    expect(users.status).toBe(200);
    expect(users.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a failed sign-in with the generic 401', async () => {
    const res = await post('/api/login', { username: 'nobody', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('counts a tracked page view', async () => {
    expect((await post('/api/analytics/track', { type: 'page', path: '/history', title: 'History' })).status).toBe(204);
    const { username } = await createStaffUser('Read Only');
    const token = await idTokenFor((await (await post('/api/login', { username, password: TEST_PASSWORD })).json()).token);
    const list = await (await fetch(siteUrl('/api/analytics'), { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(list).toMatchObject([{ path: '/history', viewCount: '1' }]);
  });

  it('marks anonymous public reads cacheable by the CDN', async () => {
    const res = await fetch(siteUrl('/api/developments'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  });
});
