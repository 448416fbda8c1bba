import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { MINUTE_MS } from '@roca/contract/days';
import { CLIENT_LIMITS_COLLECTION, db } from './firebase';
import { isAlreadyExists } from './firestore-errors';
import { sha256Hex } from './sha256';

/**
 * Counts of requests in windows, kept in Firestore so they hold whichever of the function's
 * instances answers (docs/security.md, "Per-client limits"): the per-client limits
 * (middleware/client-limits.ts) and the mail public forms send (services/mail/form-mail.ts).
 * The window is express-rate-limit's own: it starts at a key's first request and lasts the
 * limit's length; the next request after it starts a new one. (A window fixed to the clock would
 * let a burst that spans its boundary through twice.) In `clientLimits`:
 * - `<limit>-<hash of the key>`: the key's current window (`window`, a number) and when it
 *   ends (`expiresAt`);
 * - `<limit>-<hash of the key>-<window>`: its count, `hits`, which each request adds one to
 *   atomically before reading it, so a burst never gets more than the limit through.
 * A window starts with a `create` (of the key's first mark, or of the next window's count),
 * which only one request can do; the rest count in it. Only atomic writes and `create` decide,
 * never a transaction's reads, so the count is exact under any number of requests at once. A
 * document is worth nothing once its window ends: `expiresAt` is Firestore's TTL field, and the
 * daily job forgetClientCounts deletes what TTL has not yet. Keys are hashed: no address is kept,
 * and nothing here is backed up (lib/firebase.ts).
 */
const counters = () => db.collection(CLIENT_LIMITS_COLLECTION);

/** A client's current window of one limit: its number (which names its count) and when it ends. */
type Window = { number: number; endsAt: number };

const endOf = (doc: DocumentSnapshot) => (doc.get('expiresAt') as Timestamp | undefined)?.toMillis() ?? 0;

/** A limit's counts, kept in Firestore: express-rate-limit's Store, one per limiter. */
export class FirestoreCounts implements Store {
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
  private async windowOf(key: string): Promise<Window & { startedHere?: true }> {
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
        return { ...next, startedHere: true };
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
    return this.countIn(await this.windowOf(key), key);
  }

  private async countIn({ number, endsAt }: Window, key: string): Promise<ClientRateLimitInfo> {
    const count = this.count(key, number);
    await count.set({ limit: this.limit, hits: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(endsAt) }, { merge: true });
    return { totalHits: Number((await count.get()).get('hits') ?? 1), resetTime: new Date(endsAt) };
  }

  /**
   * Whether this request starts the key's window, counting it: of many requests at once when no
   * window is under way, exactly one does (a count read after adding may already hold the others).
   */
  async startsWindow(key: string): Promise<boolean> {
    const window = await this.windowOf(key);
    await this.countIn(window, key);
    return window.startedHere === true;
  }

  /** The key's count in its window under way, or null when none is. */
  async current(key: string): Promise<ClientRateLimitInfo | null> {
    const stored = await this.client(key).get();
    const endsAt = endOf(stored);
    if (endsAt <= Date.now()) return null;
    const hits = Number((await this.count(key, stored.get('window') as number).get()).get('hits') ?? 0);
    return { totalHits: hits, resetTime: new Date(endsAt) };
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

/** Counts one more request of `limit` for `key` in the key's current window of `windowMs`: how many so far in it, and when it ends. */
export function countOne(limit: string, windowMs: number, key: string): Promise<ClientRateLimitInfo> {
  const counts = new FirestoreCounts(limit);
  counts.init({ windowMs } as Options);
  return counts.increment(key);
}

/**
 * Whether this request starts a window of `windowMs` for `key` (none was under way), counting it:
 * at most one request per window, exactly one of a burst.
 */
export function startsWindow(limit: string, windowMs: number, key: string): Promise<boolean> {
  const counts = new FirestoreCounts(limit);
  counts.init({ windowMs } as Options);
  return counts.startsWindow(key);
}

/** How many requests of `limit` `key` has made in its current window, without counting one: 0 when no window is under way. */
export function countSoFar(limit: string, key: string): Promise<ClientRateLimitInfo | null> {
  return new FirestoreCounts(limit).current(key);
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
