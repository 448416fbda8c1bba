import { beforeAll, describe, expect, it } from 'vitest';
import {
  SPA_FALLBACK_PAGE,
  formatBundleTable,
  formatPageFiles,
  measureLazyRoutes,
  measurePages,
  sourceModulesOf,
  type PageBundle,
} from '../../scripts/bench/bundle-sizes';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { NOT_FOUND_PAGE_FILE } from '@roca/contract/publishing';
import { INLINE_PAGE_SCRIPT } from '../../web/scripts/inline-page-script';
import { SIGNED_OUT_STAFF_PATHS } from '@roca/contract/staff-paths';

/**
 * Budgets on the built site (docs/requirements.md, Performance), measured on web/dist/client as
 * `npm test` builds it: gzip level 9 of everything a page's HTML makes the browser fetch before it
 * runs (script and modulepreload files with their static imports; stylesheets).
 */
const KB = 1024;
/**
 * The home page's JavaScript, React and its islands included (docs/requirements.md, Performance):
 * 82 KB before its menu and tracking left React, about 70 KB since (docs/decisions/010). The
 * budget keeps that gain, with a little room; it should keep shrinking.
 */
const HOME_JS_BUDGET = 72 * KB;
/** A public page without a React island: the page script alone (docs/decisions/010). */
const NO_ISLAND_PAGE_JS_BUDGET = 3 * KB;
const HOME_CSS_BUDGET = 15 * KB;
/** The pages whose parts need React: the home page's slider and the membership form (docs/decisions/010). */
const PAGES_WITH_REACT = ['/', '/membership'];
const REACT_MODULES = /node_modules\/(react|react-dom|scheduler)\//;

/** Source modules that only staff screens may load (paths from the repo root). */
const STAFF_ONLY_MODULES = [
  /node_modules\/(firebase|@firebase|reactfire|@uppy|@radix-ui)\//,
  /^web\/src\/routes\/admin\//,
  /^web\/src\/features\/(auth|attachments|admin-[\w-]+)\//,
  /^web\/src\/lib\/(firebase\.ts$|auth\/)/,
];

let pages: PageBundle[];
beforeAll(async () => {
  pages = await measurePages();
  console.log(`Initial assets per page (gzip -9):\n${formatBundleTable(pages, await measureLazyRoutes(pages))}`);
  console.log(formatPageFiles(pages[0]));
});

const page = (path: string) => {
  const found = pages.find((p) => p.page === path);
  if (!found) throw new Error(`${path} was not prerendered`);
  return found;
};

/** 404.html, as the page sizes name it. */
const NOT_FOUND_PAGE = NOT_FOUND_PAGE_FILE.replace(/\.html$/, '');

describe('bundle budgets', () => {
  it('prerenders every public route, the 404 page, the sign-in screens and the SPA fallback', () => {
    expect(pages.map((p) => p.page).sort()).toEqual([...PUBLIC_PATHS, NOT_FOUND_PAGE, ...SIGNED_OUT_STAFF_PATHS, SPA_FALLBACK_PAGE].sort());
  });

  it(`home page: CSS at most ${HOME_CSS_BUDGET / KB} KB gzip, in one stylesheet`, () => {
    const home = page('/');
    expect(home.css.files).toHaveLength(1);
    expect(home.css.gzipBytes).toBeLessThanOrEqual(HOME_CSS_BUDGET);
  });

  it(`home page: JavaScript at most ${HOME_JS_BUDGET / KB} KB gzip, React and its islands included`, () => {
    expect(page('/').js.gzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  it(`public pages without a React island load at most ${NO_ISLAND_PAGE_JS_BUDGET / KB} KB gzip of JavaScript`, () => {
    const withoutIslands = PUBLIC_PATHS.filter((path) => page(path).jsAfterPaint.files.length === 0);
    expect(withoutIslands.length).toBeGreaterThan(PUBLIC_PATHS.length / 2);
    for (const path of withoutIslands) expect(page(path).js.gzipBytes, path).toBeLessThanOrEqual(NO_ISLAND_PAGE_JS_BUDGET);
    expect(page(NOT_FOUND_PAGE).jsAfterPaint.files).toEqual([]);
    expect(page(NOT_FOUND_PAGE).js.gzipBytes).toBeLessThanOrEqual(NO_ISLAND_PAGE_JS_BUDGET);
  });

  it('React loads only on the pages whose islands need it: the home slider and the membership form', () => {
    const loadingReact = PUBLIC_PATHS.filter((path) => sourceModulesOf(page(path).js.files).some((id) => REACT_MODULES.test(id)));
    const withIslands = PUBLIC_PATHS.filter((path) => page(path).jsAfterPaint.files.length > 0);
    expect(loadingReact).toEqual(PAGES_WITH_REACT);
    expect(withIslands).toEqual(PAGES_WITH_REACT);
  });

  it('every public page has one script at once, its page script written into the page, with no React; the islands script only after the largest paint', () => {
    for (const path of PUBLIC_PATHS) {
      const { js, jsAfterPaint } = page(path);
      const atOnce = js.files.filter((file) => !jsAfterPaint.files.includes(file));
      expect(atOnce, path).toEqual([INLINE_PAGE_SCRIPT]);
      expect(
        sourceModulesOf(atOnce).filter((id) => REACT_MODULES.test(id)),
        path,
      ).toEqual([]);
      expect(jsAfterPaint.files.length, path).toBeLessThanOrEqual(1);
    }
  });

  it("public pages never load zod or the contract's schema modules (only its zod-free display rules)", () => {
    for (const path of PUBLIC_PATHS) {
      const schemaModules = sourceModulesOf(page(path).js.files).filter(
        (id) => /node_modules\/zod\//.test(id) || /^contract\/src\/(fields|developments|events|users|analytics|audit)\.ts$/.test(id),
      );
      expect(schemaModules, path).toEqual([]);
    }
  });

  it('public pages never load React Router: they are static HTML whose islands hydrate without it', () => {
    for (const path of PUBLIC_PATHS) {
      const routerModules = sourceModulesOf(page(path).js.files).filter((id) => /node_modules\/react-router\//.test(id));
      expect(routerModules, path).toEqual([]);
    }
  });

  it('public pages never load the Firebase SDK, reactfire, Uppy, Radix or staff screens', () => {
    for (const path of PUBLIC_PATHS) {
      const staffModules = sourceModulesOf(page(path).js.files).filter((id) => STAFF_ONLY_MODULES.some((re) => re.test(id)));
      expect(staffModules, path).toEqual([]);
    }
  });
});
