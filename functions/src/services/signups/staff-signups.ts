import { randomBytes } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import { storedCalendarEvent, type CalendarEvent } from '@roca/contract/content/calendar-events';
import type {
  eventSignupInput,
  OccurrenceChange,
  OccurrenceChangeInput,
  OccurrenceSignupInput,
  SignupShift,
} from '@roca/contract/content/event-signup';
import { occurrenceOf } from '@roca/contract/content/occurrences';
import { expandOccurrences } from '@roca/contract/content/recurrence';
import { storedItemProblem } from '@roca/contract/content/stored-item-problem';
import { addDays, todayInVancouver } from '@roca/contract/days';
import type { SignupStanding } from '@roca/contract/signup-choices';
import type {
  AddressSignup,
  SignupDate,
  SignupDatesPage,
  SignupEvent,
  SignupMessageInput,
  SignupPeoplePage,
  SignupRow,
  signupPeopleQuery,
} from '@roca/contract/signups';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { toIso } from '../../lib/timestamps';
import { listCalendarEvents, readCalendarEvent, readSiteSettings, saveEventSignup, saveOccurrenceChange } from '../content';
import { composeMessage, recordSend } from '../mail';
import { voterList } from '../members';
import { availabilityOf, contextFrom, loadContext, type SignupDateContext } from './dates';
import { occurrenceIdOf, occurrencesCollection, readLedger, signupsCollection, type Ledger, type StoredSignup } from './ledger';
import { checkIn, endSignup, offerFreedPlaces } from './places';
import { signupUrl } from './signup-mail';
import { waitlistPositions } from './waitlist';

/**
 * The Sign-up screen's side (docs/signups.md, "For staff"): the events and their dates with their
 * counts (every staff role), who comes (Admin and Super), and what staff change: an event's
 * sign-up, one date's, a date moved, cancelled or given a rain date, a check-in, a sign-up ended,
 * a message to the people signed up.
 */

/** Dates a page of the Sign-up screen lists; a year of a weekly event is five pages. */
const DATES_PER_PAGE = 12;
/** How far ahead the screen lists dates. */
const DAYS_AHEAD = 400;

const eventNotFound = () => notFound('No calendar event with this id');
const dateNotFound = () => notFound('This event has no such date');

/** An event the screen can show: stored under today's checks (another is named by the publish status). */
const usable = (event: CalendarEvent) => !storedItemProblem(storedCalendarEvent, event);

async function countOf(ledger: Ledger, context: SignupDateContext): Promise<SignupDate> {
  const { occurrence } = context;
  const unconfirmed = await signupsCollection()
    .where('occurrence', '==', occurrenceIdOf(context.event.id, occurrence.key))
    .where('status', '==', 'unconfirmed')
    .count()
    .get();
  const change = context.event.occurrences?.[occurrence.key] ?? {};
  return {
    eventId: context.event.id,
    eventTitle: context.event.title,
    location: context.event.location,
    generalMeeting: context.event.signup.generalMeeting,
    key: occurrence.key,
    date: occurrence.date,
    time: occurrence.time,
    ...(occurrence.endTime ? { endTime: occurrence.endTime } : {}),
    cancelled: occurrence.cancelled,
    ...(occurrence.movedFrom ? { movedFrom: occurrence.movedFrom } : {}),
    ...(occurrence.rainDate ? { rainDate: occurrence.rainDate } : {}),
    ...(occurrence.note ? { note: occurrence.note } : {}),
    availability: availabilityOf(context),
    closed: change.closed === true,
    capacity: context.capacity,
    dateCapacity: change.capacity ?? null,
    coming: ledger.coming,
    offered: ledger.offered,
    waiting: ledger.waiting,
    unconfirmed: { signups: unconfirmed.data().count, people: 0 },
    placesTaken: ledger.held,
    shifts: context.event.signup.shifts.map((s) => ({ ...s, taken: ledger.shifts[s.id] ?? 0 })),
    attended: ledger.attended,
  };
}

/** The dates of an event from `from` (yyyy-mm-dd), in order: the rule's, at most `limit`. */
const datesOf = (event: CalendarEvent, from: string, limit: number) =>
  expandOccurrences(event, { from, to: addDays(todayInVancouver(), DAYS_AHEAD) }, limit).dates;

function eventOf(event: CalendarEvent, next: SignupDate | null): SignupEvent {
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    time: event.time,
    location: event.location,
    ...(event.repeat ? { repeat: event.repeat } : {}),
    signup: event.signup ?? null,
    occurrences: event.occurrences ?? {},
    next,
  };
}

