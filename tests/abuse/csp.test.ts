import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../support/browser';
import { inlineScriptsOn } from '../support/page-parts';
import { standInUrl } from '../support/paypal';

/**
 * The Content-Security-Policy (docs/security.md, "Content-Security-Policy"): production's, in
 * firebase.json, allows only what production uses; the local stack adds its Auth emulator in its
 * own copy of the config (scripts/lib/stack-config.ts).
 */
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

const productionPolicy = (): string => {
  const rule = firebaseJson.hosting.headers.find((r: { source: string }) => r.source === '**');
  return rule.headers.find((h: { key: string }) => h.key === 'Content-Security-Policy').value;
};

describe('Content-Security-Policy', () => {
  it('lets production pages connect only to the site, Firebase Auth and Cloud Storage uploads', () => {
    const policy = directives(productionPolicy());
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://storage.googleapis.com',
    ]);
    expect(productionPolicy()).not.toMatch(/localhost|127\.0\.0\.1|http:/);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Forms go to the site and to PayPal: the hosted button, and the join form's redirect to a live or
    // sandbox order's approval page (Chromium applies form-action to a form's redirect).
    expect(policy['form-action']).toEqual(["'self'", 'https://www.paypal.com', 'https://www.sandbox.paypal.com']);
  });

  it("runs files of the site and, by their hashes, the public pages' inline scripts: the page script everywhere, a part's where the page shows it", async () => {
    // docs/decisions/010 and 015: every public page carries the page script inline, and the home and
    // membership pages the script of their slider or form after it; nothing else inline runs.
    const inlineScriptsOf = async (path: string) => {
      const html = await (await fetch(siteUrl(path))).text();
      return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\ssrc=/.test(attributes))
        .map(([, , code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    };
    const pageScripts = new Set<string>();
    const inlineHashes = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const inline = await inlineScriptsOf(path);
      // The home page: the page script, the slider's and the subscribe form's checks; the other forms' pages: the page script and the checks.
      expect(inline.length, path).toBe(inlineScriptsOn(path));
      pageScripts.add(inline[0]);
      inline.forEach((hash) => inlineHashes.add(hash));
    }
    expect(pageScripts.size).toBe(1);
    expect(inlineHashes.size).toBe(3);
    // The staff app's pages have React Router's inline scripts moved into files (web/scripts/post-build.ts).
    expect(await inlineScriptsOf('/login')).toEqual([]);
    const [self, ...hashes] = directives(productionPolicy())['script-src'];
    expect(self).toBe("'self'");
    expect(hashes.sort()).toEqual([...inlineHashes].sort());
  });

  it('adds only its own Auth emulator and PayPal stand-in to the local site, through Hosting', async () => {
    const res = await fetch(siteUrl('/'));
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy['connect-src']).toEqual([
      ...directives(productionPolicy())['connect-src'],
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    ]);
    expect(policy['form-action']).toEqual([...directives(productionPolicy())['form-action'], standInUrl]);
  });
});
