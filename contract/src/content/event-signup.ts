import { z } from '../zod';
import { LIMITS } from '../limits';
import { clockTime, isoDate, requiredText } from '../fields';

/**
 * Sign-up to a calendar event (docs/signups.md): what staff set on the event (capacity, party
 * size, volunteer shifts, the offer deadline, reminders) and what they change on one date of it
 * (closed, another capacity, cancelled, moved, a rain date). Both are part of the calendar event,
 * since the public calendar shows them; who signed up is the signups domain's, never published.
 */

/** A volunteer shift: a role with its times and its own capacity ("Set-up", 09:00 to 11:00, 3 people). */
const shiftFields = {
  label: requiredText('Shift name', LIMITS.signupShiftLabel),
  start: clockTime,
  end: clockTime,
  capacity: z
    .number({ error: 'Shift capacity must be a number' })
    .int('Shift capacity must be a whole number')
    .min(1, 'Shift capacity must be at least 1')
    .max(LIMITS.signupShiftCapacityMax, `Shift capacity must be at most ${LIMITS.signupShiftCapacityMax}`),
};
/** Stable across edits, so a sign-up keeps its shift when staff rename it; the server gives new shifts theirs. */
const shiftId = z.string().regex(/^[a-z0-9-]{1,32}$/, 'Not a valid shift id');
const endsAfterStart = (s: { start: string; end: string }) => s.end > s.start;
const shiftMessage = { path: ['end'], message: 'A shift must end after it starts' };
/** A shift as sent (a new one has no id yet) and as stored. */
const inputShift = z
  .object({ id: shiftId.optional(), ...shiftFields })
  .strict()
  .refine(endsAfterStart, shiftMessage);
const storedShift = z
  .object({ id: shiftId, ...shiftFields })
  .strict()
  .refine(endsAfterStart, shiftMessage);

/** A reminder: so many days before the date, at a time of day in Vancouver (0 days: the morning of). */
const reminder = z
  .object({
    daysBefore: z
      .number({ error: 'Days before must be a number' })
      .int('Days before must be a whole number')
      .min(0, 'Days before must be 0 or more')
      .max(LIMITS.signupReminderDaysMax, `Days before must be at most ${LIMITS.signupReminderDaysMax}`),
    time: clockTime,
  })
  .strict();

const capacity = z
  .number({ error: 'Capacity must be a number' })
  .int('Capacity must be a whole number')
  .min(1, 'Capacity must be at least 1')
  .max(LIMITS.signupCapacityMax, `Capacity must be at most ${LIMITS.signupCapacityMax}`);

/** The event's sign-up, for every date of it; `shifts` as sent (new ones without an id) or as stored. */
const eventSignup = <Shift extends z.ZodType<{ label: string }>>(shiftSchema: Shift) =>
  z
    .object({
      open: z.boolean({ error: 'Open must be true or false' }),
      capacity,
      partyMax: z
        .number({ error: 'Largest party must be a number' })
        .int('Largest party must be a whole number')
        .min(1, 'Largest party must be at least 1')
        .max(LIMITS.signupPartyMax, `Largest party must be at most ${LIMITS.signupPartyMax}`),
      shifts: z.array(shiftSchema).max(LIMITS.signupShiftsMax, `At most ${LIMITS.signupShiftsMax} shifts`),
      offerHours: z
        .number({ error: 'Offer deadline must be a number of hours' })
        .int('Offer deadline must be whole hours')
        .min(LIMITS.signupOfferHoursMin, `Offer deadline must be at least ${LIMITS.signupOfferHoursMin} hour`)
        .max(LIMITS.signupOfferHoursMax, `Offer deadline must be at most ${LIMITS.signupOfferHoursMax} hours`),
      autoPromote: z.boolean({ error: 'Automatic promotion must be true or false' }),
      reminders: z.array(reminder).max(LIMITS.signupRemindersMax, `At most ${LIMITS.signupRemindersMax} reminders`),
      generalMeeting: z.boolean({ error: 'General meeting must be true or false' }),
    })
    .strict()
    .refine((s) => new Set(s.shifts.map((x) => x.label.trim().toLowerCase())).size === s.shifts.length, {
      path: ['shifts'],
      message: 'Two shifts have the same name',
    })
    .refine((s) => new Set(s.reminders.map((r) => `${r.daysBefore} ${r.time}`)).size === s.reminders.length, {
      path: ['reminders'],
      message: 'Two reminders are the same',
    });

