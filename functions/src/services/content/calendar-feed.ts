import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventAlert } from '@roca/contract';
import { calendarEventInput, type CalendarEvent } from '@roca/contract/content/calendar-events';
import { formatRepeatRule } from '@roca/contract/content/recurrence';
import { storedItemProblem } from '@roca/contract/content/stored-item-problem';
import { listEvents } from './events';
import { listCalendarEvents } from './site-content';

/** Every date of the association is local time in the municipality. */
const CALENDAR_TIME_ZONE = 'America/Vancouver';
/**
 * Alerts, and calendar events without an end time, hold a start time only. A start-only VEVENT is
 * a zero-length instant that calendar apps draw oddly, so such an entry gets one hour, the usual
 * default of a new calendar event.
 */
const DEFAULT_DURATION = { hours: 1 };
const UID_DOMAIN = 'calendar.roca';

type FeedEntry = {
  uid: string;
  date: string;
  time: string;
  endTime?: string;
  summary: string;
  description: string;
  location?: string;
  /** RRULE (RFC 5545) without its name, as ical.js writes the parsed rule. */
  repeat?: string;
};

/** The end of a day in Vancouver: an UNTIL written as a day (UNTIL=20270630, as staff enter it) means it. */
const endOfDayInVancouver = (day: string) => DateTime.fromISO(day, { zone: CALENDAR_TIME_ZONE }).endOf('day').toJSDate();

/**
 * The stored calendar events (the /calendar page's), each once with its repeat rule written from
 * its parsed parts, never the stored text (contract/src/content/recurrence.ts). An event today's
 * checks refuse is left out, as on the pages; the publish status names it to staff.
 */
function calendarPageEntries(events: CalendarEvent[]): FeedEntry[] {
  return events.flatMap((event) => {
    if (storedItemProblem(calendarEventInput, event)) return [];
    const repeat = event.repeat ? formatRepeatRule(event.repeat, endOfDayInVancouver) : null;
    return [
      {
        uid: `calendar-${event.id}@${UID_DOMAIN}`,
        date: event.date,
        time: event.time,
        endTime: event.endTime,
        summary: event.title,
        description: `${event.type}: ${event.description}`,
        location: event.location,
        repeat: repeat ?? undefined,
      },
    ];
  });
}

/** Visible event alerts only; every alert has a date and time (the contract requires both). */
function eventAlertEntries(alerts: EventAlert[]): FeedEntry[] {
  return alerts
    .filter((alert) => alert.isVisible && alert.date && alert.time)
    .map((alert) => ({
      uid: `event-${alert.id}@${UID_DOMAIN}`,
      date: alert.date,
      time: alert.time,
      summary: alert.heading,
      description: alert.description,
    }));
}

/** The RFC 5545 feed behind /calendar.ics: the calendar page's stored events plus the visible event alerts. */
export async function buildCalendarFeed(): Promise<string> {
  const calendar = ical({
    name: 'ROCA community calendar',
    prodId: { company: 'ROCA', product: 'community-calendar', language: 'EN' },
    timezone: { name: CALENDAR_TIME_ZONE, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  const [events, alerts] = await Promise.all([listCalendarEvents(), listEvents({ includeHidden: false })]);
  const entries = [...calendarPageEntries(events), ...eventAlertEntries(alerts)];
  for (const entry of entries) {
    const start = DateTime.fromISO(`${entry.date}T${entry.time}`, { zone: CALENDAR_TIME_ZONE });
    calendar.createEvent({
      id: entry.uid,
      start,
      end: entry.endTime ? DateTime.fromISO(`${entry.date}T${entry.endTime}`, { zone: CALENDAR_TIME_ZONE }) : start.plus(DEFAULT_DURATION),
      timezone: CALENDAR_TIME_ZONE,
      summary: entry.summary,
      description: entry.description,
      location: entry.location ?? null,
      repeating: entry.repeat ?? null,
    });
  }
  return calendar.toString();
}
