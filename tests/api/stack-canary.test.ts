import { describe, expect, it } from 'vitest';
import { siteUrl } from '../support/browser';

// A first, plain check that the emulators started by the global setup are reachable: when this
// fails, every other failure in the run is about the stack, not the code under test.
describe('local stack canary', () => {
  it('serves the built site and /api through the Hosting emulator', async () => {
    const home = await fetch(siteUrl('/'));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Development Updates');
    const api = await fetch(siteUrl('/api/developments'));
    expect(api.status).toBe(200);
    expect(Array.isArray(await api.json())).toBe(true);
  });

  it('points the Admin SDK at the emulators, never at a real project', () => {
    expect(process.env.FIRESTORE_EMULATOR_HOST).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(process.env.GCLOUD_PROJECT).toBe('demo-roca');
  });
});
