import { beforeAll, describe, expect, it } from 'vitest';
import {
  SPA_FALLBACK_PAGE,
  formatBundleTable,
  formatPageFiles,
  measureLazyRoutes,
  measurePage,
  measurePages,
  sourceModulesOf,
  type PageBundle,
} from '../../scripts/bench/bundle-sizes';
import { createRequire } from 'node:module';
import type { FunctionPage } from '@roca/contract/function-pages';
import type { PublicSiteRenderer } from '@roca/contract/publishing';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { MEMBER_REQUESTS } from '@roca/contract/portal-choices';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { NOT_FOUND_PAGE_FILE } from '@roca/contract/publishing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withoutScripts } from '../../scripts/bench/twins';
import { CLIENT_DIR } from '../../scripts/bench/bundle-sizes';
import { INLINE_PAGE_SCRIPT, inlinePartScript } from '../../web/scripts/inline-page-script';
import { SIGNED_OUT_STAFF_PATHS } from '@roca/contract/staff-paths';
import { PARTS_SHOWN } from '../support/page-parts';

/**
 * Budgets on the built site (docs/requirements.md, Performance; docs/decisions/015), measured on
 * web/dist/client as `npm test` builds it, with the seed content: gzip level 9 of everything a
 * page makes the browser fetch (its document with the inline page script, script and modulepreload
 * files with their static imports, stylesheets, images; scripts/bench/bundle-sizes.ts).
 */
const KB = 1024;
/** Every public page's JavaScript: its inline page script, and on the home page, the form pages and the contact forms' pages the slider's or the form checks' (no framework). */
const PUBLIC_PAGE_JS_BUDGET = 3 * KB;
/**
 * The home page's total bytes: at most those of the reference WordPress 6.1 home page with the
 * same content (72 KB, 9 KB of it JavaScript). Document, stylesheet, scripts and all four slides'
 * images, as a visit that stays until the slider has moved downloads them.
 */
