/**
 * The renderer of the public pages, built from the web app by `npm run build -w web`
 * (web/scripts/build-renderer.ts) into web/dist/renderer/public-site.cjs. functions/build.mjs
 * bundles that file under this name, and vitest.config.ts resolves it for the in-process tests.
 */
declare module 'roca-public-renderer' {
  import type { PublicSiteRenderer } from '@roca/contract/publishing';

  export const renderer: PublicSiteRenderer;
}
