import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import { LIMITS, UNKNOWN_PAGE, type AnalyticsDay, type AnalyticsItem, type trackInput } from '@roca/contract';
import { APPLICATIONS_PATH, applicationIdOf, applicationsPageOf } from '@roca/contract/applications';
import { PUBLIC_PAGES, type PublicPath } from '@roca/contract/public-pages';
import { SITE_TIME_ZONE } from '@roca/contract/site';
import type { z } from 'zod';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists, isNotFound } from '../../lib/firestore-errors';
import { HttpError } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { toIso } from '../../lib/timestamps';

type TrackRecord = z.output<typeof trackInput>;

/**
 * Analytics records what the server decides, whatever an anonymous caller sends: a page view
 * counts for one of the site's public pages under the server's own title, or for one bucket of
 * unknown paths; a link gets a record of its own (its first title kept) only while fewer than
 * LIMITS.analyticsNewLinksPerDay new links were recorded that day. So nobody can fill the store
 * or the Analytics screen with made-up pages, nor rename a page.
 */
const analyticsCollection = () => db.collection(COLLECTIONS.analytics);
/** One document per day (site time): views and clicks that day, and new link records (the cap). */
const dailyCollection = () => db.collection(COLLECTIONS.analyticsDaily);

/** Days are counted in the association's time zone, so "today" on the chart is the residents' today. */
const siteDate = (at: DateTime = DateTime.now()) => at.setZone(SITE_TIME_ZONE).toISODate()!;

const NEW_LINKS_CAP_REACHED = `Analytics already recorded ${LIMITS.analyticsNewLinksPerDay} new links today; try again tomorrow.`;

/** One record per page path and per link target; the id is derived from that key. */
const recordRef = (key: string) => analyticsCollection().doc(sha256Hex(key));
const pageRef = (path: string) => recordRef(`page\n${path}`);
const linkRef = (targetUrl: string) => recordRef(`link\n${targetUrl}`);

/**
 * The page a view counts for (a trailing slash aside): a public page, every page of the
 * applications list counting for the list; an application's page while its development update
 * exists, under its path and the application's title, as the page's own title names it; else the
 * unknown-path bucket. Only the update's existence and title are read (its document in
 * `developments`), so a made-up id is one more unknown path, never a record.
 */
async function pageOf(path: string): Promise<{ path: string; title: string }> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const bare = applicationsPageOf(trimmed) ? APPLICATIONS_PATH : trimmed;
  const title = PUBLIC_PAGES[bare as PublicPath];
  if (title) return { path: bare, title };
  const id = applicationIdOf(bare);
  if (!id) return UNKNOWN_PAGE;
  const development = await db.collection(COLLECTIONS.developments).doc(id).get();
  return development.exists ? { path: bare, title: String(development.get('projectTitle')) } : UNKNOWN_PAGE;
}

/**
 * Adds one view to an existing record; false when there is none. Increments are atomic
 * (FieldValue.increment), so concurrent calls never lose a count. Plain timestamps throughout:
 * the Node Firestore emulator keeps only one transform per write, and the increment is that one.
 */
async function countExisting(ref: DocumentReference, fields: Record<string, unknown> = {}): Promise<boolean> {
  try {
    await ref.update({ viewCount: FieldValue.increment(1), lastViewed: Timestamp.now(), ...fields });
    return true;
  } catch (err) {
    if (isNotFound(err)) return false;
    throw err;
  }
}

async function countPage(path: string) {
  const page = await pageOf(path);
  const ref = pageRef(page.path);
  // The title is written on every view, so a page renamed in the route list shows its new title.
  if (await countExisting(ref, { title: page.title })) return;
  const now = Timestamp.now();
  try {
    await ref.create({ type: 'page', path: page.path, title: page.title, viewCount: 1, lastViewed: now, createdAt: now });
  } catch (err) {
    // Another view created it first: count this one on top.
    if (!isAlreadyExists(err)) throw err;
    await countExisting(ref);
  }
}

/**
 * A click on a known link counts. A new link first takes one of the day's places: an atomic
 * increment, read back. A call that reads at most the cap has a place; a refused call gives its
 * increment back. Calls racing at the edge may all read past the cap and be refused, but never
 * more than the cap are recorded. (Atomic increments and create() hold on the Node Firestore
 * emulator of the local stack too; its transactions are not isolated.)
 */
async function countLink(record: Extract<TrackRecord, { type: 'link' }>, date: string) {
  const ref = linkRef(record.targetUrl);
  if (await countExisting(ref)) return;
  const dayRef = dailyCollection().doc(date);
  await dayRef.set({ date, newLinks: FieldValue.increment(1) }, { merge: true });
  if (Number((await dayRef.get()).get('newLinks')) > LIMITS.analyticsNewLinksPerDay) {
    await dayRef.update({ newLinks: FieldValue.increment(-1) });
    throw new HttpError(429, NEW_LINKS_CAP_REACHED);
  }
  const now = Timestamp.now();
  try {
    await ref.create({
      type: 'link',
      path: (await pageOf(record.path)).path,
      title: record.title,
      targetUrl: record.targetUrl,
      viewCount: 1,
      lastViewed: now,
      createdAt: now,
    });
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
    await countExisting(ref);
  }
}

/** Counts one page view or link click, in its record and in today's totals. */
export async function trackView(record: TrackRecord): Promise<void> {
  const date = siteDate();
  if (record.type === 'page') await countPage(record.path);
  else await countLink(record, date);
  const counter = record.type === 'page' ? 'pageViews' : 'linkClicks';
  await dailyCollection()
    .doc(date)
    .set({ date, [counter]: FieldValue.increment(1) }, { merge: true });
}

function analyticsItemFromDoc(doc: DocumentSnapshot): AnalyticsItem {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    path: data.path,
    title: data.title ?? '',
    type: data.type,
    ...(data.targetUrl ? { targetUrl: data.targetUrl } : {}),
    viewCount: String(data.viewCount ?? 0),
    lastViewed: toIso(data.lastViewed),
    createdAt: toIso(data.createdAt) ?? '',
  };
}

/** Every tracked page and link, most viewed first. */
export async function listAnalytics(): Promise<AnalyticsItem[]> {
  const snap = await analyticsCollection().orderBy('viewCount', 'desc').get();
  return snap.docs.map(analyticsItemFromDoc);
}

/** The last LIMITS.analyticsDays days up to today, oldest first; a day without views counts 0. */
export async function listDailyViews(): Promise<AnalyticsDay[]> {
  const today = DateTime.now().setZone(SITE_TIME_ZONE).startOf('day');
  const dates = Array.from({ length: LIMITS.analyticsDays }, (_, i) => siteDate(today.minus({ days: LIMITS.analyticsDays - 1 - i })));
  const snap = await dailyCollection().where('date', '>=', dates[0]).get();
  const stored = new Map(snap.docs.map((doc) => [doc.get('date') as string, doc]));
  return dates.map((date) => ({
    date,
    pageViews: Number(stored.get(date)?.get('pageViews') ?? 0),
    linkClicks: Number(stored.get(date)?.get('linkClicks') ?? 0),
  }));
}
