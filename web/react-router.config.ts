import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { writeSeoFiles } from './scripts/seo-files';
import { PUBLIC_PATHS } from './src/publishing/public-pages';
import { SIGNED_OUT_STAFF_PATHS } from '@roca/contract/staff-paths';

/**
 * React Router framework mode as a static site: no server rendering at request time. The sign-in
 * screens are prerendered; the other staff routes are served by the SPA fallback page. The public
 * pages are rendered by web/src/publishing after this build (scripts/post-build.ts) and again
 * whenever staff change what they show (docs/decisions/008).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: [...SIGNED_OUT_STAFF_PATHS],
  // robots.txt and sitemap.xml list the public pages of the page registry.
  buildEnd({ reactRouterConfig }) {
    writeSeoFiles(join(reactRouterConfig.buildDirectory, 'client'), PUBLIC_PATHS);
  },
} satisfies Config;
