import ICAL from 'ical.js';

/**
 * Repeating calendar events: an RRULE (RFC 5545) such as `FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630`,
 * read and expanded by ical.js, the iCalendar library Thunderbird uses. Zod-free, so the public
 * calendar page can list occurrences and the server can validate rules with the same code.
 */
export const REPEAT_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;

/** The rule parts a calendar of meetings needs; anything else (hourly repeats, BYSECOND) is refused. */
const ALLOWED_PARTS = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'WKST']);

/** Occurrences listed at most, whatever the rule says: a page never expands an endless rule. */
export const MAX_OCCURRENCES = 60;

/** Why a repeat rule cannot be used, or null when it can. */
export function repeatRuleProblem(rule: string): string | null {
  const parts = rule.split(';').map((part) => part.split('=')[0]?.toUpperCase());
  const unknown = parts.filter((name) => !ALLOWED_PARTS.has(name));
  if (unknown.length) return `Repeat rule has unsupported parts: ${unknown.join(', ')}`;
  let recur: ICAL.Recur;
  try {
    recur = ICAL.Recur.fromString(rule);
  } catch {
    return 'Repeat rule is not a valid RRULE, e.g. FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630';
  }
  if (!(REPEAT_FREQUENCIES as readonly string[]).includes(recur.freq)) {
    return `Repeat frequency must be one of ${REPEAT_FREQUENCIES.join(', ')}`;
  }
  if (recur.interval < 1 || recur.interval > 12) return 'Repeat interval must be 1 to 12';
  return null;
}

const toDay = (time: ICAL.Time) => time.toString().slice(0, 10);

/**
 * The dates (yyyy-mm-dd) an event happens on from `from` to `to` inclusive, in order: the event's
 * own date when it does not repeat, otherwise every occurrence of its rule, at most
 * MAX_OCCURRENCES. Dates are calendar days of the municipality; no time zone arithmetic is needed.
 */
export function occurrenceDates(event: { date: string; repeat?: string }, range: { from: string; to: string }): string[] {
  if (!event.repeat) return event.date >= range.from && event.date <= range.to ? [event.date] : [];
  const [year, month, day] = event.date.split('-').map(Number);
  const iterator = ICAL.Recur.fromString(event.repeat).iterator(ICAL.Time.fromData({ year, month, day, isDate: true }));
  const dates: string[] = [];
  for (let next = iterator.next(); next && dates.length < MAX_OCCURRENCES; next = iterator.next()) {
    const date = toDay(next);
    if (date > range.to) break;
    if (date >= range.from) dates.push(date);
  }
  return dates;
}
