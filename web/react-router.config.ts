import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS } from './src/public-paths';

/**
 * React Router framework mode as a static site: no server rendering at request time; every
 * public route is prerendered to HTML at build time (content, title and description are in the
 * HTML before any script runs), and staff routes are served by the SPA fallback page.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: [...PUBLIC_PATHS],
} satisfies Config;