/** GET /api/signups/events: every event, those taking sign-ups first, each with its next date's counts. */
export async function listSignupEvents(): Promise<SignupEvent[]> {
  const events = (await listCalendarEvents()).filter(usable);
  const today = todayInVancouver();
  const listed = await Promise.all(
    events.map(async (event) => {
      const [key] = datesOf(event, today, 1);
      const context = key ? contextFrom(event, key) : null;
      return eventOf(event, context ? await countOf(await readLedger(event.id, key), context) : null);
    }),
  );
  return listed.sort((a, b) => Number(!!b.signup) - Number(!!a.signup) || (a.next?.date ?? '9999').localeCompare(b.next?.date ?? '9999'));
}

async function usableEvent(id: string): Promise<CalendarEvent> {
  const event = await readCalendarEvent(id);
  if (!event || !usable(event)) throw eventNotFound();
  return event;
}

/** GET /api/signups/events/{id}/dates: a page of the event's dates from today (or `from`) with their counts. */
export async function listSignupDates(id: string, query: { from?: string; cursor?: string }): Promise<SignupDatesPage> {
  const event = await usableEvent(id);
  const from = query.cursor ? addDays(query.cursor, 1) : (query.from ?? todayInVancouver());
  const keys = datesOf(event, from, DATES_PER_PAGE + 1);
  const page = keys.slice(0, DATES_PER_PAGE);
  const dates = event.signup
    ? await Promise.all(page.map(async (key) => countOf(await readLedger(id, key), contextFrom(event, key)!)))
    : [];
  return { event: eventOf(event, dates[0] ?? null), dates, nextCursor: keys.length > DATES_PER_PAGE ? page[page.length - 1] : null };
}

async function dateContext(id: string, key: string): Promise<SignupDateContext> {
  const event = await usableEvent(id);
  if (!event.signup) throw badRequest('This event takes no sign-ups: open sign-up first', { open: 'Sign-up is not open for this event' });
  const context = contextFrom(event, key);
  if (!context) throw dateNotFound();
  return context;
}

/** GET /api/signups/events/{id}/dates/{date}: one date's counts. */
export async function readSignupDate(id: string, key: string): Promise<SignupDate> {
  const context = await dateContext(id, key);
  return countOf(await readLedger(id, key), context);
}

/** Normalised as the voter list and the form write names: "ann smith". */
const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** For a general meeting: each sign-up matched to the voter list on the meeting's date, by address, else by name. */
async function standingsOf(context: SignupDateContext, signups: StoredSignup[]): Promise<(id: StoredSignup) => SignupStanding | null> {
  if (!context.event.signup.generalMeeting) return () => null;
  const { voters } = await voterList(context.occurrence.date);
  const emails = new Set(voters.map((v) => (v.email ?? '').toLowerCase()).filter(Boolean));
  const names = new Set(voters.map((v) => nameKey(`${v.firstName} ${v.lastName}`)));
  const standing = new Map(
    signups.map((s) => [s, emails.has(s.email) ? 'good' : names.has(nameKey(s.name)) ? 'good-by-name' : 'not-found'] as const),
  );
  return (signup) => standing.get(signup) ?? null;
}

function rowOf(
  id: string,
  signup: StoredSignup,
  context: SignupDateContext,
  position: number | null,
  standing: SignupStanding | null,
): SignupRow {
  const shift = context.event.signup.shifts.find(
    (s) => s.id === (signup.shiftId ?? (signup.status === 'waiting' ? signup.wantedShiftId : null)),
  );
  return {
    id,
    name: signup.name,
    email: signup.email,
    party: signup.party,
    status: signup.status,
    endReason: signup.endReason,
    shift: shift ? { id: shift.id, label: shift.label } : null,
    createdAt: toIso(signup.createdAt)!,
    confirmedAt: toIso(signup.confirmedAt),
    position,
    offerExpiresAt: toIso(signup.offerExpiresAt),
    attended: signup.attended,
    standing,
  };
}