const HOME_TOTAL_BUDGET = 72 * KB;
const HOME_CSS_BUDGET = 15 * KB;
/** A public page's bytes over its no-JS twin's: the same page without its scripts (docs/performance.md, "No-JS twins"). */
const TWIN_RATIO_BUDGET = 1.25;
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

  it(`home page: at most ${HOME_TOTAL_BUDGET / KB} KB in all, the four slides' images included`, () => {
    const home = page('/');
    expect(home.images.files).toHaveLength(4);
    expect(home.totalBytes).toBeLessThanOrEqual(HOME_TOTAL_BUDGET);
  });

  it(`every public page and the 404 page load at most ${PUBLIC_PAGE_JS_BUDGET / KB} KB gzip of JavaScript`, () => {
    for (const path of [...PUBLIC_PATHS, NOT_FOUND_PAGE]) {
      expect(page(path).js.gzipBytes, path).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET);
    }
  });

  it(`every public page weighs at most ${TWIN_RATIO_BUDGET} times its no-JS twin (/membership with its join form)`, () => {
    const membership = readFileSync(join(CLIENT_DIR, 'membership/index.html'), 'utf8');
    expect(membership, 'the build renders the join form (docs/decisions/016)').toContain('action="/membership/join"');
    for (const path of PUBLIC_PATHS) {
      const measured = page(path);
      const html = readFileSync(join(CLIENT_DIR, path === '/' ? 'index.html' : `${path}/index.html`), 'utf8');
      const twinBytes = gzipSync(withoutScripts(html), { level: 9 }).length + measured.css.gzipBytes + measured.images.gzipBytes;
      expect(measured.totalBytes / twinBytes, path).toBeLessThanOrEqual(TWIN_RATIO_BUDGET);
    }
  });

  it("every public page's JavaScript is inline: its page script and the script of each part it shows, with no React", () => {
    for (const path of [...PUBLIC_PATHS, NOT_FOUND_PAGE]) {
      const { js } = page(path);
      expect(js.files, path).toEqual([INLINE_PAGE_SCRIPT, ...(PARTS_SHOWN[path] ?? []).map(inlinePartScript)].sort());
      expect(
        sourceModulesOf(js.files).filter((id) => REACT_MODULES.test(id)),
        path,
      ).toEqual([]);
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

  it('public pages never load React Router: they are static HTML', () => {
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

/**
 * My membership's pages (docs/members.md): rendered per request by the function with the built
 * renderer, the same budgets as the published pages. Rendered here with a member's typical data.
 */
const PORTAL_PAGES: FunctionPage[] = [
  { kind: 'portal-sign-in', title: 'My membership', description: 'Sign in.', state: 'ask', email: '', errors: {}, notice: null },
  {
    kind: 'portal-link',
    title: 'Sign in to My membership',
    description: 'Sign in.',
    action: `/my-membership/sign-in/${'a'.repeat(43)}`,
    maskedEmail: 'a••••@example.org',
    members: [
      { id: 'm1', name: 'Ann Lee' },
      { id: 'm2', name: 'Bob Lee' },
    ],
  },
  {
    kind: 'portal-home',
    title: 'My membership',
    description: 'The membership of Ann Lee.',
    member: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
      phone: '604 555 0100',
      address: '12 Birch Road\nVictoria BC',
      category: 'Resident',
      joinedOn: 'January 5, 2024',
    },
    standing: { kind: 'renewal-due', text: 'Renewal due: paid through December 31, 2025, not yet for 2026' },
    year: 2026,
    payments: [2025, 2024].map((year) => ({
      id: `p${year}`,
      date: `February 1, ${year}`,
      amount: '$10.00',
      method: 'Cash',
      year,
      reference: '',
    })),
    signups: [
      {
        id: 's1',
        event: 'Saturday Community Garden Work Party',
        when: 'Saturday, December 5, 2026 at 10:00 AM',
        location: 'Riverside Community Garden, by the tool shed',
        party: 2,
        shift: null,
        status: 'Coming',
        page: 'https://roca.example.org/signup/a-token',
      },
    ],
    topics: [
      {
        topic: 'renewals',
        label: 'Membership renewal reminders',
        description: 'A reminder or two a year.',
        given: true,
        recorded: 'Given on January 5, 2024 (Membership form)',
      },
      { topic: 'announcements', label: 'Announcements', description: 'News and events.', given: false, recorded: 'No choice on record' },
    ],
    pendingEmail: null,
    household: [{ id: 'm2', name: 'Bob Lee' }],
    outcome: 'Your details are saved.',
    refused: null,
    requestKinds: Object.entries(MEMBER_REQUESTS).map(([value, label]) => ({ value: value as keyof typeof MEMBER_REQUESTS, label })),
    contactEmail: 'info@example.org',
    sessionNote: 'You are signed out after 30 minutes without activity.',
  },
];

describe("My membership's pages", () => {
  it(`load at most ${PUBLIC_PAGE_JS_BUDGET / KB} KB gzip of JavaScript and weigh at most ${TWIN_RATIO_BUDGET} times their no-JS twin`, () => {
    const { renderer } = createRequire(import.meta.url)('../../web/dist/renderer/public-site.cjs') as { renderer: PublicSiteRenderer };
    for (const portalPage of PORTAL_PAGES) {
      const html = renderer.renderFunctionPage(portalPage, { settings: SEED_CONTENT.settings, today: '2026-03-01' });
      const measured = measurePage(portalPage.kind, html);
      expect(measured.js.gzipBytes, portalPage.kind).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET);
      const twinBytes = gzipSync(withoutScripts(html), { level: 9 }).length + measured.css.gzipBytes + measured.images.gzipBytes;
      expect(measured.totalBytes / twinBytes, portalPage.kind).toBeLessThanOrEqual(TWIN_RATIO_BUDGET);
    }
  });
});
