// Bundles what the published public pages load (docs/decisions/010 and 015): the page script,
// which the renderer (build-renderer.ts) writes into each page, with the pages' one stylesheet.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build, type Rolldown } from 'vite';
import type { PublicAssets } from '@roca/contract/publishing';
import { INLINE_PAGE_SCRIPT } from './inline-page-script';
import { recordChunkModules } from './record-chunk-modules';

const WEB_DIR = resolve(import.meta.dirname, '..');
/** Like dist/chunk-modules.json of the main build, for the page script (bundleScript writes it). */
const PAGE_SCRIPT_MODULES_FILE = join(WEB_DIR, 'dist/page-modules.json');

/**
 * One entry (a path under web/) into one content-hashed script under assets/, `name-[hash].js`,
 * with no chunk split off: the page script is written into each page, and the sign-in screens'
 * loader must be one small request. Returns the script's file name and the URL paths of the
 * stylesheets it imports.
 */
export async function bundleScript(clientDir: string, entry: string, name: string) {
  const result = (await build({
    configFile: false,
    root: WEB_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [tailwindcss(), recordChunkModules(join(WEB_DIR, `dist/${name}-modules.json`))],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: join(WEB_DIR, entry),
        output: { entryFileNames: `assets/${name}-[hash].js`, assetFileNames: `assets/${name}-[hash][extname]` },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = result.output.filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`Expected one ${name} file, got ${chunks.map((c) => c.fileName).join(', ')}`);
  const stylesheets = result.output
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => `/${file.fileName}`);
  return { fileName: chunks[0].fileName, stylesheets };
}

/**
 * The page script's code, to be written into each page, and no longer a file: a file is one more
 * request, which Lighthouse's simulation charges to the largest paint (docs/decisions/010). Its
 * module list is kept under the name the measurements give it.
 */
function takePageScriptCode(clientDir: string, fileName: string): string {
  const code = readFileSync(join(clientDir, fileName), 'utf8').trim();
  if (/<\/script/i.test(code)) throw new Error('The page script contains "</script", which would end it early inside a page.');
  rmSync(join(clientDir, fileName));
  const modules = JSON.parse(readFileSync(PAGE_SCRIPT_MODULES_FILE, 'utf8')) as Record<string, string[]>;
  writeFileSync(PAGE_SCRIPT_MODULES_FILE, JSON.stringify({ [INLINE_PAGE_SCRIPT]: modules[fileName] }, null, 1));
  return code;
}

/** The Content-Security-Policy source that lets exactly this inline script run. */
export const cspHashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** Builds the public pages' script and stylesheet into dist/client/assets; returns what the renderer writes into each page. */
export async function bundlePublicAssets(clientDir: string): Promise<PublicAssets> {
  const page = await bundleScript(clientDir, 'src/page-script/page-script.ts', 'page');
  // One stylesheet, built with the page script, so a page makes one stylesheet request.
  if (page.stylesheets.length !== 1) throw new Error(`Expected one stylesheet, from the page script; got ${page.stylesheets.join(', ')}`);
  return { stylesheet: page.stylesheets[0], pageScript: takePageScriptCode(clientDir, page.fileName) };
}
