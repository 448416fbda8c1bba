import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostingPublisher, type Publisher } from '../../functions/src/services/publishing';
import { startHostingApiStandIn, type HostingStandIn } from '../support/hosting-api-stand-in';

/**
 * The production publisher against a local stand-in of the Firebase Hosting REST API
 * (tests/support/hosting-api-stand-in.ts), which checks each request as the real API does.
 */
const SITE = 'roca-test';
const TOKEN = 'test-access-token';
const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text}</body></html>`);

let api: HostingStandIn;
let publisher: Publisher;
beforeEach(async () => {
  api = await startHostingApiStandIn({ siteId: SITE, token: TOKEN });
  // What `firebase deploy` left live: the build's pages, a script and a stylesheet.
  api.deploy({
    '/index.html': page('Home as built'),
    '/calendar/index.html': page('Calendar as built'),
    '/assets/app-abc.js': 'console.log("app")',
    '/assets/app-abc.css': 'body{}',
  });
  publisher = hostingPublisher({ siteId: SITE, apiUrl: api.apiUrl, accessToken: async () => TOKEN, pollIntervalMs: 10 });
});
afterEach(() => api.close());

const callsOf = () => api.requests.map((r) => `${r.method} ${r.path.replace(/\?.*$/, '')}`);

describe('the Hosting publisher', () => {
  it('releases a clone of the live version with the published files replaced, and every other file kept', async () => {
    const before = api.liveVersion();
    const { version } = await publisher.publish([
      { path: '/index.html', bytes: page('Home with a new update') },
      { path: '/files/constitution-0123456789abcdef.pdf', bytes: Buffer.from('%PDF-1.7 new constitution') },
    ]);

    expect(version).not.toBe(before);
    expect(api.liveVersion()).toBe(version);
    expect(api.liveFile('/index.html')?.toString()).toContain('Home with a new update');
    expect(api.liveFile('/files/constitution-0123456789abcdef.pdf')?.toString()).toBe('%PDF-1.7 new constitution');
    // Not published, so kept from the live version.
    expect(api.liveFile('/calendar/index.html')?.toString()).toContain('Calendar as built');
    expect(api.liveFile('/assets/app-abc.js')?.toString()).toBe('console.log("app")');
    expect(await publisher.liveVersion()).toBe(version);
  });

  it('finds the live version, clones, populates, uploads, finalizes and only then releases', async () => {
    await publisher.publish([{ path: '/index.html', bytes: page('Home') }]);
    const calls = callsOf();
    expect(calls[0]).toBe(`GET /v1beta1/sites/${SITE}/channels/live`);
    expect(calls[1]).toBe(`POST /v1beta1/sites/${SITE}/versions:clone`);
    const order = ['versions:clone', ':populateFiles', '/upload/', 'PATCH', '/releases'].map((part) =>
      calls.findIndex((c) => c.includes(part)),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(api.releases.at(-1)?.message).toBe('Published from stored content (ROCA)');
  });

  it('uploads only the bytes Hosting asks for: a file it already holds is not sent again', async () => {
    // The same bytes the deploy uploaded for the calendar, now at the home page's path too.
    await publisher.publish([
      { path: '/index.html', bytes: page('Calendar as built') },
      { path: '/contact/index.html', bytes: page('A new contact page') },
    ]);
    const uploads = api.requests.filter((r) => r.path.startsWith('/upload/'));
    expect(uploads).toHaveLength(1);
    expect(api.liveFile('/index.html')?.toString()).toContain('Calendar as built');
    expect(api.liveFile('/contact/index.html')?.toString()).toContain('A new contact page');
  });

  it('takes down the paths it is asked to remove', async () => {
    await publisher.publish([{ path: '/files/constitution-aaaaaaaaaaaaaaaa.pdf', bytes: Buffer.from('%PDF old') }]);
    await publisher.publish([{ path: '/files/constitution-bbbbbbbbbbbbbbbb.pdf', bytes: Buffer.from('%PDF new') }], {
      remove: ['/files/constitution-aaaaaaaaaaaaaaaa.pdf'],
    });
    expect(api.liveFile('/files/constitution-aaaaaaaaaaaaaaaa.pdf')).toBeUndefined();
    expect(api.liveFile('/files/constitution-bbbbbbbbbbbbbbbb.pdf')?.toString()).toBe('%PDF new');
  });

  it('tries a request once more when Hosting answers with a 5xx, and then succeeds', async () => {
    api.failNext('POST', /:populateFiles$/, 503);
    api.failNext('POST', /\/releases$/, 500);
    const { version } = await publisher.publish([{ path: '/index.html', bytes: page('Published despite two hiccups') }]);
    expect(api.liveVersion()).toBe(version);
    expect(api.liveFile('/index.html')?.toString()).toContain('Published despite two hiccups');
    expect(callsOf().filter((c) => c.endsWith(':populateFiles'))).toHaveLength(2);
    expect(callsOf().filter((c) => c.endsWith('/releases'))).toHaveLength(2);
  });

  it('gives up after the one retry, leaving the live site as it was', async () => {
    const before = api.liveVersion();
    api.failNext('PATCH', /\/versions\//, 503, 2);
    await expect(publisher.publish([{ path: '/index.html', bytes: page('Never live') }])).rejects.toThrow(/Firebase Hosting answered 503/);
    expect(api.liveVersion()).toBe(before);
    expect(api.liveFile('/index.html')?.toString()).toContain('Home as built');
    expect(api.releases).toHaveLength(1);
    // The unfinished version is deleted rather than left behind.
    expect(callsOf().at(-1)).toMatch(/^DELETE \/v1beta1\/sites\/roca-test\/versions\/v\d+$/);
  });

  it('does not retry a 4xx, and names what Hosting said', async () => {
    const wrongToken = hostingPublisher({ siteId: SITE, apiUrl: api.apiUrl, accessToken: async () => 'expired', pollIntervalMs: 10 });
    await expect(wrongToken.publish([{ path: '/index.html', bytes: page('x') }])).rejects.toThrow(
      /401 to GET \/v1beta1\/sites\/roca-test\/channels\/live: Request had invalid authentication credentials/,
    );
    expect(api.requests).toHaveLength(1);
  });

  it('refuses a path that is not a plain site path, before calling Hosting', async () => {
    await expect(publisher.publish([{ path: '/../secrets', bytes: page('x') }])).rejects.toThrow(/Not a site path/);
    expect(api.requests).toHaveLength(0);
  });
});
