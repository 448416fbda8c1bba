import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Development } from '@roca/contract';
import { APPLICATIONS_PER_PAGE, applicationsPageCount, applicationsPagePath, withApplicationsPages } from '@roca/contract/applications';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import type { PublicSiteRenderer } from '@roca/contract/publishing';
import { SEED_SITE_CONTENT } from '../../web/src/publishing/seed-site-content';
import { ROOT } from '../../scripts/lib/stack-config';
import { developmentInputFor } from '../../scripts/lib/years/development-input';
import { forKind } from '../../scripts/lib/years/random';
import { DEVELOPMENT_STATUSES } from '../../scripts/lib/years/text';

/**
 * The home page's size does not grow with the updates posted (docs/performance.md,
 * "Scale"): it shows the newest few (the site settings' homeUpdates) and links to the complete
 * list, /applications, whose pages each hold APPLICATIONS_PER_PAGE. Rendered by the built renderer
 * (web/dist/renderer, as `npm test` builds it) from the scale generator's updates: counted in
 * bytes, never timed.
 */
const { renderer } = createRequire(import.meta.url)(join(ROOT, 'web/dist/renderer/public-site.cjs')) as { renderer: PublicSiteRenderer };

/** The scale target (docs/performance.md, "Scale"): the home page with 25 times the data weighs at most 1.1 times what it does at 1x. */
const GROWTH_BUDGET = 1.1;
const TODAY = '2026-11-28';

/** `count` updates as the generator writes them, newest date first, as the stored content lists them. */
function updates(count: number): Development[] {
  const random = forKind(1, 'budget');
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 28) - i * 86_400_000 * 0.7).toISOString().slice(0, 10);
    const input = developmentInputFor(random, date, random.pick(DEVELOPMENT_STATUSES));
    return {
      ...input,
      id: `update-${i}`,
      attachments: [],
      statusHistory: [{ status: input.status, on: date }],
      createdAt: `${date}T12:00:00.000Z`,
      updatedAt: `${date}T12:00:00.000Z`,
    } as Development;
  });
}

const contentWith = (developments: Development[]) => ({ ...SEED_SITE_CONTENT, developments });
const bytes = (html: string) => ({ raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length });

describe('the home page with years of development updates', () => {
  const atScale1 = updates(500);
  const atScale5 = updates(2_500);

  it('weighs at most 1.1 times as much with 2,500 updates as with 500, showing the newest it is set to', () => {
    const home = (developments: Development[]) => renderer.renderPublicPage('/', contentWith(developments), TODAY);
    const small = bytes(home(atScale1));
    const large = bytes(home(atScale5));
    console.log(`Home page: ${small.raw} bytes (${small.gzip} gzip) with 500 updates, ${large.raw} (${large.gzip}) with 2,500`);
    expect(large.raw).toBeLessThanOrEqual(small.raw * GROWTH_BUDGET);
    expect(large.gzip).toBeLessThanOrEqual(small.gzip * GROWTH_BUDGET);

    const html = home(atScale5);
    const shown = SEED_SITE_CONTENT.settings.homeUpdates;
    expect(html.match(/<tr class="border-t/g)).toHaveLength(shown);
    expect(html.includes(atScale5[0].projectTitle), 'the newest update').toBe(true);
    expect(html.includes('<a class="text-brand-700 underline hover:text-brand-900" href="/applications"'), 'the link to the list').toBe(
      true,
    );
    expect(html.includes('>All 2,500 development updates</a>'), "the link's words").toBe(true);
  });

  it('lists every update on the applications pages, each page the same size whatever the total', () => {
    const content = contentWith(atScale5);
    const paths = withApplicationsPages(PUBLIC_PATHS, atScale5.length);
    const pages = applicationsPageCount(atScale5.length);
    expect(paths.filter((path) => path.startsWith('/applications'))).toHaveLength(pages);

    const rendered = Array.from({ length: pages }, (_, i) => renderer.renderPublicPage(applicationsPagePath(i + 1), content, TODAY));
    const listed = rendered.flatMap((html) =>
      [...html.matchAll(/<tr class="border-t[^>]*>.*?<p class="font-semibold">(.*?)<\/p>/g)].map((m) => m[1]),
    );
    expect(listed).toHaveLength(atScale5.length);
    expect(rendered[1].includes('<title>Development Applications, page 2 | '), "page 2's title").toBe(true);
    expect(rendered[1].includes(`href="${applicationsPagePath(3)}"`), 'the link to page 3').toBe(true);

    // A full page of the list weighs the same with 2,500 updates as with 500.
    const firstPage = (developments: Development[]) =>
      bytes(renderer.renderPublicPage(applicationsPagePath(2), contentWith(developments), TODAY)).gzip;
    expect(firstPage(atScale5)).toBeLessThanOrEqual(firstPage(atScale1) * GROWTH_BUDGET);
    expect(APPLICATIONS_PER_PAGE).toBeGreaterThan(SEED_SITE_CONTENT.settings.homeUpdates);
  });
});
