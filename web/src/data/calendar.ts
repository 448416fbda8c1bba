import type { CalendarEvent, CalendarEventType } from '@roca/contract/content/calendar-events';
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

/** One day an event happens on: the event itself when it does not repeat, or one of its occurrences. */
export type Occurrence = { event: CalendarEvent; date: string };

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
  `${a.date} ${a.event.time}`.localeCompare(`${b.date} ${b.event.time}`) || a.event.title.localeCompare(b.event.title);

/**
 * What /calendar lists on `today` (yyyy-mm-dd in the municipality): upcoming occurrences from
 * today on, soonest first, then "Past events", latest first, each event once by its last
 * occurrence (a repeating one within the past year). Repeat rules are expanded by ical.js within
 * a budget (contract/src/content/recurrence.ts); an event whose rule cannot be expanded is left out
 * (publishing names it to staff; it never reaches a page, as it fails the contract's checks).
 */
export function calendarListing(events: readonly CalendarEvent[], today: string): { upcoming: Occurrence[]; past: Occurrence[] } {
  const upcoming = events.flatMap((event) =>
    expandOccurrences(event, { from: today, to: yearsFrom(today, YEARS_AHEAD) }, NEXT_OCCURRENCES).dates.map((date) => ({ event, date })),
  );
  const past = events.flatMap((event) => {
    const from = event.repeat ? yearsFrom(today, -1) : event.date;
    const dates = expandOccurrences(event, { from, to: today }, DAYS_IN_A_YEAR + 1).dates.filter((date) => date < today);
    return dates.length ? [{ event, date: dates[dates.length - 1] }] : [];
  });
  return { upcoming: upcoming.sort(chronological), past: past.sort(chronological).reverse().slice(0, PAST_EVENTS) };
}
