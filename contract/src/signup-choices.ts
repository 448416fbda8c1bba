import { LIMITS } from './limits';

/**
 * The choices and words of sign-up to events (docs/signups.md): zod-free, so the public pages'
 * sign-up form imports them; the schemas are in signups.ts.
 */

/** The form's field names: the keys of `signupForm` (signups.ts), which reads them. */
export const SIGNUP_FIELDS = {
  event: 'event',
  date: 'date',
  name: 'name',
  email: 'email',
  party: 'party',
  shift: 'shift',
  honeypot: 'website',
} as const;

/**
 * The pages of a sign-up's link live below this path (a function, docs/signups.md), and the form
 * posts to SIGNUP_FORM_ACTION: two segments, so none of Hosting's rules for the one-segment
 * public pages (their Cache-Control) applies to the function's answers.
 */
export const SIGNUP_ACTION = '/signup';
export const SIGNUP_FORM_ACTION = `${SIGNUP_ACTION}/request`;

/** The shift field's value for "no shift, just coming". */
export const NO_SHIFT = '';

/**
 * What the form collects, why, and when it is deleted (PIPA, BC's Personal Information
 * Protection Act: purpose, use and retention said where the information is collected).
 */
export const signupPrivacyNotice = (associationName: string) =>
  `${associationName} collects your name, e-mail address, party size and any shift you choose only to run this event: to hold your place, to e-mail you the confirmation, reminders and any change of date, and to check you in. Only the association's organizers see them. We delete them ${LIMITS.signupRetentionDays} days after the event.`;

/**
 * Where a sign-up stands: `unconfirmed` until its link's button is pressed; then `confirmed` (a
 * place), `waiting` (the waitlist) or `offered` (a freed place held until a deadline); `cancelled`
 * at the end (by the person, by staff, a declined or lapsed offer).
 */
export const SIGNUP_STATUSES = ['unconfirmed', 'confirmed', 'waiting', 'offered', 'cancelled'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

export const SIGNUP_STATUS_LABELS: Record<SignupStatus, string> = {
  unconfirmed: 'Not confirmed yet',
  confirmed: 'Coming',
  waiting: 'On the waitlist',
  offered: 'Offered a place',
  cancelled: 'Cancelled',
};

/** Why a sign-up ended. */
export type SignupEndReason = 'cancelled' | 'declined' | 'offer-expired' | 'staff';

/** A general meeting's sign-ups matched to the voter list (docs/signups.md, "General meetings"). */
export type SignupStanding = 'good' | 'good-by-name' | 'not-found';
export const SIGNUP_STANDING_LABELS: Record<SignupStanding, string> = {
  good: 'In good standing',
  'good-by-name': 'In good standing (matched by name: check the address)',
  'not-found': 'Not on the voter list',
};

/** Shift times as the form and messages show them: "Set-up, 9:00 AM to 11:00 AM". */
export const shiftLabel = (shift: { label: string; start: string; end: string }, clock: (time: string) => string) =>
  `${shift.label}, ${clock(shift.start)} to ${clock(shift.end)}`;
