import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import { callSite, expectNoLeak, expectRefusedWithoutHarm, expectStillAnswers, postJson } from '../support/front-door';
import { clearDatabase } from '../support/db';
import { snapshotData } from '../support/snapshot';

/**
 * Bodies a browser would never send, through the Hosting and Functions emulators: the platform
 * parses every body (JSON, form, text or raw, up to 32 MB) before the app runs.
 */
beforeEach(() => clearDatabase());

/** A valid-looking track call padded past the limit: the platform parses all of it first. */
const oversizedTrack = (bytes: number) => JSON.stringify({ type: 'page', path: '/history', title: 'History', padding: 'x'.repeat(bytes) });

describe('body size', () => {
  it('refuses a 2 MB JSON body to POST /api/analytics/track with 413', async () => {
    const res = await expectRefusedWithoutHarm(
      () => callSite('POST', '/api/analytics/track', { body: oversizedTrack(2 * 1024 * 1024), contentType: 'application/json' }),
      413,
    );
    expect(res.json.message).toBe('The request body is too large');
  });

  it('refuses a body just over the limit on a signed-in route before looking at the token', async () => {
    await expectRefusedWithoutHarm(
      () =>
        callSite('POST', '/api/events', {
          body: JSON.stringify({ heading: 'x'.repeat(LIMITS.jsonBodyBytes) }),
          contentType: 'application/json',
          token: 'not-a-token',
        }),
      413,
    );
  });

  it('refuses an oversized body of every type the platform parses (form, text, raw)', async () => {
    const big = 'a='.concat('x'.repeat(LIMITS.jsonBodyBytes + 10));
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream']) {
      await expectRefusedWithoutHarm(() => callSite('POST', '/api/login', { body: big, contentType }), 413);
    }
  });

  it('takes a body at the limit (the limit is not off by one)', async () => {
    const body = JSON.stringify({ type: 'page', path: '/history', title: 'History' }).padEnd(LIMITS.jsonBodyBytes, ' ');
    expect(Buffer.byteLength(body)).toBe(LIMITS.jsonBodyBytes);
    const res = await callSite('POST', '/api/analytics/track', { body, contentType: 'application/json' });
    expect(res.status).toBe(204);
  });
});

describe('malformed bodies', () => {
  it.each(['/api/login', '/api/analytics/track', '/api/events'])(
    'answers malformed JSON to %s with a 400 that shows no stack trace or machine path',
    async (path) => {
      const before = await snapshotData();
      const res = await callSite('POST', path, { body: '{"username": "admin", ', contentType: 'application/json' });
      expect(res.status).toBe(400);
      expectNoLeak(res);
      expect(res.text).toMatch(/Bad Request|not valid JSON/);
      expect(await snapshotData()).toEqual(before);
      await expectStillAnswers();
    },
  );
});

describe('content types', () => {
  it('refuses a form-encoded track call with 415, so no other site can post one through a visitor', async () => {
    const res = await expectRefusedWithoutHarm(
      () =>
        callSite('POST', '/api/analytics/track', {
          body: 'type=page&path=%2Fhistory&title=History',
          contentType: 'application/x-www-form-urlencoded',
        }),
      415,
    );
    expect(res.json.message).toBe('Send the request body as JSON (Content-Type: application/json)');
  });

  it.each([
    ['text/plain', '{"type":"page","path":"/history","title":"History"}'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\npage\r\n--x--\r\n'],
  ])('refuses %s bodies with 415', async (contentType, body) => {
    await expectRefusedWithoutHarm(() => callSite('POST', '/api/analytics/track', { body, contentType }), 415);
  });

  it('refuses a form-encoded sign-in with 415', async () => {
    await expectRefusedWithoutHarm(
      () => callSite('POST', '/api/login', { body: 'username=admin&password=x', contentType: 'application/x-www-form-urlencoded' }),
      415,
    );
  });

  it('still takes JSON with a charset', async () => {
    const res = await callSite('POST', '/api/analytics/track', {
      body: JSON.stringify({ type: 'page', path: '/history', title: 'History' }),
      contentType: 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(204);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    await expectRefusedWithoutHarm(() => postJson('/api/nothing-here', {}), 404);
  });
});
