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

/** The calendar day an instant falls on in Vancouver, as yyyy-mm-dd ("today" by default); the server uses the same one. */
export { todayInVancouver } from '@roca/contract/days';
/** Calendar days, clock times and instants as people read them: one source with the server's messages. */
export { formatClockTime, formatDateTime, formatLongDate } from '@roca/contract/day-format';
