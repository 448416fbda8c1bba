import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS, UNKNOWN_PAGE } from '@roca/contract';
import { PUBLIC_PAGES, PUBLIC_PATHS } from '@roca/contract/public-pages';
import { COLLECTIONS } from '../../../functions/src/lib/firebase';
import { sha256Hex } from '../../../functions/src/lib/sha256';
import { dayOf, daysBefore, momentIn } from './clock';
import type { Years } from './context';
import { ANALYTICS_DAYS } from './plan';
import { forKind } from './random';

/** Page views a day at scale 1: a busy association's site. */
const PAGE_VIEWS_A_DAY = 400;
const LINK_CLICKS_A_DAY = 60;

/**
 * A year of analytics as trackView stores it (services/analytics.ts): one record per public page,
 * one for the unknown-path bucket, and one per link clicked, up to the plan's paths (the scale bench's plan: 200
 * at scale 1); and one document a day with the day's views, clicks and new links (never more new
 * links than LIMITS.analyticsNewLinksPerDay). Record ids are the key's hash, as the service names them.
 */
export async function generateAnalytics(years: Years) {
  const { plan, span, db, sink, seed } = years;
  const random = forKind(seed, 'analytics');
  const scale = plan.analyticsPaths / 200;
  const first = daysBefore(span.end, ANALYTICS_DAYS - 1);
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, i) => dayOf(daysBefore(span.end, ANALYTICS_DAYS - 1 - i)));
  const daily = new Map(days.map((date) => [date, { pageViews: 0, linkClicks: 0, newLinks: 0 }]));
  const records = db.collection(COLLECTIONS.analytics);

  const pages = [...PUBLIC_PATHS.map((path) => ({ path, title: PUBLIC_PAGES[path] })), UNKNOWN_PAGE];
  const pageWeights = pages.map((page) => (page.path === '/' ? 30 : random.int(1, 6)));
  const weightSum = pageWeights.reduce((a, b) => a + b, 0);
  for (const [i, page] of pages.entries()) {
    const share = pageWeights[i] / weightSum;
    let views = 0;
    for (const date of days) {
      const today = random.around(PAGE_VIEWS_A_DAY * scale * share, PAGE_VIEWS_A_DAY * scale * share * 0.5);
      daily.get(date)!.pageViews += today;
      views += today;
    }
    const now = Timestamp.fromMillis(span.end);
    await sink.set(records.doc(sha256Hex(`page\n${page.path}`)), {
      type: 'page',
      path: page.path,
      title: page.title,
      viewCount: views,
      lastViewed: now,
      createdAt: Timestamp.fromMillis(first),
    });
  }

  const links = Math.max(0, plan.analyticsPaths - pages.length);
  for (let n = 0; n < links; n++) {
    // A day that still has room for a new link (the daily cap).
    let createdMs = momentIn(random, first, span.end);
    while (daily.get(dayOf(createdMs))!.newLinks >= LIMITS.analyticsNewLinksPerDay) createdMs = momentIn(random, first, span.end);
    const day = daily.get(dayOf(createdMs))!;
    day.newLinks++;
    const clicks = random.around((LINK_CLICKS_A_DAY * scale * 365) / Math.max(1, links), 20, 1);
    const page = random.pick(pages.slice(0, -1));
    const targetUrl = `https://example.org/${page.path.slice(1) || 'home'}/resource-${n}`;
    // Its clicks fall on the days since it was first clicked.
    const since = days.indexOf(dayOf(createdMs));
    for (let c = 0; c < clicks; c++) daily.get(days[random.int(since, days.length - 1)])!.linkClicks++;
    await sink.set(records.doc(sha256Hex(`link\n${targetUrl}`)), {
      type: 'link',
      path: page.path,
      title: `Resource ${n} on ${page.title}`,
      targetUrl,
      viewCount: clicks,
      lastViewed: Timestamp.fromMillis(momentIn(random, createdMs, span.end)),
      createdAt: Timestamp.fromMillis(createdMs),
    });
  }

  // A count the day never had is absent, as the service's increments leave it.
  for (const [date, counts] of daily) {
    const fields = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
    await sink.set(db.collection(COLLECTIONS.analyticsDaily).doc(date), { date, ...fields });
  }
}