/** GET .../dates/{date}/people: a page of who signed up, in the order they did (Admin and Super). */
export async function listSignupPeople(id: string, key: string, query: z.output<typeof signupPeopleQuery>): Promise<SignupPeoplePage> {
  const context = await dateContext(id, key);
  const occurrence = occurrenceIdOf(id, key);
  let q = signupsCollection().where('occurrence', '==', occurrence);
  if (query.status) q = q.where('status', '==', query.status);
  if (query.cursor) {
    const last = await signupsCollection().doc(query.cursor).get();
    if (!last.exists || last.get('occurrence') !== occurrence)
      throw badRequest('This page of the list no longer exists; start again from the first page');
    q = q.where('listKey', '>', last.get('listKey'));
  }
  const [snap, waiting] = await Promise.all([
    q
      .orderBy('listKey')
      .limit(query.limit + 1)
      .get(),
    signupsCollection().where('occurrence', '==', occurrence).where('status', '==', 'waiting').get(),
  ]);
  const docs = snap.docs.slice(0, query.limit);
  const positions = waitlistPositions(
    waiting.docs.map((d) => ({ id: d.id, party: 0, since: ((d.get('waitingSince') ?? d.get('createdAt')) as Timestamp).toMillis() })),
  );
  const signups = docs.map((d) => d.data() as StoredSignup);
  const standing = await standingsOf(context, signups);
  return {
    people: docs.map((d, i) => rowOf(d.id, signups[i], context, positions.get(d.id) ?? null, standing(signups[i]))),
    nextCursor: snap.docs.length > query.limit ? docs[docs.length - 1].id : null,
  };
}

/** A new shift's id, from its name: stable from then on, so a sign-up keeps its shift when staff rename it. */
const newShiftId = (label: string) =>
  `${
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 22) || 'shift'
  }-${randomBytes(3).toString('hex')}`;

/** After staff raised a capacity: each coming date of the event with people waiting offers what freed. */
async function offerFreedPlacesOf(event: CalendarEvent, keys?: string[]) {
  const today = todayInVancouver();
  const ledgers = (await occurrencesCollection().where('eventId', '==', event.id).get()).docs.map((d) => d.data() as Ledger);
  for (const ledger of ledgers.filter((l) => l.waiting.signups > 0 && l.key >= addDays(today, -1) && (!keys || keys.includes(l.key)))) {
    const context = contextFrom(event, ledger.key);
    if (context) await offerFreedPlaces(context);
  }
}

/** PUT /api/signups/events/{id}: the event's sign-up; new shifts get their ids. */
export async function saveSignupSettings(actor: PublicUser, id: string, input: z.output<typeof eventSignupInput>) {
  const event = await usableEvent(id);
  const known = new Set((event.signup?.shifts ?? []).map((s) => s.id));
  const shifts: SignupShift[] = input.shifts.map(({ id: shiftId, ...shift }) => ({
    ...shift,
    id: shiftId && known.has(shiftId) ? shiftId : newShiftId(shift.label),
  }));
  const saved = await saveEventSignup(actor, id, { ...input, shifts });
  await offerFreedPlacesOf(saved);
  return eventOf(saved, null);
}

/** DELETE /api/signups/events/{id}: the event takes no more sign-ups, and its form leaves the calendar; the people stay. */
export async function removeSignupSettings(actor: PublicUser, id: string) {
  await usableEvent(id);
  return eventOf(await saveEventSignup(actor, id, null), null);
}

/** PUT .../dates/{date}: one date closed, or given its own capacity. */
export async function saveDateSignup(actor: PublicUser, id: string, key: string, input: OccurrenceSignupInput): Promise<SignupDate> {
  await dateContext(id, key);
  const saved = await saveOccurrenceChange(actor, id, key, (current) => ({
    ...current,
    closed: input.closed || undefined,
    capacity: input.capacity ?? undefined,
  }));
  await offerFreedPlacesOf(saved, [key]);
  return readSignupDate(id, key);
}

/** The change of a date, in the terms it is stored with; refused when it makes no sense. */
function changeOf(input: OccurrenceChangeInput, current: OccurrenceChange, key: string): OccurrenceChange {
  const today = todayInVancouver();
  const sequence = (current.sequence ?? 0) + 1;
  const note = input.note?.trim() || undefined;
  if (current.cancelled) throw badRequest('This date is cancelled: nothing more can change on it', { action: 'This date is cancelled' });
  switch (input.action) {
    case 'move':
      if (input.date < today)
        throw badRequest('A date can only be moved to today or later', { date: 'The new date must be today or later' });
      return {
        ...current,
        movedTo: { date: input.date, time: input.time, ...(input.endTime ? { endTime: input.endTime } : {}) },
        note,
        sequence,
      };
    case 'rain-date':
      if (input.date <= (current.movedTo?.date ?? key)) {
        throw badRequest('A rain date comes after the date it stands in for', {
          date: 'The rain date must be after the date of the event',
        });
      }
      return { ...current, rainDate: { date: input.date, time: input.time }, note, sequence };
    case 'cancel':
      return { ...current, cancelled: true, note, sequence };
  }
}

