import { Timestamp } from 'firebase-admin/firestore';
import { todayInVancouver } from '@roca/contract/days';
import type { Random } from './random';

const DAY_MS = 86_400_000;
/** The years the generated association has been busy (docs/performance.md, "Scale"). */
const YEARS = 5;

/**
 * The five years up to now that the data spans. Dates are relative to the day the generator runs
 * (this year's renewals, the last 90 days of mail with their content), so a seed gives the same
 * data set on the same day.
 */
export type Span = { start: number; end: number; today: string; year: number };

export function spanEndingNow(now = Date.now()): Span {
  const today = todayInVancouver(new Date(now));
  return { start: now - YEARS * 365 * DAY_MS, end: now, today, year: Number(today.slice(0, 4)) };
}

/** A moment in the span (or in [from, to] ms), whole seconds. */
export const momentIn = (random: Random, from: number, to: number) => Math.floor((from + random.next() * (to - from)) / 1000) * 1000;

/** yyyy-mm-dd of a moment, in Vancouver (as the services date things). */
export const dayOf = (ms: number) => todayInVancouver(new Date(ms));

export const daysBefore = (ms: number, days: number) => ms - days * DAY_MS;
export const daysAfter = (ms: number, days: number) => ms + days * DAY_MS;

/**
 * Runs `build` as if it were `ms`: the services' shapes stamp `Timestamp.now()` (an audit entry's
 * time and sort key, creationTimes()), and the generated history needs them in the past. The
 * builders called here are synchronous, so nothing else sees the clock moved.
 */
export function asOf<T>(ms: number, build: () => T): T {
  const now = Timestamp.now;
  const at = Timestamp.fromMillis(ms);
  Timestamp.now = () => at;
  try {
    const result = build();
    if (result instanceof Promise) throw new Error('asOf runs synchronous builders only');
    return result;
  } finally {
    Timestamp.now = now;
  }
}
