import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init as initModuleLexer } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Development } from '@roca/contract';
import type { ConsultationWindow } from '@roca/contract/consultation-choices';
import { addDays } from '@roca/contract/days';
import type { PublicSiteRenderer } from '@roca/contract/publishing';
import { assertBuilt, measurePage, sourceModulesOf } from '../../scripts/bench/bundle-sizes';
import { withoutScripts } from '../../scripts/bench/twins';
import { INLINE_PAGE_SCRIPT, inlinePartScript } from '../../web/scripts/inline-page-script';
import { SEED_SITE_CONTENT } from '../../web/src/publishing/seed-site-content';

/**
 * The same budgets as the build's public pages (bundle-budget.test.ts; docs/performance.md) on the
 * pages publishing renders at run time, one per development application (docs/consultations.md):
 * rendered by the built renderer (web/dist/renderer, as the function bundles it) from a long
 * application with its status history, with and without an open comment window and its form.
 */
const KB = 1024;
const PUBLIC_PAGE_JS_BUDGET = 3 * KB;
const TWIN_RATIO_BUDGET = 1.25;
const TODAY = '2026-11-28';

const development: Development = {
  id: 'budgetApplication1',
  projectTitle: 'Cedar Hill Road Fourplex and Garden Suites',
  subTitle: 'Rezoning from RS-6 to RT-4',
  description:
    'A rezoning to allow four homes and two garden suites on a lot of 900 square metres, with a height of 11.5 m and six parking spaces. '.repeat(
      4,
    ),
  date: '2026-11-01',
  status: 'Under Review',
  link1: 'https://www.saanich.ca/EN/main/local-government/development-applications.html',
  linkText1: "The municipality's application page",
  attachments: [
    { path: 'uploads/a1', fileName: 'site-plan.pdf', url: '/files/site-plan.pdf', contentType: 'application/pdf', size: 412_000 },
    { path: 'uploads/a2', fileName: 'elevations.pdf', url: '/files/elevations.pdf', contentType: 'application/pdf', size: 838_000 },
  ],
  statusHistory: [
    { status: 'Received', on: '2026-10-01' },
    { status: 'Under Review', on: '2026-11-01' },
  ],
  createdAt: '2026-10-01T17:00:00.000Z',
  updatedAt: '2026-11-01T17:00:00.000Z',
};

const window: ConsultationWindow = {
  developmentId: development.id,
  opensOn: addDays(TODAY, -3),
  closesOn: addDays(TODAY, 14),
  closedOn: null,
  municipalityDeadline: addDays(TODAY, 21),
  recipients: [{ id: 'planning', name: 'Planning Department', email: 'planning@example.org' }],
  summary: null,
  decision: null,
  sentAt: null,
};

let renderer: PublicSiteRenderer;
beforeAll(async () => {
  assertBuilt();
  await initModuleLexer;
  const require = createRequire(import.meta.url);
  ({ renderer } = require(join(resolve(import.meta.dirname, '../..'), 'web/dist/renderer/public-site.cjs')) as {
    renderer: PublicSiteRenderer;
  });
});

const render = (withWindow: boolean) =>
  renderer.renderApplicationPage(
    development,
    { ...SEED_SITE_CONTENT, developments: [development], consultations: withWindow ? [window] : [] },
    TODAY,
  );

describe.each([
  ['with its comment window open, and the form', true, ['form-checks']],
  ['with no comment window', false, []],
])("an application's page %s", (_, withWindow, parts) => {
  it(`loads at most ${PUBLIC_PAGE_JS_BUDGET / KB} KB gzip of JavaScript, all inline, no React`, () => {
    const html = render(withWindow);
    expect(html.includes('action="/consultation/'), 'the form is on the page').toBe(withWindow);
    const measured = measurePage('/applications/{id}', html);
    expect(measured.js.gzipBytes).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET);
    expect(measured.js.files).toEqual([INLINE_PAGE_SCRIPT, ...parts.map(inlinePartScript)].sort());
    expect(sourceModulesOf(measured.js.files).filter((id) => /node_modules\/(react|react-dom|scheduler|zod)\//.test(id))).toEqual([]);
  });

  it(`weighs at most ${TWIN_RATIO_BUDGET} times its no-JS twin`, () => {
    const html = render(withWindow);
    const measured = measurePage('/applications/{id}', html);
    const twinBytes = gzipSync(withoutScripts(html), { level: 9 }).length + measured.css.gzipBytes + measured.images.gzipBytes;
    expect(measured.totalBytes / twinBytes).toBeLessThanOrEqual(TWIN_RATIO_BUDGET);
  });
});
