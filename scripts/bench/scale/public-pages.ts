import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES, PUBLIC_PATHS } from '@roca/contract/public-pages';
import { figureGroup, measured, readsByCollection, type Bench } from './bench';

const kb = (bytes: number) => bytes / 1024;

/**
 * The public pages as a visitor gets them (docs/performance.md, "Scale"): the HTML of the home page and of the largest
 * public page, as served and gzipped (level 9, as the budget test counts), and the Firestore reads
 * of one view of the home page: the page itself and the page view the page script records
 * (POST /api/analytics/track). Also the calendar feed, the one public URL a function answers.
 */
export async function measurePublicPages(bench: Bench) {
  const { add, figures } = figureGroup('public pages');
  const pages = await Promise.all(
    PUBLIC_PATHS.map(async (path) => {
      const html = Buffer.from(await (await fetch(`${bench.stack.url}${path}`)).arrayBuffer());
      return { path, bytes: html.length, gzip: gzipSync(html, { level: 9 }).length };
    }),
  );
  const home = pages.find((page) => page.path === '/')!;
  const largest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  add('home page HTML, gzip', kb(home.gzip), 'KB');
  add('home page HTML, as served', kb(home.bytes), 'KB');
  add('largest public page HTML, gzip', kb(largest.gzip), 'KB', `${largest.path}`);
  add('largest public page HTML, as served', kb(largest.bytes), 'KB');

  const view = await measured(bench, async () => {
    await fetch(`${bench.stack.url}/`).then((res) => res.arrayBuffer());
    // Anonymous, as the page script sends it.
    const track = await fetch(`${bench.stack.url}/api/analytics/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'page', path: '/', title: PUBLIC_PAGES['/'] }),
    });
    if (!track.ok) throw new Error(`POST /api/analytics/track answered ${track.status}`);
  });
  add('reads per home page view (page and page view record)', view.reads.reads, 'count', readsByCollection(view.reads));

  const feed = await measured(bench, async () => (await fetch(`${bench.stack.url}/calendar.ics`)).arrayBuffer());
  add('/calendar.ics: time', feed.ms, 'ms');
  add('/calendar.ics: reads', feed.reads.reads, 'count', readsByCollection(feed.reads));
  add('/calendar.ics: size', kb(feed.result.byteLength), 'KB');
  return figures;
}
