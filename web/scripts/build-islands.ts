// Bundles the islands entry of the public pages (decision 006) into one content-hashed script,
// with the pages' one stylesheet; the renderer (build-renderer.ts) writes both into every page.
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build, type Rolldown } from 'vite';
import type { PublicAssets } from '@roca/contract/publishing';
import { recordChunkModules } from './record-chunk-modules';

const WEB_DIR = resolve(import.meta.dirname, '..');
/** Like dist/chunk-modules.json of the main build, for the islands file. */
const ISLAND_MODULES_FILE = join(WEB_DIR, 'dist/island-modules.json');

/** Builds the islands script and the public stylesheet into dist/client/assets; returns their URL paths. */
export async function bundleIslands(clientDir: string): Promise<PublicAssets> {
  const result = (await build({
    configFile: false,
    root: WEB_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [tailwindcss(), recordChunkModules(ISLAND_MODULES_FILE)],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: join(WEB_DIR, 'src/islands/hydrate-islands.tsx'),
        output: { entryFileNames: 'assets/islands-[hash].js', assetFileNames: 'assets/islands-[hash][extname]' },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = result.output.filter((file) => file.type === 'chunk');
  const stylesheets = result.output.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  // One file each, so a public page makes one script and one stylesheet request; a split would need preload links.
  if (chunks.length !== 1) throw new Error(`Expected one islands file, got ${chunks.map((c) => c.fileName).join(', ')}`);
  if (stylesheets.length !== 1) throw new Error(`Expected one stylesheet, got ${stylesheets.map((c) => c.fileName).join(', ')}`);
  return { script: `/${chunks[0].fileName}`, stylesheet: `/${stylesheets[0].fileName}` };
}
