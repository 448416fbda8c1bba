import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { init as initModuleLexer, parse as parseModule } from 'es-module-lexer';
import { formatTable } from './format-table';
import { htmlFiles } from '../../web/scripts/html-files';
import { INLINE_PAGE_SCRIPT } from '../../web/scripts/inline-page-script';

/**
 * What each page of the built site (web/dist/client) makes the browser download before it can
 * run: the files its HTML references, plus their static imports. Sizes are gzip level 9, so the
 * figures do not depend on a server's settings. Shared by the budget test and `npm run bench`.
 */
const ROOT = resolve(import.meta.dirname, '../..');
export const CLIENT_DIR = join(ROOT, 'web/dist/client');
/** Written by the client build (web/vite.config.ts): the source modules inside each JS file. */
const CHUNK_MODULES_FILE = join(ROOT, 'web/dist/chunk-modules.json');
/** The same for the public pages' page script and islands script (web/scripts/build-public-assets.ts). */
const PUBLIC_MODULES_FILES = ['page-script-modules.json', 'island-modules.json'].map((name) => join(ROOT, 'web/dist', name));

/** The SPA fallback page: what a staff route such as /login loads before its own route module. */
export const SPA_FALLBACK_PAGE = '(staff: SPA fallback)';

type Assets = { files: string[]; gzipBytes: number };
export type PageBundle = {
  page: string;
  /** All of the page's JavaScript: what its HTML loads at once, and the islands script it loads after its largest paint. */
  js: Assets;
  /** The part of `js` loaded only after the page's largest paint: the islands script of a page with React islands. */
  jsAfterPaint: Assets;
  css: Assets;
};
/** A route that is not prerendered: the JS its module adds once the SPA fallback has loaded. */
export type LazyRouteBundle = { routeId: string; js: Assets; css: Assets };

const gzipSizes = new Map<string, number>();
function gzipBytes(urlPath: string): number {
  let size = gzipSizes.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(fileOf(urlPath)), { level: 9 }).length;
    gzipSizes.set(urlPath, size);
  }
  return size;
}

/**
 * The page script is written into each public page (docs/decisions/010): counted by the size of
 * its code, under the name its module list has (web/scripts/build-public-assets.ts).
 */
const inlineScriptCode = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, code]) => !/\ssrc=/.test(attributes) && code.trim())
    .map(([, , code]) => code);

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

/**
 * The JS and CSS of one prerendered HTML page: what it loads at once, and the islands script a
 * page with React islands names in `data-islands` and loads after its largest paint
 * (docs/decisions/010). Both are the page's JavaScript.
 */
function measurePage(page: string, html: string): PageBundle {
  const scriptTags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const scripts = scriptTags.map((tag) => attribute(tag, 'src'));
  const afterPaint = scriptTags.map((tag) => attribute(tag, 'data-islands')).filter(sameOrigin);
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const preloads = links.filter((tag) => attribute(tag, 'rel') === 'modulepreload').map((tag) => attribute(tag, 'href'));
  const stylesheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => attribute(tag, 'href'));
  const inline = inlineScriptCode(html);
  if (inline.length > 1) throw new Error(`${page} has ${inline.length} inline scripts; a public page has one, its page script`);
  for (const code of inline) gzipSizes.set(INLINE_PAGE_SCRIPT, gzipSync(code, { level: 9 }).length);
  const files = withStaticImports([...scripts, ...preloads, ...afterPaint].filter(sameOrigin));
  return {
    page,
    js: assets(inline.length ? [INLINE_PAGE_SCRIPT, ...files] : files),
    jsAfterPaint: assets(withStaticImports(afterPaint)),
    css: assets(stylesheets.filter(sameOrigin)),
  };
}

/** '/' for index.html, '/vision' for vision/index.html or vision.html, the fallback by its role. */
function pageOf(file: string): string {
  const path = '/' + relative(CLIENT_DIR, file).replace(/\\/g, '/');
  if (path === '/__spa-fallback.html') return SPA_FALLBACK_PAGE;
  return path.replace(/(\/index)?\.html$/, '') || '/';
}

export function assertBuilt() {
  if (![join(CLIENT_DIR, 'index.html'), CHUNK_MODULES_FILE, ...PUBLIC_MODULES_FILES].every((file) => existsSync(file))) {
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
  const modulesByFile = Object.assign({}, ...[CHUNK_MODULES_FILE, ...PUBLIC_MODULES_FILES].map(read)) as Record<string, string[]>;
  return files.flatMap((file) => modulesByFile[file.replace(/^\//, '')] ?? []);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One page's files, largest first: where its budget goes. */
export function formatPageFiles(page: PageBundle): string {
  const files = [...page.js.files, ...page.css.files].sort((a, b) => gzipBytes(b) - gzipBytes(a));
  return formatTable([[`${page.page} file`, 'KB gz'], ...files.map((file) => [file, kb(gzipBytes(file))])]);
}

/**
 * A plain-text table: one row per page or route, gzip KB of its JS (and how much of it loads only
 * after the largest paint) and CSS, and file counts.
 */
export function formatBundleTable(pages: PageBundle[], lazyRoutes: LazyRouteBundle[] = []): string {
  const rows = [
    ['page / route', 'JS KB gz', 'of which after paint', 'JS files', 'CSS KB gz', 'CSS files'],
    ...pages.map((p) => [
      p.page,
      kb(p.js.gzipBytes),
      kb(p.jsAfterPaint.gzipBytes),
      String(p.js.files.length),
      kb(p.css.gzipBytes),
      String(p.css.files.length),
    ]),
    ...lazyRoutes.map((r) => [
      `  + ${r.routeId} (on open)`,
      kb(r.js.gzipBytes),
      '',
      String(r.js.files.length),
      kb(r.css.gzipBytes),
      String(r.css.files.length),
    ]),
  ];
  return formatTable(rows);
}
