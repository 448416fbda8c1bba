import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The site's public address, for the absolute URLs that sitemap.xml and robots.txt require.
 * Set SITE_ORIGIN when building for production (docs/performance.md); the default is a placeholder.
 */
export const SITE_ORIGIN = (process.env.SITE_ORIGIN || 'https://roca.example.org').replace(/\/+$/, '');

/** Staff screens: not for search engines (their pages also carry a noindex meta tag). */
const DISALLOWED_PATHS = ['/admin', '/control-panel', '/login', '/forgot-password'];

/** Writes robots.txt and a sitemap.xml of the public (prerendered) routes into the client build. */
export function writeSeoFiles(clientDir: string, publicPaths: readonly string[]) {
  const urls = publicPaths.map((path) => `  <url><loc>${SITE_ORIGIN}${path === '/' ? '/' : path}</loc></url>`);
  writeFileSync(
    join(clientDir, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(clientDir, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
      '',
    ].join('\n'),
  );
}
