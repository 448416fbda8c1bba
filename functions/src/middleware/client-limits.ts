import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@roca/contract/days';
import { clientAddress } from '../lib/client-ip';
import { CLIENT_LIMITS_COLLECTION, db } from '../lib/firebase';
import { isAlreadyExists } from '../lib/firestore-errors';
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
 * instances answers. The window is express-rate-limit's own: it starts at the client's first
 * request and lasts the limit's length; the next request after it starts a new one. (A window
 * fixed to the clock would let a burst that spans its boundary through twice.) In `clientLimits`:
 * - `<limit>-<hash of the client>`: the client's current window (`window`, a number) and when it
 *   ends (`expiresAt`);
 * - `<limit>-<hash of the client>-<window>`: its count, `hits`, which each request adds one to
 *   atomically before reading it, so a burst never gets more than the limit through.
 * A window starts with a `create` (of the client's first mark, or of the next window's count),
 * which only one request can do; the rest count in it. Only atomic writes and `create` decide,
 * never a transaction's reads, so the count is exact under any number of requests at once. A document is worth nothing once its window ends:
 * `expiresAt` is Firestore's TTL field, and the daily job forgetClientCounts deletes what TTL has
 * not yet. Not personal data kept for anyone, and not backed up (lib/firebase.ts).
 * express-rate-limit does the rest as before: the RateLimit headers, Retry-After, the refusal.
 */
export type ClientLimit = { perMinute: number } | { per10Minutes: number } | { perHour: number } | { perDay: number };

const WINDOW_MS: Record<string, number> = { perMinute: MINUTE_MS, per10Minutes: 10 * MINUTE_MS, perHour: HOUR_MS, perDay: DAY_MS };

/** What a refused client reads: the API's message, or a page's heading and paragraphs (middleware/function-pages.ts). */
export type Refusal = string | { heading: string; paragraphs: string[] };

const counters = () => db.collection(CLIENT_LIMITS_COLLECTION);

/** A client's current window of one limit: its number (which names its count) and when it ends. */
type Window = { number: number; endsAt: number };

const endOf = (doc: DocumentSnapshot) => (doc.get('expiresAt') as Timestamp | undefined)?.toMillis() ?? 0;

/** A limit's counts, kept in Firestore: express-rate-limit's Store, one per limiter. */
class FirestoreCounts implements Store {
  private windowMs = MINUTE_MS;

  constructor(private readonly limit: string) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  /** The client's mark: which window is theirs now, and when it ends. */
  private client(key: string) {
    return counters().doc(`${this.limit}-${sha256Hex(`${this.limit}\n${key}`).slice(0, 40)}`);
  }

  private count(key: string, window: number) {
    return counters().doc(`${this.client(key).id}-${window}`);
  }

  private mark(window: Window) {
    return { limit: this.limit, window: window.number, expiresAt: Timestamp.fromMillis(window.endsAt) };
  }

  /** The client's window now: the one under way, or a new one that starts now. */
  private async windowOf(key: string): Promise<Window> {
    const client = this.client(key);
    for (;;) {
      const stored = await client.get();
      const current = stored.exists ? { number: stored.get('window') as number, endsAt: endOf(stored) } : null;
      const now = Date.now();
      if (current && current.endsAt > now) return current;
      const next = { number: current ? current.number + 1 : now, endsAt: now + this.windowMs };
      try {
        if (current) {
          // The next window's count is created once: whoever creates it starts the window.
          await this.count(key, next.number).create({ limit: this.limit, hits: 0, expiresAt: Timestamp.fromMillis(next.endsAt) });
          await client.set(this.mark(next));
        } else {
          // The client's first window, numbered by its start (no earlier window of theirs had that
          // number): whoever creates the mark starts it.
          await client.create(this.mark(next));
        }
        return next;
      } catch (err) {
        if (!isAlreadyExists(err)) throw err;
        if (!current) continue; // another request started the first window: read it
        // Another request started the next window: count in it. Had that ended too (its starter
        // stopped before marking it), mark it and start the one after.
        const started = { number: next.number, endsAt: endOf(await this.count(key, next.number).get()) };
        if (started.endsAt > Date.now()) return started;
        await client.set(this.mark(started));
      }
    }
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { number, endsAt } = await this.windowOf(key);
    const count = this.count(key, number);
    await count.set({ limit: this.limit, hits: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(endsAt) }, { merge: true });
    return { totalHits: Number((await count.get()).get('hits') ?? 1), resetTime: new Date(endsAt) };
  }

  async decrement(key: string) {
    const stored = await this.client(key).get();
    if (endOf(stored) <= Date.now()) return;
    await this.count(key, stored.get('window') as number).update({ hits: FieldValue.increment(-1) });
  }

  async resetKey(key: string) {
    await this.client(key).delete();
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
