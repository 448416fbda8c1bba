import type { SiteSettings } from '@roca/contract/content/site-settings';
import type { Occurrence } from '@roca/contract/content/occurrences';
import { formatClockTime, formatDateTime, formatLongDate } from '@roca/contract/day-format';
import { LIMITS } from '@roca/contract/limits';
import { shiftLabel } from '@roca/contract/signup-choices';
import { readSiteSettings } from '../content';
import { calendarAttachment, composeMessage, makeSignupToken, queueMail, siteLink } from '../mail';
import { invitationIcs, invitationUid } from './invitation';
import type { StoredSignup } from './ledger';

/**
 * Every message about a sign-up (docs/signups.md, "What people receive"): transactional, to the
 * person signing up, each through the outbox with an idempotency key made of what it reports (a
 * job or a retried request that queues it again finds the first). Those about a place held carry
 * the calendar file (invitation.ts).
 */

/** The link of a sign-up's own page: it confirms, changes, cancels and accepts, each by a button. */
export const signupUrl = (id: string, signup: Pick<StoredSignup, 'nonce'>) =>
  siteLink(`/signup/${makeSignupToken({ signupId: id, nonce: signup.nonce })}`);

/** "Saturday, June 13, 2026 at 10:00 AM to 12:00 PM". */
function whenOf(occurrence: Pick<Occurrence, 'date' | 'time' | 'endTime'>): string {
  const end = occurrence.endTime ? ` to ${formatClockTime(occurrence.endTime)}` : '';
  return `${formatLongDate(occurrence.date)} at ${formatClockTime(occurrence.time)}${end}`;
}

const partyOf = (party: number) => (party === 1 ? 'one person' : `a party of ${party}`);

/** The shift a sign-up holds, as people read it, or null. */
export function heldShift(occurrence: Occurrence, shiftId: string | null): string | null {
  const shift = occurrence.event.signup?.shifts.find((s) => s.id === shiftId);
  return shift ? shiftLabel(shift, formatClockTime) : null;
}

/** What each message says about the date itself after staff changed it. */
function dateNotes(occurrence: Occurrence): string[] {
  return [
    ...(occurrence.movedFrom ? [`It was moved from ${formatLongDate(occurrence.movedFrom)}.`] : []),
    ...(occurrence.rainDate ? [`Rain date: ${whenOf(occurrence.rainDate)}, if the weather stops it on the day.`] : []),
    ...(occurrence.note ? [`From the organizers: ${occurrence.note}`] : []),
  ];
}

export type SignupMessageKind =
  | 'confirm-link'
  | 'confirmed'
  | 'waiting'
  | 'offered'
  | 'promoted'
  | 'offer-expired'
  | 'changed'
  | 'cancelled'
  | 'staff-cancelled'
  | 'date-changed'
  | 'date-cancelled'
  | 'reminder';

type MessageFacts = {
  kind: SignupMessageKind;
  id: string;
  signup: StoredSignup;
  occurrence: Occurrence;
  /** Waiting: their place in the list. */
  position?: number;
  /** What makes this message different from another of its kind: its idempotency key's tail. */
  key: string;
  /** A cancellation: whether the person was coming, so has a calendar entry to take out. */
  hadPlace?: boolean;
};

