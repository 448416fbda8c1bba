import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@roca/contract/days';
import { clientAddress } from '../lib/client-ip';
import { CLIENT_LIMITS_COLLECTION, db } from '../lib/firebase';
import { TooManyRequests } from '../lib/http-errors';
import { sha256Hex } from '../lib/sha256';

/**
 * The per-client limit of a public form or call (docs/security.md, "Per-client limits"): a client
 * may send a named kind of request so many times in a window, then gets 429 until the window ends.
 * One line in a route: `limitPerClient('subscribe', { per10Minutes: 10 }, refusal)`.
 *
 * The client is the address the platform vouches for (lib/client-ip.ts; IPv6 by its /56, as
 * express-rate-limit counts it), or "unknown" for a request that came past no trusted proxy.
 * Counted in Firestore, not in an instance's memory, so a limit holds whichever of the function's
 * instances answers: one document of `clientLimits` per limit, client and window
 * (`<limit>-<hash of the client>-<window start>`), whose `hits` each request adds one to
 * atomically before the count is read, so a burst never gets more than the limit through. Windows
 * are fixed (they start at multiples of their length). A document is worth nothing once its
 * window ends: `expiresAt` is Firestore's TTL field, and the daily job forgetClientCounts deletes
 * what TTL has not yet. Not personal data kept for anyone, and not backed up (lib/firebase.ts).
 * express-rate-limit does the rest as before: the RateLimit headers, Retry-After, the refusal.
 */
export type ClientLimit = { perMinute: number } | { per10Minutes: number } | { perHour: number } | { perDay: number };

const WINDOW_MS: Record<string, number> = { perMinute: MINUTE_MS, per10Minutes: 10 * MINUTE_MS, perHour: HOUR_MS, perDay: DAY_MS };

/** What a refused client reads: the API's message, or a page's heading and paragraphs (middleware/function-pages.ts). */
export type Refusal = string | { heading: string; paragraphs: string[] };

const counters = () => db.collection(CLIENT_LIMITS_COLLECTION);

/** A limit's counts, kept in Firestore: express-rate-limit's Store, one per limiter. */
class FirestoreCounts implements Store {
  private windowMs = MINUTE_MS;

  constructor(private readonly limit: string) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  private current(key: string, now = Date.now()) {
    const start = now - (now % this.windowMs);
    const ref = counters().doc(`${this.limit}-${sha256Hex(`${this.limit}\n${key}`).slice(0, 40)}-${start}`);
    return { ref, resetAt: start + this.windowMs };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { ref, resetAt } = this.current(key);
    const expiresAt = Timestamp.fromMillis(resetAt);
    await ref.set({ limit: this.limit, hits: FieldValue.increment(1), expiresAt }, { merge: true });
    return { totalHits: Number((await ref.get()).get('hits') ?? 1), resetTime: new Date(resetAt) };
  }

  async decrement(key: string) {
    await this.current(key).ref.set({ hits: FieldValue.increment(-1) }, { merge: true });
  }

  async resetKey(key: string) {
    await this.current(key).ref.delete();
  }
}

const LIMIT_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The middleware that holds a client to `limit` requests of this kind per window; over it, 429
 * with `refusal` (a JSON message, or a page by the router's page error handler). `name` names the
 * kind in its counters: one name per form or call.
 */
export function limitPerClient(name: string, limit: ClientLimit, refusal: Refusal): RequestHandler {
  if (!LIMIT_NAME.test(name)) throw new Error(`A client limit's name is lower-case letters, digits and '-': got ${JSON.stringify(name)}`);
  const [[window, max]] = Object.entries(limit) as [[keyof typeof WINDOW_MS, number]];
  const message = typeof refusal === 'string' ? refusal : refusal.heading;
  return rateLimit({
    windowMs: WINDOW_MS[window],
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new FirestoreCounts(name),
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req) ?? 'unknown'),
    // lib/client-ip.ts reads only the address the proxies in front of the function vouch for, so
    // a forged X-Forwarded-For gives a client no new key (Express's trust proxy is not used).
    validate: { trustProxy: false },
    handler: (req, _res, next) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime() ?? Date.now();
      const seconds = Math.max(1, Math.ceil((resetTime - Date.now()) / SECOND_MS));
      next(new TooManyRequests(message, seconds, typeof refusal === 'string' ? undefined : refusal));
    },
  });
}

/** Deletes the counts whose window has ended (the daily job; Firestore's TTL deletes them too, within a day). Returns how many. */
export async function forgetClientCounts(now = new Date()): Promise<number> {
  const ended = await counters().where('expiresAt', '<=', Timestamp.fromDate(now)).get();
  for (let start = 0; start < ended.docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of ended.docs.slice(start, start + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
  return ended.size;
}
