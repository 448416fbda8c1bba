/**
 * Every date and time the site shows or writes into a file name (docs/web.md, Dates and times).
 *
 * Two kinds of value, never mixed up:
 * - a calendar day, `yyyy-mm-dd` (a development's date, an event's date): a day, not an instant.
 *   It is read and written in UTC, so it never shifts with the visitor's or the build machine's
 *   time zone;
 * - an instant (createdAt, lastViewed, the time of an audit entry, "now"): shown as the time in
 *   the association's time zone (SITE_TIME_ZONE, Vancouver's), whatever the browser's own zone is.
 */
import { SITE_TIME_ZONE } from '@roca/contract/site';

/** The calendar day an instant falls on in Vancouver, as yyyy-mm-dd ("today" by default); the server uses the same one. */
export { todayInVancouver } from '@roca/contract/days';

const LONG_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
const INSTANT: Intl.DateTimeFormatOptions = { year: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

function utcDay(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/**
 * A calendar day in en-US long format with weekday, the format of dates on the public pages:
 * "Friday, August 15, 2025". Without the weekday where space is short: "August 15, 2025".
 */
export function formatLongDate(day: string, { weekday = true } = {}): string {
  return utcDay(day).toLocaleDateString('en-US', weekday ? { ...LONG_DAY, weekday: 'long' } : LONG_DAY);
}

/** A clock time of the day, "19:00", as people read it: "7:00 PM". */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, hours, minutes)).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/**
 * An instant as the date and time in Vancouver, its zone named because the browser may be
 * elsewhere: "Nov 21, 2025, 7:05 PM PST", or with `long`, "November 21, 2025 at 7:05 PM PST".
 */
export function formatDateTime(instant: string | Date, { long = false } = {}): string {
  return new Date(instant).toLocaleString('en-US', { ...INSTANT, month: long ? 'long' : 'short', timeZone: SITE_TIME_ZONE });
}
