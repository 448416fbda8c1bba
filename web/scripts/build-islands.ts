// Bundles the islands entry of the public pages (decision 006) into one content-hashed file;
// post-build.ts then points the prerendered pages at it.
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { recordChunkModules } from './record-chunk-modules';

const WEB_DIR = resolve(import.meta.dirname, '..');
/** Like dist/chunk-modules.json of the main build, for the islands file. */
const ISLAND_MODULES_FILE = join(WEB_DIR, 'dist/island-modules.json');

/** Builds the islands file into dist/client/assets and returns its URL path. */
export async function bundleIslands(clientDir: string): Promise<string> {
  const result = (await build({
    configFile: false,
    root: WEB_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [recordChunkModules(ISLAND_MODULES_FILE)],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: join(WEB_DIR, 'src/islands/hydrate-islands.tsx'),
        output: { entryFileNames: 'assets/islands-[hash].js' },
        // TanStack Query marks its modules "use client" for React Server Components; meaningless here.
        onLog(level, log, defaultHandler) {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') defaultHandler(level, log);
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = result.output.filter((file) => file.type === 'chunk');
  // One file, so a public page makes one script request; a split would need modulepreload links.
  if (chunks.length !== 1) throw new Error(`Expected one islands file, got ${chunks.map((c) => c.fileName).join(', ')}`);
  return `/${chunks[0].fileName}`;
}
