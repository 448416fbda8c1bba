// Builds the renderer of the public pages (web/src/publishing/render-public-page.tsx) for Node:
// one self-contained file that the build prerenders with and the functions bundle
// (functions/build.mjs) to publish stored content (docs/decisions/008).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { PublicAssets, PublicSiteRenderer } from '@roca/contract/publishing';

const WEB_DIR = resolve(import.meta.dirname, '..');
export const RENDERER_FILE = join(WEB_DIR, 'dist/renderer/public-site.cjs');

/** Builds the renderer with this build's stylesheet and scripts written into it, and loads it. */
export async function buildRenderer(assets: PublicAssets): Promise<PublicSiteRenderer> {
  await build({
    configFile: false,
    root: WEB_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    define: {
      __PUBLIC_ASSETS__: JSON.stringify(assets),
      // React's production build: the function's environment may not set NODE_ENV.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // Everything in one file (React, React Router, ical.js, the pages): the functions bundle it as it is.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(WEB_DIR, 'src/publishing/render-public-page.tsx'),
      outDir: join(WEB_DIR, 'dist/renderer'),
      emptyOutDir: true,
      target: 'node20',
      // CommonJS: the functions bundle is CommonJS, and the renderer's require() of Node modules must stay one.
      rolldownOptions: {
        output: { format: 'cjs', entryFileNames: 'public-site.cjs' },
        // React Router marks its modules "use client" for React Server Components; meaningless here.
        onLog(level, log, defaultHandler) {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') defaultHandler(level, log);
        },
      },
    },
  });
  const built = (await import(pathToFileURL(RENDERER_FILE).href)) as { renderer: PublicSiteRenderer };
  return built.renderer;
}
