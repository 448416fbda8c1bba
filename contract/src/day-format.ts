import { SITE_TIME_ZONE } from './site';

/**
 * How the site writes a calendar day, a clock time and an instant for people: on the public pages
 * and staff screens (web/src/lib/dates.ts re-exports these) and in the messages the server sends
 * (a sign-up's confirmation). Zod-free, so any code may use it (docs/web.md, "Dates and times").
 */

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
