import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@roca/contract/days';
import { clientAddress } from '../lib/client-ip';
import { TooManyRequests } from '../lib/http-errors';
import { FirestoreCounts } from '../lib/window-counts';

/**
 * The per-client limit of a public form or call (docs/security.md, "Per-client limits"): a client
 * may send a named kind of request so many times in a window, then gets 429 until the window ends.
 * One line in a route: `limitPerClient('subscribe', { per10Minutes: 10 }, refusal)`.
 *
 * The client is the address the platform vouches for (lib/client-ip.ts; IPv6 by its /56, as
 * express-rate-limit counts it), or "unknown" for a request that came past no trusted proxy.
 * Counted in Firestore (lib/window-counts.ts), not in an instance's memory, so a limit holds
 * whichever of the function's instances answers, in the client's own window.
 * express-rate-limit does the rest: the RateLimit headers, Retry-After, the refusal.
 */
export type ClientLimit =
  { perMinute: number } | { per10Minutes: number } | { per15Minutes: number } | { perHour: number } | { perDay: number };

const WINDOW_MS: Record<string, number> = {
  perMinute: MINUTE_MS,
  per10Minutes: 10 * MINUTE_MS,
  per15Minutes: 15 * MINUTE_MS,
  perHour: HOUR_MS,
  perDay: DAY_MS,
};

/** What a refused client reads: the API's message, or a page's heading and paragraphs (middleware/function-pages.ts). */
export type Refusal = string | { heading: string; paragraphs: string[] };

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
