import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventAlert } from '@roca/contract';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { listEvents } from './events';

/** Every date of the association is local time in the municipality. */
const CALENDAR_TIME_ZONE = 'America/Vancouver';
/**
 * The data holds start times only. A start-only VEVENT is a zero-length instant that calendar
 * apps draw oddly, so each entry gets one hour, the usual default of a new calendar event.
 */
const DEFAULT_DURATION = { hours: 1 };
const UID_DOMAIN = 'calendar.roca';

type FeedEntry = { uid: string; date: string; time: string; summary: string; description: string; location?: string };

function calendarPageEntries(): FeedEntry[] {
  return SEED_CONTENT.calendarEvents.map((event) => ({
    uid: `calendar-${event.date}-${event.time.replace(':', '')}@${UID_DOMAIN}`,
    date: event.date,
    time: event.time,
    summary: event.title,
    description: `${event.type}: ${event.description}`,
    location: event.location,
  }));
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

/** The RFC 5545 feed behind /calendar.ics: the calendar page's events plus the visible event alerts. */
export async function buildCalendarFeed(): Promise<string> {
  const calendar = ical({
    name: 'ROCA community calendar',
    prodId: { company: 'ROCA', product: 'community-calendar', language: 'EN' },
    timezone: { name: CALENDAR_TIME_ZONE, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  const entries = [...calendarPageEntries(), ...eventAlertEntries(await listEvents({ includeHidden: false }))];
  for (const entry of entries) {
    const start = DateTime.fromISO(`${entry.date}T${entry.time}`, { zone: CALENDAR_TIME_ZONE });
    calendar.createEvent({
      id: entry.uid,
      start,
      end: start.plus(DEFAULT_DURATION),
      timezone: CALENDAR_TIME_ZONE,
      summary: entry.summary,
      description: entry.description,
      location: entry.location ?? null,
    });
  }
  return calendar.toString();
}
