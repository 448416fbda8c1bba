// Post-build step (decision 006): bundles the islands entry of the public pages into one
// content-hashed file and points every prerendered public page at it. Runs after
// `react-router build`, which prerenders those pages with a placeholder script src.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { ISLANDS_SCRIPT_PLACEHOLDER } from '../src/islands/islands-script';
import { recordChunkModules } from './record-chunk-modules';

const WEB_DIR = resolve(import.meta.dirname, '..');
const CLIENT_DIR = join(WEB_DIR, 'dist/client');
/** Like dist/chunk-modules.json of the main build, for the islands file. */
const ISLAND_MODULES_FILE = join(WEB_DIR, 'dist/island-modules.json');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

async function bundleIslands(): Promise<string> {
  const result = (await build({
    configFile: false,
    root: WEB_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [recordChunkModules(ISLAND_MODULES_FILE)],
    build: {
      outDir: CLIENT_DIR,
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

const islandsSrc = await bundleIslands();
let linked = 0;
for (const file of htmlFiles(CLIENT_DIR)) {
  const html = readFileSync(file, 'utf8');
  if (!html.includes(ISLANDS_SCRIPT_PLACEHOLDER)) continue;
  writeFileSync(file, html.replaceAll(`src="${ISLANDS_SCRIPT_PLACEHOLDER}"`, `src="${islandsSrc}"`));
  linked++;
}
if (linked === 0) throw new Error(`No prerendered page loads ${ISLANDS_SCRIPT_PLACEHOLDER}: is the public layout's handle still { staticPage: true }?`);
console.log(`Bundled the islands into ${islandsSrc}, loaded by ${linked} static pages.`);