/** PUT /api/signups/events/{id}: the event's sign-up, for every date of it. */
export const eventSignupInput = eventSignup(inputShift);
export type EventSignupInput = z.input<typeof eventSignupInput>;

/** The sign-up of an event as stored and published: every shift has its id. */
export type SignupShift = { id: string; label: string; start: string; end: string; capacity: number };
export type EventSignup = Omit<z.output<typeof eventSignupInput>, 'shifts'> & { shifts: SignupShift[] };

/** What a new event's sign-up starts with on the staff screen: a meeting's usual numbers. */
export const DEFAULT_EVENT_SIGNUP: EventSignup = {
  open: true,
  capacity: 30,
  partyMax: 4,
  shifts: [],
  offerHours: 12,
  autoPromote: false,
  reminders: [
    { daysBefore: 3, time: '09:00' },
    { daysBefore: 0, time: '07:30' },
  ],
  generalMeeting: false,
};

/** PUT /api/signups/events/{id}/dates/{date}: sign-up on one date only. */
export const occurrenceSignupInput = z
  .object({
    /** Closed on this date while the event's sign-up stays open. */
    closed: z.boolean({ error: 'Closed must be true or false' }),
    /** This date's capacity instead of the event's; null: the event's. */
    capacity: capacity.nullable(),
  })
  .strict();
export type OccurrenceSignupInput = z.input<typeof occurrenceSignupInput>;

const note = z.string().trim().max(LIMITS.signupNote, `Note must be at most ${LIMITS.signupNote} characters`).optional();
const newDate = isoDate;

/**
 * POST /api/signups/events/{id}/dates/{date}/changes: staff move a date, cancel it, or give it a
 * rain date; everyone signed up gets an e-mail with an updated calendar file (docs/signups.md).
 */
export const occurrenceChangeInput = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('move'),
        date: newDate,
        time: clockTime,
        endTime: z.union([z.literal(''), clockTime]).optional(),
        note,
      })
      .strict()
      .refine((c) => !c.endTime || c.endTime > c.time, { path: ['endTime'], message: 'End time must be after the start time' }),
    z.object({ action: z.literal('cancel'), note }).strict(),
    z.object({ action: z.literal('rain-date'), date: newDate, time: clockTime, note }).strict(),
  ],
  { error: 'Action must be move, cancel or rain-date' },
);
export type OccurrenceChangeInput = z.input<typeof occurrenceChangeInput>;

/**
 * One date of an event as staff changed it, stored on the event under the date the repeat rule
 * gives (its key). `sequence` counts the changes people were told about: it rises with each.
 */
export type OccurrenceChange = {
  closed?: boolean;
  capacity?: number | null;
  cancelled?: boolean;
  movedTo?: { date: string; time: string; endTime?: string };
  rainDate?: { date: string; time: string };
  note?: string;
  sequence?: number;
};

const storedOccurrence = z
  .object({
    closed: z.boolean().optional(),
    capacity: capacity.nullable().optional(),
    cancelled: z.boolean().optional(),
    movedTo: z
      .object({ date: isoDate, time: clockTime, endTime: z.union([z.literal(''), clockTime]).optional() })
      .strict()
      .optional(),
    rainDate: z.object({ date: isoDate, time: clockTime }).strict().optional(),
    note,
    sequence: z.number().int().min(0).optional(),
  })
  .strict();

/** What a stored event may carry besides the fields staff type on the Calendar events screen. */
export const storedSignupFields = {
  signup: eventSignup(storedShift).optional().nullable(),
  occurrences: z.record(isoDate, storedOccurrence).optional().nullable(),
};