/**
 * POST .../dates/{date}/changes: staff move, cancel or give a rain date to a date. It is saved on
 * the event (published); the people signed up are told by the domain's reaction to the event's
 * change (reactions.ts).
 */
export async function changeSignupDate(actor: PublicUser, id: string, key: string, input: OccurrenceChangeInput): Promise<SignupDate> {
  await dateContext(id, key);
  await saveOccurrenceChange(actor, id, key, (current) => changeOf(input, current, key));
  return readSignupDate(id, key);
}

async function signupContext(signupId: string): Promise<SignupDateContext> {
  const signup = (await signupsCollection().doc(signupId).get()).data() as StoredSignup | undefined;
  if (!signup) throw notFound('No sign-up with this id');
  const context = await loadContext(signup.eventId, signup.key);
  if (!context) throw notFound('The date of this sign-up is no longer one of its event');
  return context;
}

/** PUT /api/signups/{id}/check-in. */
export async function staffCheckIn(actor: PublicUser, signupId: string, attended: boolean): Promise<void> {
  const stored = await checkIn(await signupContext(signupId), signupId, attended, actor);
  if (!stored) throw badRequest('Only someone coming can be checked in', { attended: 'This sign-up holds no place' });
}

/** POST /api/signups/{id}/cancel: staff end a sign-up; the person is told, and the place goes to the waitlist. */
export async function staffCancelSignup(actor: PublicUser, signupId: string): Promise<void> {
  const outcome = await endSignup(await signupContext(signupId), signupId, {}, 'staff', actor);
  if (!outcome.done) throw badRequest('This sign-up has ended already', { status: 'Already cancelled' });
}

/**
 * POST .../dates/{date}/message: staff's message to the people signed up for a date (those coming,
 * or everyone still signed up), transactional: it is about their own sign-up. Each has their link.
 */
export async function messageSignups(actor: PublicUser, id: string, key: string, input: SignupMessageInput) {
  const context = await dateContext(id, key);
  const statuses = input.audience === 'coming' ? ['confirmed'] : ['confirmed', 'offered', 'waiting'];
  const snap = await signupsCollection().where('occurrence', '==', occurrenceIdOf(id, key)).get();
  const recipients = snap.docs.filter((d) => statuses.includes(d.get('status') as string));
  if (recipients.length === 0) {
    throw badRequest('Nobody would get this message: nobody of this audience is signed up', {
      audience: 'Nobody of this audience is signed up',
    });
  }
  const settings = await readSiteSettings();
  return recordSend(
    actor,
    { kind: 'signup', lane: 'transactional', topic: null, audience: null, subject: input.subject, body: input.body, format: 'text' },
    (sendId) =>
      recipients.map((doc) => {
        const signup = doc.data() as StoredSignup;
        return {
          ...composeMessage(
            {
              subject: input.subject,
              body: { text: input.body, format: 'text' },
              action: { label: `Your sign-up for ${context.event.title}`, url: signupUrl(doc.id, signup) },
            },
            { lane: 'transactional', to: signup.email, recipient: `signups/${doc.id}` },
            settings,
          ),
          sendId,
          idempotencyKey: `send:${sendId}:${doc.id}`,
        };
      }),
  );
}

/**
 * The sign-ups of one e-mail address, with their events (the domain's face for the member portal
 * and a member's "Download my data", docs/signups.md): what is kept about the address, until the
 * retention job deletes it.
 */
export async function signupsOfAddress(email: string): Promise<AddressSignup[]> {
  const snap = await signupsCollection().where('email', '==', email.trim().toLowerCase()).get();
  const events = new Map<string, CalendarEvent | null>();
  const rows: AddressSignup[] = [];
  for (const doc of snap.docs) {
    const signup = doc.data() as StoredSignup;
    if (!events.has(signup.eventId)) events.set(signup.eventId, await readCalendarEvent(signup.eventId));
    const event = events.get(signup.eventId);
    const occurrence = event ? occurrenceOf(event, signup.key) : null;
    rows.push({
      id: doc.id,
      eventId: signup.eventId,
      eventTitle: event?.title ?? '(an event since removed)',
      key: signup.key,
      date: occurrence?.date ?? signup.key,
      time: occurrence?.time ?? '',
      location: event?.location ?? '',
      name: signup.name,
      party: signup.party,
      status: signup.status,
      shift: event?.signup?.shifts.find((s) => s.id === signup.shiftId)?.label ?? null,
      attended: signup.attended,
      createdAt: toIso(signup.createdAt)!,
      link: event ? signupUrl(doc.id, signup) : null,
    });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
