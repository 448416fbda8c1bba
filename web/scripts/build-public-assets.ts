// Bundles what the published public pages load (docs/decisions/010 and 015): the page script,
// which the renderer (build-renderer.ts) writes into each page, with the pages' one stylesheet,
// and the inline scripts of the parts only some pages show. Also the sign-in screens' app loader
// (post-build.ts), built the same way.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build, type Rolldown } from 'vite';
import type { PublicAssets } from '@roca/contract/publishing';
import { INLINE_PAGE_SCRIPT, inlinePartScript } from './inline-page-script';
import { sourceModulesOf } from './record-chunk-modules';

const WEB_DIR = resolve(import.meta.dirname, '..');
/**
 * Like dist/chunk-modules.json of the main build, for the inline scripts of the public pages, by
 * name; and which name each one's code has (sha256), so that a page's inline scripts can be told
 * apart (scripts/bench/bundle-sizes.ts).
 */
const INLINE_SCRIPT_MODULES_FILE = join(WEB_DIR, 'dist/inline-script-modules.json');
const INLINE_SCRIPT_NAMES_FILE = join(WEB_DIR, 'dist/inline-scripts.json');

/**
 * The parts only some public pages show (docs/decisions/015), each with an inline script of its
 * own: in the page script every page would carry them, and a public page may weigh at most 1.25
 * times its no-JS twin. The renderer writes a part's script into a page whose HTML has the part's
 * marker attribute, which is also what the script looks for.
 */
const PAGE_PARTS = [
  { name: 'hero-slider', entry: 'src/page-script/hero-slider-script.ts', marker: 'data-hero-slider' },
  { name: 'form-checks', entry: 'src/page-script/form-checks-script.ts', marker: 'data-checked-form' },
];

/**
 * One entry (a path under web/) into one content-hashed script, `assets/name-[hash].js`, with
 * nothing split off: that would be one more request before it could run. Returns the script's
 * file name, its source modules and the URL paths of the stylesheets it imports.
 */
export async function bundleScript(clientDir: string, entry: string, name: string) {
  const result = (await build({
    configFile: false,
    root: WEB_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [tailwindcss()],
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
  return { fileName: chunks[0].fileName, modules: sourceModulesOf(chunks[0]), stylesheets };
}

/**
 * An inline script's code, to be written into pages, and no longer a file: a file is one more
 * request, which Lighthouse's simulation charges to the largest paint (docs/decisions/010).
 */
function takeInlineCode(clientDir: string, fileName: string): string {
  const code = readFileSync(join(clientDir, fileName), 'utf8').trim();
  if (/<\/script/i.test(code)) throw new Error(`${fileName} contains "</script", which would end it early inside a page.`);
  rmSync(join(clientDir, fileName));
  return code;
}

const sha256 = (code: string) => createHash('sha256').update(code).digest('base64');

/** The Content-Security-Policy source that lets exactly this inline script run. */
export const cspHashOf = (code: string) => `'sha256-${sha256(code)}'`;

/**
 * Builds the public pages' script, its parts' scripts and the stylesheet; returns what the
 * renderer writes into the pages, and records the inline scripts' modules and names.
 */
export async function bundlePublicAssets(clientDir: string): Promise<PublicAssets> {
  const page = await bundleScript(clientDir, 'src/page-script/page-script.ts', 'page');
  // One stylesheet, built with the page script, so a page makes one stylesheet request.
  if (page.stylesheets.length !== 1) throw new Error(`Expected one stylesheet, from the page script; got ${page.stylesheets.join(', ')}`);
  const inline = [{ name: INLINE_PAGE_SCRIPT, code: takeInlineCode(clientDir, page.fileName), modules: page.modules }];
  const partScripts: PublicAssets['partScripts'] = [];
  for (const part of PAGE_PARTS) {
    const built = await bundleScript(clientDir, part.entry, part.name);
    const code = takeInlineCode(clientDir, built.fileName);
    partScripts.push({ marker: part.marker, code });
    inline.push({ name: inlinePartScript(part.name), code, modules: built.modules });
  }
  writeFileSync(INLINE_SCRIPT_MODULES_FILE, JSON.stringify(Object.fromEntries(inline.map((s) => [s.name, s.modules])), null, 1));
  writeFileSync(INLINE_SCRIPT_NAMES_FILE, JSON.stringify(Object.fromEntries(inline.map((s) => [sha256(s.code), s.name])), null, 1));
  return { stylesheet: page.stylesheets[0], pageScript: inline[0].code, partScripts };
}
