import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { writeSeoFiles } from './scripts/seo-files';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { SIGNED_OUT_STAFF_PATHS } from './src/staff-paths';

/**
 * React Router framework mode as a static site: no server rendering at request time; every
 * public route is prerendered to HTML at build time (content, title and description are in the
 * HTML before any script runs), and so are the sign-in screens. The other staff routes are
 * served by the SPA fallback page.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: [...PUBLIC_PATHS, ...SIGNED_OUT_STAFF_PATHS],
  // robots.txt and sitemap.xml come from the same list of public routes as the prerendering.
  buildEnd({ reactRouterConfig }) {
    writeSeoFiles(join(reactRouterConfig.buildDirectory, 'client'), PUBLIC_PATHS);
  },
} satisfies Config;
