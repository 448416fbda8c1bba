import type { CalendarEvent, CalendarEventType } from '@roca/contract/content/calendar-events';
import { isDateOf, occurrenceOf, type Occurrence } from '@roca/contract/content/occurrences';
import { expandOccurrences } from '@roca/contract/content/recurrence';

/** Calendar badge colours (docs/requirements.md, Calendar): Meeting blue, Information Session yellow, Community Event green, other grey. */
const CALENDAR_BADGE_CLASSES: Record<CalendarEventType, string> = {
  Meeting: 'bg-blue-100 text-blue-900',
  'Information Session': 'bg-yellow-100 text-yellow-900',
  'Community Event': 'bg-green-100 text-green-900',
  Other: 'bg-gray-200 text-gray-900',
};

export function calendarBadgeClass(type: CalendarEventType | string): string {
  return CALENDAR_BADGE_CLASSES[type as CalendarEventType] ?? CALENDAR_BADGE_CLASSES.Other;
}

export type { Occurrence };

/** How far ahead the page lists occurrences. */
const YEARS_AHEAD = 1;
/** A repeating event lists at most this many of its next occurrences. */
const NEXT_OCCURRENCES = 6;
/** "Past events" lists at most this many, the latest first. */
const PAST_EVENTS = 10;
/** Every day of a year: the last of a daily event's dates in the past year is the one listed. */
const DAYS_IN_A_YEAR = 366;

const yearsFrom = (isoDate: string, years: number) => `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;
const chronological = (a: Occurrence, b: Occurrence) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.event.title.localeCompare(b.event.title);

/** The dates an event's rule gives in a range, and those staff changed, each as it happens now (moved, cancelled). */
function occurrencesOf(event: CalendarEvent, from: string, to: string, limit: number): Occurrence[] {
  const keys = new Set(expandOccurrences(event, { from, to }, limit).dates);
  for (const key of Object.keys(event.occurrences ?? {})) if (isDateOf(event, key)) keys.add(key);
  return [...keys].map((key) => occurrenceOf(event, key));
}

/**
 * What /calendar lists on `today` (yyyy-mm-dd in the municipality): upcoming occurrences from
 * today on, soonest first, then "Past events", latest first, each event once by its last
 * occurrence (a repeating one within the past year). A date staff moved is listed where it
 * happens now. Repeat rules are expanded by ical.js within a budget
 * (contract/src/content/recurrence.ts); an event whose rule cannot be expanded is left out
 * (publishing names it to staff; it never reaches a page, as it fails the contract's checks).
 */
export function calendarListing(events: readonly CalendarEvent[], today: string): { upcoming: Occurrence[]; past: Occurrence[] } {
  const upcoming = events.flatMap((event) =>
    occurrencesOf(event, today, yearsFrom(today, YEARS_AHEAD), NEXT_OCCURRENCES)
      .filter((o) => o.date >= today)
      .sort(chronological)
      .slice(0, NEXT_OCCURRENCES),
  );
  const past = events.flatMap((event) => {
    const from = event.repeat ? yearsFrom(today, -1) : event.date;
    const dates = occurrencesOf(event, from, today, DAYS_IN_A_YEAR + 1)
      .filter((o) => o.date < today)
      .sort(chronological);
    return dates.length ? [dates[dates.length - 1]] : [];
  });
  return { upcoming: upcoming.sort(chronological), past: past.sort(chronological).reverse().slice(0, PAST_EVENTS) };
}
