import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR, assertBuilt } from '../../scripts/bench/bundle-sizes';
import { SITE_ORIGIN } from '../../web/scripts/seo-files';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { LOGO_DATA_URL } from '../../web/src/components/layout/logo-image';
import { SIGNED_OUT_STAFF_PATHS } from '@roca/contract/staff-paths';

/** What search engines read from the build: robots.txt, sitemap.xml, favicon, page descriptions. */
const built = (path: string) => readFileSync(join(CLIENT_DIR, path), 'utf8');
const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

describe('SEO files of the build', () => {
  assertBuilt();

  it('robots.txt allows the site, keeps crawlers out of staff screens and names the sitemap', () => {
    const lines = built('robots.txt').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /control-panel',
        'Disallow: /login',
        'Disallow: /forgot-password',
      ]),
    );
    expect(lines).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists exactly the public routes', () => {
    const locs = [...built('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PATHS.map((path) => `${SITE_ORIGIN}${path}`));
  });

  it('every public page has a title, a meta description and the favicon, and is indexable', () => {
    expect(existsSync(join(CLIENT_DIR, 'favicon.svg'))).toBe(true);
    for (const path of PUBLIC_PATHS) {
      const html = built(pageFile(path));
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      // The icon is written into the page (docs/decisions/010); the staff app links /favicon.svg.
      expect(html, path).toContain(`<link rel="icon" href="${LOGO_DATA_URL}"`);
      expect(html, path).not.toContain('noindex');
    }
  });
});

describe('prerendered sign-in screens', () => {
  it('carry their form or text in the HTML, with noindex, and load the app to hydrate only after their largest paint', () => {
    for (const path of SIGNED_OUT_STAFF_PATHS) {
      const html = built(pageFile(path));
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      // One script runs at once, the loader; the app's entry and scripts wait for it, inert (docs/decisions/015).
      const live = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('data-after-paint'));
      expect(live, path).toEqual([expect.stringMatching(/^<script async src="\/assets\/app-loader-[\w-]+\.js">$/)]);
      expect(html, path).toMatch(/<link data-after-paint="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/);
      expect(html, path).not.toMatch(/<link rel="modulepreload"/);
    }
    expect(built(pageFile('/login'))).toMatch(/<input[^>]*id="login-username"/);
  });
});

describe('document outline of the prerendered pages', () => {
  it('has one h1 per public page and headings that never skip a level', () => {
    for (const path of PUBLIC_PATHS) {
      const levels = [...built(pageFile(path)).matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      expect(
        levels.filter((level) => level === 1),
        path,
      ).toHaveLength(1);
      const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} -> h${level}`] : []));
      expect(skips, path).toEqual([]);
    }
  });
});
