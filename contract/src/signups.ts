import { z } from './zod';
import { LIMITS } from './limits';
import { documentId, isoDate, requiredText } from './fields';
import { mailAddress, mailBody, mailSubject } from './mail';
import type { EventSignup, OccurrenceChange } from './content/event-signup';
import type { Occurrence, SignupAvailability } from './content/occurrences';
import { SIGNUP_STATUSES, type SignupEndReason, type SignupStanding, type SignupStatus } from './signup-choices';

/**
 * Sign-up to events (docs/signups.md): the public form and a sign-up's own page (HTML forms,
 * urlencoded), and the staff API under /api/signups. One source for the screens and the server.
 */

/** A name on one line: a line break in it would start a new header of the messages it is written into. */
const signupName = requiredText('Name', LIMITS.signupName).regex(/^[^\r\n]*$/, 'Name must be one line (no line breaks)');

/** A form sends text: the party size as typed or chosen, checked as a whole number here. */
const partySize = z.coerce
  .number({ error: 'Party size must be a number' })
  .int('Party size must be a whole number')
  .min(1, 'Party size must be at least 1')
  .max(LIMITS.signupPartyMax, `Party size must be at most ${LIMITS.signupPartyMax}`);

/** A shift's id, or '' for none. */
const shiftChoice = z
  .string()
  .regex(/^[a-z0-9-]{0,32}$/, 'Choose one of the shifts')
  .default('');

/**
 * POST /signup/request (the calendar's form, urlencoded). `website` is the honeypot: hidden from people,
 * filled by bots; a form with it filled is answered as if it went through and stores nothing.
 * The event's own limits (its largest party, its shifts, whether the date takes sign-ups) are
 * checked by the server against the stored event.
 */
export const signupForm = z.object({
  event: documentId,
  date: isoDate,
  name: signupName,
  email: z.string({ error: 'Please enter your e-mail address' }).min(1, 'Please enter your e-mail address').pipe(mailAddress),
  party: partySize,
  shift: shiftChoice,
  website: z.string().optional(),
});
export type SignupForm = z.infer<typeof signupForm>;
export type SignupFormField = 'name' | 'email' | 'party' | 'shift' | 'date';

/** POST /signup/{token}/change: a confirmed or waiting person changes their party or shift. */
export const signupChangeForm = z.object({ party: partySize, shift: shiftChoice });

/** Query of GET /api/signups/events/{id}/dates/{date}/people: a page of the list, by cursor. */
export const signupPeopleQuery = z
  .object({
    status: z.enum(SIGNUP_STATUSES, { error: `Status must be one of ${SIGNUP_STATUSES.join(', ')}` }).optional(),
    cursor: documentId.optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(LIMITS.signupPageMax, `Limit must be at most ${LIMITS.signupPageMax}`)
      .default(LIMITS.signupPageSize),
  })
  .strict();

/** Query of GET /api/signups/events/{id}/dates: the next dates from `from`, by cursor (the last date of the previous page). */
export const signupDatesQuery = z
  .object({
    from: isoDate.optional(),
    cursor: isoDate.optional(),
  })
  .strict();

/** PUT /api/signups/{id}/check-in: staff mark a person's attendance. */
export const checkInInput = z.object({ attended: z.boolean({ error: 'Attended must be true or false' }) }).strict();

/** POST /api/signups/{id}/cancel: staff end a sign-up (a place frees and is offered on). */
export const staffCancelInput = z.object({}).strict();

/** POST /api/signups/events/{id}/dates/{date}/message: "message the people signed up" (transactional). */
export const signupMessageInput = z
  .object({
    subject: mailSubject,
    body: mailBody,
    audience: z.enum(['coming', 'everyone'], { error: 'Audience must be coming or everyone' }),
  })
  .strict();
export type SignupMessageInput = z.input<typeof signupMessageInput>;

/** Places and people of one state on a date: sign-ups, and the people they bring (party sizes summed). */
export type SignupCount = { signups: number; people: number };

/** One date of an event for staff: when, what staff changed, and its counts (every staff role sees these). */
export type SignupDate = Pick<Occurrence, 'key' | 'date' | 'time' | 'endTime' | 'cancelled' | 'movedFrom' | 'rainDate' | 'note'> & {
  eventId: string;
  eventTitle: string;
  location: string;
  /** The event's sign-up is a general meeting's: its people are matched to the voter list. */
  generalMeeting: boolean;
  availability: SignupAvailability;
  closed: boolean;
  capacity: number;
  /** Staff's capacity for this date, or null for the event's. */
  dateCapacity: number | null;
  coming: SignupCount;
  offered: SignupCount;
  waiting: SignupCount;
  unconfirmed: SignupCount;
  /** People holding places (coming and offered) against the capacity. */
  placesTaken: number;
  shifts: { id: string; label: string; start: string; end: string; capacity: number; taken: number }[];
  attended: SignupCount;
};

/** GET /api/signups/events: every calendar event with its sign-up, for the Sign-up screen. */
export type SignupEvent = {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  repeat?: string;
  signup: EventSignup | null;
  occurrences: Record<string, OccurrenceChange>;
  /** The next date that takes sign-ups (or the next date), with its counts; null when none is ahead. */
  next: SignupDate | null;
};

/** GET /api/signups/events/{id}/dates: a page of dates with their counts. */
export type SignupDatesPage = { event: SignupEvent; dates: SignupDate[]; nextCursor: string | null };

/** One person on a date's list (Admin and Super only: names and addresses are personal data). */
export type SignupRow = {
  id: string;
  name: string;
  email: string;
  party: number;
  status: SignupStatus;
  endReason: SignupEndReason | null;
  shift: { id: string; label: string } | null;
  createdAt: string;
  confirmedAt: string | null;
  /** Their place in the waitlist (1 is next), while waiting. */
  position: number | null;
  offerExpiresAt: string | null;
  attended: boolean;
  /** For a general meeting: matched to the voter list on the meeting's date. */
  standing: SignupStanding | null;
};

/** GET /api/signups/events/{id}/dates/{date}/people. */
export type SignupPeoplePage = { people: SignupRow[]; nextCursor: string | null };

/**
 * The sign-ups of one e-mail address (the signups domain's face for the member portal and
 * "Download my data", docs/signups.md): each with its event, date and state.
 */
export type AddressSignup = {
  id: string;
  eventId: string;
  eventTitle: string;
  key: string;
  date: string;
  time: string;
  location: string;
  name: string;
  party: number;
  status: SignupStatus;
  shift: string | null;
  attended: boolean;
  createdAt: string;
  /** The sign-up's own page (the link its e-mails carry), where its buttons change or cancel it; null once its event is removed. */
  link: string | null;
};
