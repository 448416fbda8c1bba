import { z } from '../zod';
import { LIMITS } from '../limits';
import { clockTime, isoDate, requiredText } from '../fields';
import { EVENT_DATE_WINDOW, repeatRuleProblem } from './recurrence';
import { repeatEndDate } from './repeat-presets';
import { storedSignupFields, type EventSignup, type OccurrenceChange } from './event-signup';

/**
 * Events of the public calendar (/calendar and /calendar.ics): GET, POST /api/calendar-events and
 * PUT, DELETE /api/calendar-events/{id}. Times are local to the municipality (America/Vancouver).
 */
export const CALENDAR_EVENT_TYPES = ['Meeting', 'Information Session', 'Community Event', 'Other'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/**
 * An RRULE without the "RRULE:" prefix; empty means the event does not repeat. Checked with the
 * event's date below: a rule is accepted only if it expands from that date (recurrence.ts).
 */
const repeatRule = z
  .string()
  .trim()
  .max(LIMITS.repeatRule, `Repeat rule must be at most ${LIMITS.repeatRule} characters`)
  // RRULE names and values are case-insensitive (RFC 5545 3.1); stored as the presets write them.
  .toUpperCase();

/** A day within EVENT_DATE_WINDOW: an event in the year 0100 is a typing mistake, and costly to repeat. */
const eventDate = isoDate.refine(
  (date) => date >= EVENT_DATE_WINDOW.first && date <= EVENT_DATE_WINDOW.last,
  `Date must be from ${EVENT_DATE_WINDOW.first.slice(0, 4)} to ${EVENT_DATE_WINDOW.last.slice(0, 4)}`,
);

const calendarEventFields = {
  title: requiredText('Title', LIMITS.calendarTitle),
  date: eventDate,
  time: clockTime,
  endTime: z.union([z.literal(''), clockTime]).optional(),
  location: requiredText('Location', LIMITS.location),
  type: z.enum(CALENDAR_EVENT_TYPES, { error: `Type must be one of ${CALENDAR_EVENT_TYPES.join(', ')}` }),
  description: requiredText('Description', LIMITS.calendarDescription),
  repeat: repeatRule.optional(),
};

type EventTimes = { date: string; time: string; endTime?: string; repeat?: string };

/** The checks of an event's fields together: its repeat rule from its date, its end after its start. */
const withEventChecks = <T extends z.ZodType<EventTimes>>(schema: T) =>
  schema
    .superRefine((event, ctx) => {
      const problem = event.repeat ? repeatRuleProblem(event.repeat, event.date) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['repeat'], message: problem });
    })
    .refine((event) => !event.endTime || event.endTime > event.time, {
      path: ['endTime'],
      message: 'End time must be after the start time',
    })
    .refine((event) => !event.repeat || (repeatEndDate(event.repeat) ?? event.date) >= event.date, {
      path: ['repeat'],
      message: 'The repetition must end on or after the event date',
    });

/** POST and PUT /api/calendar-events: what the Calendar events screen edits. */
export const calendarEventInput = withEventChecks(z.object(calendarEventFields).strict());
export type CalendarEventInput = z.input<typeof calendarEventInput>;

/**
 * A calendar event as stored: its fields, and the sign-up staff set on the Sign-up screen with the
 * dates they changed (content/event-signup.ts), which the Calendar events screen's save keeps. What
 * publishing and the calendar feed check a stored event with (stored-item-problem.ts).
 */
export const storedCalendarEvent = withEventChecks(z.object({ ...calendarEventFields, ...storedSignupFields }).strict());

/** A calendar event as the API answers and the pages show it; empty optional fields are left out. */
export type CalendarEvent = {
  id: string;
  title: string;
  /** yyyy-mm-dd: the first (or only) day of the event. */
  date: string;
  /** HH:MM, 24-hour clock. */
  time: string;
  endTime?: string;
  location: string;
  type: CalendarEventType;
  description: string;
  repeat?: string;
  /** Sign-up to the event (docs/signups.md); absent: the event takes no sign-ups. */
  signup?: EventSignup;
  /** The dates staff changed, by the date the repeat rule gives (or the event's own date). */
  occurrences?: Record<string, OccurrenceChange>;
};
