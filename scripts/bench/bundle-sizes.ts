import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { init as initModuleLexer, parse as parseModule } from 'es-module-lexer';
import { formatTable } from './format-table';
import { htmlFiles } from '../../web/scripts/html-files';

/**
 * What each page of the built site (web/dist/client) makes the browser download: the files its
 * HTML references, plus their static imports, and on public pages the document itself and its
 * images. Sizes are gzip level 9 (images that do not compress, as they are), so the figures do not
 * depend on a server's settings. Shared by the budget test and `npm run bench`.
 */
const ROOT = resolve(import.meta.dirname, '../..');
export const CLIENT_DIR = join(ROOT, 'web/dist/client');
/** Written by the client build (web/vite.config.ts): the source modules inside each JS file. */
const CHUNK_MODULES_FILE = join(ROOT, 'web/dist/chunk-modules.json');
/**
 * The same for the inline scripts of the public pages, by name, and the name of each one's code
 * by its sha256 (web/scripts/build-public-assets.ts).
 */
const INLINE_SCRIPT_MODULES_FILE = join(ROOT, 'web/dist/inline-script-modules.json');
const INLINE_SCRIPT_NAMES_FILE = join(ROOT, 'web/dist/inline-scripts.json');

/** The SPA fallback page: what a staff route such as /login loads before its own route module. */
export const SPA_FALLBACK_PAGE = '(staff: SPA fallback)';

type Assets = { files: string[]; gzipBytes: number };
export type PageBundle = {
  page: string;
  /** The HTML document, its inline page script included. */
  htmlGzipBytes: number;
  /** All of the page's JavaScript: its inline scripts (by name, web/scripts/inline-page-script.ts) and the script files it loads. */
  js: Assets;
  css: Assets;
  /** The images it shows: its <img>s and the home slider's later slides (`data-image`), which it adds once it runs. */
  images: Assets;
  /** Everything above: what a visit that stays until the slider has moved downloads. */
  totalBytes: number;
};
/** A route that is not prerendered: the JS its module adds once the SPA fallback has loaded. */
export type LazyRouteBundle = { routeId: string; js: Assets; css: Assets };

/** Files a server compresses; other images (PNG, JPEG, WebP) are already compressed. */
const COMPRESSIBLE = /\.(js|css|svg|html|json)$/;

const gzipSizes = new Map<string, number>();
function gzipBytes(urlPath: string): number {
  let size = gzipSizes.get(urlPath);
  if (size === undefined) {
    const bytes = readFileSync(fileOf(urlPath));
    size = COMPRESSIBLE.test(urlPath) ? gzipSync(bytes, { level: 9 }).length : bytes.length;
    gzipSizes.set(urlPath, size);
  }
  return size;
}

/**
 * The inline scripts of a public page (docs/decisions/010 and 015), by the names their module
 * lists have (web/scripts/build-public-assets.ts), each counted by the size of its code.
 */
function inlineScriptsOf(html: string): string[] {
  const names = JSON.parse(readFileSync(INLINE_SCRIPT_NAMES_FILE, 'utf8')) as Record<string, string>;
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, code]) => !/\ssrc=/.test(attributes) && code.trim())
    .map(([, , code]) => {
      const name = names[createHash('sha256').update(code).digest('base64')];
      if (!name) throw new Error(`An inline script the build does not know: ${code.slice(0, 60)}`);
      gzipSizes.set(name, gzipSync(code, { level: 9 }).length);
      return name;
    });
}

const fileOf = (urlPath: string) => join(CLIENT_DIR, urlPath);
const assets = (files: Iterable<string>): Assets => {
  const list = [...files].sort();
  return { files: list, gzipBytes: list.reduce((sum, file) => sum + gzipBytes(file), 0) };
};

/** The JS files and all their static imports (dynamic imports load later, so they do not count). */
function withStaticImports(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (urlPath: string) => {
    if (seen.has(urlPath)) return;
    seen.add(urlPath);
    const [imports] = parseModule(readFileSync(fileOf(urlPath), 'utf8'));
    for (const { n: specifier, d: dynamicAt } of imports) {
      if (specifier && dynamicAt === -1) visit(new URL(specifier, `http://site${urlPath}`).pathname);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const sameOrigin = (url: string | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');
const unescapeHtml = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/** The images of a page: every <img src>, and the home slider's later slides, whose image is data until it runs. */
function imagesOf(html: string): string[] {
  const sources = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => attribute(m[0], 'src'));
  const slides = [...html.matchAll(/\sdata-image="([^"]*)"/g)].map((m) => (JSON.parse(unescapeHtml(m[1])) as { src: string }).src);
  return [...new Set([...sources, ...slides].filter(sameOrigin))];
}

/**
 * What one HTML page loads: its JS (inline scripts counted by their size; on the sign-in screens
 * the app's scripts and module preloads their loader brings back after the largest paint,
 * `data-after-paint`), CSS and images. A prerendered page, or one the function renders per request
 * with the built renderer (My membership's, say).
 */
export function measurePage(page: string, html: string): PageBundle {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => attribute(m[0], 'src'));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const isPreload = (tag: string) => attribute(tag, 'rel') === 'modulepreload' || attribute(tag, 'data-after-paint') === 'modulepreload';
  const preloads = links.filter(isPreload).map((tag) => attribute(tag, 'href'));
  const stylesheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => attribute(tag, 'href'));
  const files = withStaticImports([...scripts, ...preloads].filter(sameOrigin));
  const htmlGzipBytes = gzipSync(html, { level: 9 }).length;
  const scriptFiles = assets(files);
  const css = assets(stylesheets.filter(sameOrigin));
  const images = assets(imagesOf(html));
  return {
    page,
    htmlGzipBytes,
    js: assets([...inlineScriptsOf(html), ...files]),
    css,
    images,
    totalBytes: htmlGzipBytes + scriptFiles.gzipBytes + css.gzipBytes + images.gzipBytes,
  };
}

/** '/' for index.html, '/vision' for vision/index.html or vision.html, the fallback by its role. */
function pageOf(file: string): string {
  const path = '/' + relative(CLIENT_DIR, file).replace(/\\/g, '/');
  if (path === '/__spa-fallback.html') return SPA_FALLBACK_PAGE;
  return path.replace(/(\/index)?\.html$/, '') || '/';
}

export function assertBuilt() {
  if (![join(CLIENT_DIR, 'index.html'), CHUNK_MODULES_FILE, INLINE_SCRIPT_MODULES_FILE, INLINE_SCRIPT_NAMES_FILE].every(existsSync)) {
    throw new Error(`No build in ${CLIENT_DIR}: run \`npm run build\` first.`);
  }
}

/** Every prerendered page of the build (public routes and the SPA fallback), home first. */
export async function measurePages(): Promise<PageBundle[]> {
  assertBuilt();
  await initModuleLexer;
  return htmlFiles(CLIENT_DIR)
    .map((file) => measurePage(pageOf(file), readFileSync(file, 'utf8')))
    .sort((a, b) => (a.page === '/' ? -1 : b.page === '/' ? 1 : a.page.localeCompare(b.page)));
}

type RouteManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[]; css?: string[] }>;
};