/** What a message says, and whether it carries the calendar file (and which method). */
function contentOf(facts: MessageFacts, settings: SiteSettings) {
  const { signup, occurrence, kind } = facts;
  const { title, location } = occurrence.event;
  const day = formatLongDate(occurrence.date);
  const where = `${title} on ${whenOf(occurrence)} at ${location}`;
  const shift = heldShift(occurrence, signup.shiftId);
  const holding = [`You signed up ${partyOf(signup.party)}.`, ...(shift ? [`Your volunteer shift: ${shift}.`] : [])];
  const calendarNote = 'The attached calendar file puts it in your calendar; if the date changes, we send one that updates it.';
  const offerHours = occurrence.event.signup?.offerHours ?? 0;
  const manage = { label: 'Change or cancel my sign-up', url: signupUrl(facts.id, signup) };
  const calendarPage = { label: 'See the calendar', url: siteLink('/calendar') };
  switch (kind) {
    case 'confirm-link':
      return {
        subject: `Confirm your sign-up: ${title}, ${day}`,
        paragraphs: [
          `Someone, we hope you, signed up ${signup.name} (${partyOf(signup.party)}) for ${where}.`,
          'To confirm, open this link and press the button "Confirm my sign-up". Until then no place is held.',
          `If it was not you, ignore this message: we delete the request after ${LIMITS.signupConfirmHours} hours and send nothing more.`,
        ],
        action: { label: 'Confirm my sign-up', url: manage.url },
        ics: null,
      };
    case 'confirmed':
    case 'promoted':
      return {
        subject: kind === 'promoted' ? `A place freed up: you are coming to ${title}, ${day}` : `You are signed up: ${title}, ${day}`,
        paragraphs: [
          kind === 'promoted'
            ? `Good news, ${signup.name}: a place freed up and it is yours. You are coming to ${where}.`
            : `Thank you, ${signup.name}: your place is confirmed for ${where}.`,
          ...holding,
          ...dateNotes(occurrence),
          calendarNote,
        ],
        action: manage,
        ics: 'REQUEST' as const,
      };
    case 'waiting':
      return {
        subject: `You are on the waitlist: ${title}, ${day}`,
        paragraphs: [
          `${title} on ${whenOf(occurrence)} is full, ${signup.name}. You are number ${facts.position ?? 1} on the waitlist, for ${partyOf(signup.party)}.`,
          occurrence.event.signup?.autoPromote
            ? 'If a place frees, it is yours at once, and we e-mail you with a calendar file.'
            : `If a place frees, we e-mail you and hold it for you for ${offerHours} hours.`,
          'Reminders go only to people with a place, so you get none while you wait.',
        ],
        action: { label: 'Change or leave the waitlist', url: manage.url },
        ics: null,
      };
    case 'offered':
      return {
        subject: `A place is free for you: ${title}, ${day}`,
        paragraphs: [
          `A place freed up for ${where}, ${signup.name}, and you are next on the waitlist (${partyOf(signup.party)}).`,
          `We hold it for you until ${signup.offerExpiresAt ? formatDateTime(signup.offerExpiresAt.toDate(), { long: true }) : 'the event starts'}. Accept it with the link; after that it goes to the next person waiting.`,
        ],
        action: { label: 'Accept or decline the place', url: manage.url },
        ics: null,
      };
    case 'offer-expired':
      return {
        subject: `The place we held has gone to the next person: ${title}, ${day}`,
        paragraphs: [
          `${signup.name}, the place we offered you for ${where} was not accepted in time, so it went to the next person waiting.`,
          'Your sign-up for this date has ended. You can sign up again on the calendar.',
        ],
        action: calendarPage,
        ics: null,
      };
    case 'changed':
      return {
        subject: `Your sign-up changed: ${title}, ${day}`,
        paragraphs: [`${signup.name}, your sign-up for ${where} now reads:`, ...holding, ...dateNotes(occurrence)],
        action: manage,
        ics: signup.status === 'confirmed' ? ('REQUEST' as const) : null,
      };
    case 'cancelled':
    case 'staff-cancelled':
      return {
        subject: `Your sign-up is cancelled: ${title}, ${day}`,
        paragraphs: [
          kind === 'staff-cancelled'
            ? `${signup.name}, the organizers cancelled your sign-up for ${where}. Write to ${settings.email} if this is a mistake.`
            : `${signup.name}, your sign-up for ${where} is cancelled. Thank you for letting us know${facts.hadPlace ? ': your place goes to someone waiting' : ''}.`,
          ...(facts.hadPlace ? ['The attached calendar file takes it out of your calendar.'] : []),
          'You can sign up again on the calendar.',
        ],
        action: calendarPage,
        ics: facts.hadPlace ? ('CANCEL' as const) : null,
      };
    case 'date-changed':
      return {
        // "now" only for a date moved: a rain date, a note or a new place leave the day as it was.
        subject: `Changed: ${title}, ${occurrence.movedFrom ? 'now ' : ''}${day}`,
        paragraphs: [
          `${signup.name}, the organizers changed ${title}: it is ${occurrence.movedFrom ? 'now ' : ''}on ${whenOf(occurrence)} at ${location}.`,
          ...dateNotes(occurrence),
          ...(signup.status === 'waiting'
            ? ['You are still on the waitlist.']
            : [...holding, 'The attached calendar file updates your calendar.']),
        ],
        action: manage,
        ics: signup.status === 'waiting' ? null : ('REQUEST' as const),
      };
    case 'date-cancelled':
      return {
        subject: `Cancelled: ${title}, ${day}`,
        paragraphs: [
          `${signup.name}, the organizers cancelled ${title} on ${whenOf(occurrence)}.`,
          ...(occurrence.note ? [`From the organizers: ${occurrence.note}`] : []),
          signup.status === 'waiting'
            ? 'Your place on the waitlist ends with it.'
            : 'The attached calendar file takes it out of your calendar.',
        ],
        action: calendarPage,
        ics: signup.status === 'waiting' ? null : ('CANCEL' as const),
      };
    case 'reminder':
      return {
        subject: `Reminder: ${title}, ${day}`,
        paragraphs: [`${signup.name}, see you at ${where}.`, ...holding, ...dateNotes(occurrence)],
        action: manage,
        ics: null,
      };
  }
}

/** One message about a sign-up, ready for the outbox: its calendar file attached when it is about a place. */
function signupMessage(facts: MessageFacts, settings: SiteSettings) {
  const { signup, occurrence, id } = facts;
  const content = contentOf(facts, settings);
  const url = signupUrl(id, signup);
  const shift = heldShift(occurrence, signup.shiftId);
  const ics =
    content.ics &&
    invitationIcs({
      method: content.ics,
      uid: invitationUid(id, signup.nonce),
      sequence: signup.icsSequence,
      occurrence,
      organizer: { name: settings.associationName, email: settings.email },
      attendee: { name: signup.name, email: signup.email },
      details: [
        `You signed up ${partyOf(signup.party)}.`,
        ...(shift ? [`Your volunteer shift: ${shift}.`] : []),
        ...dateNotes(occurrence),
        `Change or cancel: ${url}`,
      ],
      url,
    });
  return {
    ...composeMessage(
      {
        subject: content.subject,
        body: content.paragraphs,
        action: content.action,
        ...(ics && content.ics ? { attachments: [calendarAttachment('invite.ics', ics, content.ics)] } : {}),
      },
      { lane: 'transactional', to: signup.email, recipient: `signups/${id}` },
      settings,
    ),
    idempotencyKey: `signup:${facts.kind}:${id}:${facts.key}`,
    // The link the form asked for goes by the public forms' own queue (mail's form-mail.ts).
    fromForm: facts.kind === 'confirm-link',
  };
}

/** Queues messages about sign-ups (each once, by its key). */
export async function sendSignupMessages(facts: MessageFacts[]): Promise<void> {
  if (facts.length === 0) return;
  const settings = await readSiteSettings();
  await queueMail(facts.map((f) => signupMessage(f, settings)));
}
