import { describe, expect, it } from 'vitest';
import { apiTestFile } from '../support/api-test-file';
import { storeDevelopment, storeEvent } from '../support/builders';

const { api, staff: readOnly } = apiTestFile({ roles: ['Read Only'] });

describe('GET /api/developments', () => {
  it('lists development updates newest date first, ties by newest createdAt', async () => {
    await storeDevelopment({ projectTitle: 'Old', date: '2024-01-01' });
    await storeDevelopment({ projectTitle: 'Tie early', date: '2025-03-03', createdAt: new Date('2025-03-03T10:00:00Z') });
    await storeDevelopment({ projectTitle: 'Tie late', date: '2025-03-03', createdAt: new Date('2025-03-03T12:00:00Z') });
    await storeDevelopment({ projectTitle: 'Newest', date: '2025-06-30' });

    const res = await api.call('GET', '/api/developments');
    expect(res.status).toBe(200);
    expect(res.json.map((d: { projectTitle: string }) => d.projectTitle)).toEqual(['Newest', 'Tie late', 'Tie early', 'Old']);
    expect(res.json[0]).toMatchObject({ id: expect.any(String), attachments: [], createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('returns an empty list when nothing is stored', async () => {
    const res = await api.call('GET', '/api/developments');
    expect(res.json).toEqual([]);
  });
});

describe('GET /api/events', () => {
  it('shows anonymous visitors only the visible event alerts', async () => {
    await storeEvent({ heading: 'Shown', isVisible: true });
    await storeEvent({ heading: 'Hidden', isVisible: false });
    const res = await api.call('GET', '/api/events');
    expect(res.status).toBe(200);
    expect(res.json.map((e: { heading: string }) => e.heading)).toEqual(['Shown']);
  });
});

describe('errors', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await api.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'No such API route' });
  });
});

describe('cache headers', () => {
  it('lets browsers and the Hosting CDN cache public reads for anonymous visitors', async () => {
    for (const path of ['/api/developments', '/api/events']) {
      const res = await api.call('GET', path);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=60, s-maxage=300');
      expect(res.headers.get('vary'), path).toMatch(/Authorization/);
    }
  });

  it('never lets a cache keep what a signed-in caller reads', async () => {
    const { token } = readOnly;
    for (const path of ['/api/developments', '/api/events', '/api/users', '/api/analytics']) {
      const res = await api.call('GET', path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('never caches an error', async () => {
    const res = await api.call('GET', '/api/users');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
