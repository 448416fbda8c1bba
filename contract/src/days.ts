import { SITE_TIME_ZONE } from './site';

/**
 * Time, once: durations in milliseconds, "today" in the site's time zone, and arithmetic on
 * calendar days (yyyy-mm-dd). Zod-free and imports nothing but the site's time zone, so any code
 * may use it, the public pages' included (docs/glossary.md, "day").
 */

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Today in the municipality (SITE_TIME_ZONE), as yyyy-mm-dd: the day a page is rendered for, the
 * day a payment or a consent is dated, and the day whose year is the membership year.
 */
export const todayInVancouver = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: SITE_TIME_ZONE });

/**
 * A calendar day as a number (days since 1970-01-01) and back. Days are dates, not instants:
 * the arithmetic below involves no time zone, so it never slips a day at a change of daylight time.
 */
export const dayNumberOf = (isoDate: string) =>
  Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;
export const isoDateOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** yyyy-mm-dd plus (or minus) whole days. */
export const addDays = (isoDate: string, days: number) => isoDateOfDayNumber(dayNumberOf(isoDate) + days);

/** The day of the week: 0 Sunday to 6 Saturday (1970-01-01 was a Thursday). */
const weekdayOf = (isoDate: string) => (((dayNumberOf(isoDate) + 4) % 7) + 7) % 7;

/** The Monday of the week a day falls in (weeks run Monday to Sunday). */
export const mondayOf = (isoDate: string) => addDays(isoDate, -((weekdayOf(isoDate) + 6) % 7));

/** The instant `days` before `now`, in milliseconds: where a retention period of so many days began. */
export const msDaysBefore = (now: Date | number, days: number) => (typeof now === 'number' ? now : now.getTime()) - days * DAY_MS;
