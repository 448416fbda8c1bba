import type { CalendarEvent } from './calendar-events';
import type { OccurrenceChange } from './event-signup';
import { expandOccurrences } from './recurrence';

/**
 * One date of a calendar event as people see it: the date its repeat rule gives (its key, which
 * sign-ups and staff's changes are filed under) and where and when it happens after staff's
 * changes (moved, cancelled, a rain date). Zod-free: the public calendar, the calendar feed, the
 * sign-up pages and the server's checks share it.
 */
export type Occurrence = {
  event: CalendarEvent;
  /** The date the repeat rule gives (or the event's own date): the occurrence's name. */
  key: string;
  /** When it happens: the key's date and the event's time, unless staff moved it. */
  date: string;
  time: string;
  endTime?: string;
  cancelled: boolean;
  /** The date it was moved from, when staff moved it. */
  movedFrom?: string;
  rainDate?: { date: string; time: string };
  note?: string;
  /** Changes people were told about (a move, a cancellation, a rain date). */
  sequence: number;
};

/** Whether `key` is a date the event happens on by its own date and repeat rule (before any change). */
export function isDateOf(event: Pick<CalendarEvent, 'date' | 'repeat'>, key: string): boolean {
  return expandOccurrences(event, { from: key, to: key }, 1).dates[0] === key;
}

/** The occurrence of `event` on `key` (a date the rule gives), with staff's changes applied. */
export function occurrenceOf(event: CalendarEvent, key: string): Occurrence {
  const change: OccurrenceChange = event.occurrences?.[key] ?? {};
  const moved = change.movedTo;
  const endTime = moved ? moved.endTime || undefined : event.endTime || undefined;
  return {
    event,
    key,
    date: moved?.date ?? key,
    time: moved?.time ?? event.time,
    ...(endTime ? { endTime } : {}),
    cancelled: change.cancelled === true,
    ...(moved ? { movedFrom: key } : {}),
    ...(change.rainDate ? { rainDate: change.rainDate } : {}),
    ...(change.note ? { note: change.note } : {}),
    sequence: change.sequence ?? 0,
  };
}

/**
 * Whether this date takes sign-ups now: the event's sign-up is open, staff did not close this
 * date, it is not cancelled, and it has not happened (`today` in the municipality).
 */
export type SignupAvailability = 'open' | 'no-signup' | 'closed' | 'cancelled' | 'past';

export function signupAvailability(occurrence: Occurrence, today: string): SignupAvailability {
  const { signup } = occurrence.event;
  if (!signup) return 'no-signup';
  if (occurrence.cancelled) return 'cancelled';
  if (occurrence.date < today) return 'past';
  if (!signup.open || occurrence.event.occurrences?.[occurrence.key]?.closed) return 'closed';
  return 'open';
}

/** The capacity of this date: staff's for the date, else the event's. */
export const capacityOf = (occurrence: Occurrence) =>
  occurrence.event.occurrences?.[occurrence.key]?.capacity ?? occurrence.event.signup?.capacity ?? 0;
