import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus, type ICalCalendarData } from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventAlert } from '@roca/contract';
import { storedCalendarEvent, type CalendarEvent } from '@roca/contract/content/calendar-events';
import { occurrenceOf } from '@roca/contract/content/occurrences';
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
/** The domain part of every UID the association's calendar files give their events. */
export const CALENDAR_UID_DOMAIN = 'calendar.roca';

/** A local time of the municipality as an instant: daylight saving time applies as on the day. */
export const inVancouver = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: CALENDAR_TIME_ZONE });

/** An entry's start and end in Vancouver; one with a start time only lasts an hour. */
export function entryTimes(date: string, time: string, endTime?: string) {
  const start = inVancouver(date, time);
  return { start, end: endTime ? inVancouver(date, endTime) : start.plus(DEFAULT_DURATION) };
}

/**
 * An iCalendar file of the association's (the feed, a sign-up's invitation): its product id, and
 * Vancouver's VTIMEZONE written in, so a calendar app that does not know the zone reads the local
 * times right on both sides of a change of daylight time.
 */
export const associationCalendar = (data: Omit<ICalCalendarData, 'prodId' | 'timezone'>) =>
  ical({
    prodId: { company: 'ROCA', product: 'community-calendar', language: 'EN' },
    timezone: { name: CALENDAR_TIME_ZONE, generator: getVtimezoneComponent },
    ...data,
  });

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
  /** A repeating event's dates staff cancelled, by the date the rule gives. */
  cancelledDates?: string[];
  /** One date of a repeating event that staff moved or cancelled: its rule date, as RECURRENCE-ID. */
  recurrenceOf?: { date: string; time: string };
  cancelled?: boolean;
};

/** The end of a day in Vancouver: an UNTIL written as a day (UNTIL=20270630, as staff enter it) means it. */
const endOfDayInVancouver = (day: string) => DateTime.fromISO(day, { zone: CALENDAR_TIME_ZONE }).endOf('day').toJSDate();

/**
 * The stored calendar events (the /calendar page's), each once with its repeat rule written from
 * its parsed parts, never the stored text (contract/src/content/recurrence.ts). An event today's
 * checks refuse is left out, as on the pages; the publish status names it to staff.
 */
function calendarPageEntries(events: CalendarEvent[]): FeedEntry[] {
  return events.flatMap((event): FeedEntry[] => {
    if (storedItemProblem(storedCalendarEvent, event)) return [];
    const uid = `calendar-${event.id}@${CALENDAR_UID_DOMAIN}`;
    const base = { uid, summary: event.title, location: event.location };
    const describe = (key: string) => {
      const { rainDate, note } = occurrenceOf(event, key);
      const rain = rainDate ? `Rain date: ${rainDate.date} at ${rainDate.time}.` : '';
      return [`${event.type}: ${event.description}`, note ?? '', rain].filter(Boolean).join('\n\n');
    };
    const changed = Object.keys(event.occurrences ?? {}).map((key) => occurrenceOf(event, key));
    if (!event.repeat) {
      // The one date, as staff changed it (a cancelled one stays, marked, so subscribed calendars show it).
      const only = occurrenceOf(event, event.date);
      return [
        { ...base, date: only.date, time: only.time, endTime: only.endTime, description: describe(event.date), cancelled: only.cancelled },
      ];
    }
    const repeat = formatRepeatRule(event.repeat, endOfDayInVancouver);
    return [
      {
        ...base,
        date: event.date,
        time: event.time,
        endTime: event.endTime,
        description: `${event.type}: ${event.description}`,
        repeat: repeat ?? undefined,
        cancelledDates: changed.filter((o) => o.cancelled).map((o) => o.key),
      },
      // A date moved, or given a note or rain date: its own VEVENT in place of the rule's (RFC 5545 RECURRENCE-ID).
      ...changed
        .filter((o) => !o.cancelled && (o.movedFrom || o.rainDate || o.note))
        .map((o) => ({
          ...base,
          date: o.date,
          time: o.time,
          endTime: o.endTime,
          description: describe(o.key),
          recurrenceOf: { date: o.key, time: event.time },
        })),
    ];
  });
}

/** Visible event alerts only; every alert has a date and time (the contract requires both). */
function eventAlertEntries(alerts: EventAlert[]): FeedEntry[] {
  return alerts
    .filter((alert) => alert.isVisible && alert.date && alert.time)
    .map((alert) => ({
      uid: `event-${alert.id}@${CALENDAR_UID_DOMAIN}`,
      date: alert.date,
      time: alert.time,
      summary: alert.heading,
      description: alert.description,
    }));
}

/** The RFC 5545 feed behind /calendar.ics: the calendar page's stored events plus the visible event alerts. */
export async function buildCalendarFeed(): Promise<string> {
  const calendar = associationCalendar({ name: 'ROCA community calendar', ttl: 60 * 60 });
  const [events, alerts] = await Promise.all([listCalendarEvents(), listEvents({ includeHidden: false })]);
  const entries = [...calendarPageEntries(events), ...eventAlertEntries(alerts)];
  for (const entry of entries) {
    const { start, end } = entryTimes(entry.date, entry.time, entry.endTime);
    const excluded = (entry.cancelledDates ?? []).map((date) => inVancouver(date, entry.time).toFormat("yyyyMMdd'T'HHmmss"));
    calendar.createEvent({
      id: entry.uid,
      start,
      end,
      timezone: CALENDAR_TIME_ZONE,
      summary: entry.cancelled ? `Cancelled: ${entry.summary}` : entry.summary,
      description: entry.description,
      location: entry.location ?? null,
      // The rule as ical.js wrote it, and the dates staff cancelled (EXDATE), as lines of the file.
      repeating: entry.repeat
        ? [`RRULE:${entry.repeat}`, ...(excluded.length ? [`EXDATE;TZID=${CALENDAR_TIME_ZONE}:${excluded.join(',')}`] : [])].join('\n')
        : null,
      recurrenceId: entry.recurrenceOf ? inVancouver(entry.recurrenceOf.date, entry.recurrenceOf.time) : null,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : null,
    });
  }
  return calendar.toString();
}