/** The layout route of the static public pages, whose routes never load in the browser from their own pages. */
const PUBLIC_LAYOUT_ROUTE = 'routes/public-layout';

/** React Router's route manifest of the build (window.__reactRouterManifest in assets/manifest-*.js). */
function readRouteManifest(): RouteManifest {
  const file = readdirSync(join(CLIENT_DIR, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('No React Router manifest in the build.');
  const sandbox: { window: { __reactRouterManifest?: RouteManifest } } = { window: {} };
  runInNewContext(readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8'), sandbox);
  return sandbox.window.__reactRouterManifest!;
}

/**
 * The routes of the hydrated app (staff screens, 404): what each adds on top of what the SPA
 * fallback page already loaded. Public routes are left out: their pages are static HTML.
 */
export async function measureLazyRoutes(pages: PageBundle[]): Promise<LazyRouteBundle[]> {
  await initModuleLexer;
  const fallback = pages.find((p) => p.page === SPA_FALLBACK_PAGE);
  const alreadyLoaded = new Set(fallback?.js.files);
  const loadedCss = new Set(fallback?.css.files);
  const { routes } = readRouteManifest();
  const isPublic = (id: string | undefined): boolean => !!id && (id === PUBLIC_LAYOUT_ROUTE || isPublic(routes[id]?.parentId));
  return Object.values(routes)
    .filter((route) => route.id !== 'root' && !isPublic(route.id))
    .map((route) => ({
      routeId: route.id,
      js: assets([...withStaticImports([route.module, ...(route.imports ?? [])])].filter((f) => !alreadyLoaded.has(f))),
      css: assets((route.css ?? []).filter((f) => !loadedCss.has(f))),
    }))
    .sort((a, b) => a.routeId.localeCompare(b.routeId));
}

/** Source modules (paths from the repo root) inside the given built JS files. */
export function sourceModulesOf(files: string[]): string[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const modulesByFile = { ...read(CHUNK_MODULES_FILE), ...read(INLINE_SCRIPT_MODULES_FILE) };
  return files.flatMap((file) => modulesByFile[file.replace(/^\//, '')] ?? []);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One page's files, largest first: where its bytes go (the HTML document first, its inline page script in it). */
export function formatPageFiles(page: PageBundle): string {
  const files = [...page.js.files, ...page.css.files, ...page.images.files].sort((a, b) => gzipBytes(b) - gzipBytes(a));
  return formatTable([
    [`${page.page} file`, 'KB gz'],
    ['(the HTML document)', kb(page.htmlGzipBytes)],
    ...files.map((file) => [file.startsWith('(inline') ? `${file}, in the document` : file, kb(gzipBytes(file))]),
    ['total', kb(page.totalBytes)],
  ]);
}

/**
 * A plain-text table: one row per page or route, gzip KB of its JS and CSS with file counts, and
 * for prerendered pages the document, its images and the total.
 */
export function formatBundleTable(pages: PageBundle[], lazyRoutes: LazyRouteBundle[] = []): string {
  const rows = [
    ['page / route', 'JS KB gz', 'JS files', 'CSS KB gz', 'CSS files', 'HTML KB gz', 'images KB', 'total KB'],
    ...pages.map((p) => [
      p.page,
      kb(p.js.gzipBytes),
      String(p.js.files.length),
      kb(p.css.gzipBytes),
      String(p.css.files.length),
      kb(p.htmlGzipBytes),
      kb(p.images.gzipBytes),
      kb(p.totalBytes),
    ]),
    ...lazyRoutes.map((r) => [
      `  + ${r.routeId} (on open)`,
      kb(r.js.gzipBytes),
      String(r.js.files.length),
      kb(r.css.gzipBytes),
      String(r.css.files.length),
      '',
      '',
      '',
    ]),
  ];
  return formatTable(rows);
}
