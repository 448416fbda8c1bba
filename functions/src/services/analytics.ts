import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { LIMITS, type AnalyticsItem, type trackInput } from '@roca/contract';
import type { z } from 'zod';
import { COLLECTIONS, db } from '../lib/firebase';
import { HttpError } from '../lib/http-errors';
import { toIso } from '../lib/timestamps';

type TrackRecord = z.output<typeof trackInput>;

const analyticsCollection = () => db.collection(COLLECTIONS.analytics);

const TOO_MANY_ITEMS = `Analytics already tracks ${LIMITS.analyticsMaxItems} pages and links; new ones are not recorded.`;

/** One record per (type, path) for pages and per (type, targetUrl) for links; the id is derived from that key. */
function recordId(record: TrackRecord) {
  const key = record.type === 'link' ? `link\n${record.targetUrl}` : `page\n${record.path}`;
  return createHash('sha256').update(key).digest('hex');
}

/** Firestore's "document missing" and "already exists" gRPC codes. */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const grpcCode = (err: unknown) => (err as { code?: unknown }).code;

/**
 * Counts one view. Increments are atomic (FieldValue.increment), so concurrent calls never lose
 * a count. A new record is created only while fewer than LIMITS.analyticsMaxItems exist; when
 * several calls create the same record at once, one wins and the others fall back to incrementing.
 * (Creations racing at the cap may pass it by a few; the cap bounds growth, it is not an exact quota.)
 */
export async function trackView(record: TrackRecord): Promise<void> {
  const ref = analyticsCollection().doc(recordId(record));
  const increment = async () => {
    await ref.update({
      viewCount: FieldValue.increment(1),
      lastViewed: Timestamp.now(),
      ...(record.title ? { title: record.title } : {}),
    });
  };
  try {
    return await increment();
  } catch (err) {
    if (grpcCode(err) !== NOT_FOUND) throw err;
  }
  const stored = (await analyticsCollection().count().get()).data().count;
  if (stored >= LIMITS.analyticsMaxItems) throw new HttpError(429, TOO_MANY_ITEMS);
  // Plain timestamps throughout: the Node Firestore emulator keeps only one transform per write, and
  // the increment above must be that one.
  const now = Timestamp.now();
  try {
    await ref.create({
      type: record.type,
      path: record.path,
      title: record.title,
      ...(record.type === 'link' ? { targetUrl: record.targetUrl } : {}),
      viewCount: 1,
      lastViewed: now,
      createdAt: now,
    });
  } catch (err) {
    if (grpcCode(err) !== ALREADY_EXISTS) throw err;
    await increment();
  }
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
