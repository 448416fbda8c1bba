import type { ParsedMail } from 'mailparser';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import { DEFAULT_EVENT_SIGNUP, type EventSignupInput } from '@roca/contract/content/event-signup';
import { expandOccurrences } from '@roca/contract/content/recurrence';
import { addDays, todayInVancouver } from '@roca/contract/days';
import type { SignupStatus } from '@roca/contract/signup-choices';
import { COLLECTIONS, db } from '../../functions/src/lib/firebase';
import { callSite } from './front-door';

/**
 * Sign-up to events in tests (docs/signups.md): the form and the link's buttons as a resident's
 * browser posts them through Hosting, and the messages as received.
 */

/** An HTML form's body. */
export function form(fields: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
}

/** Each form from its own client address, as the CDN and Google's front end deliver it (docs/security.md). */
const HOSTING_CDN = '192.0.2.10';
let clients = 0;
export const nextClient = () => `10.35.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

/** POST /signup/request, the calendar's form. */
export const postSignup = (fields: Record<string, string>, client = nextClient()) =>
  callSite('POST', '/signup/request', { ...form(fields), headers: { 'X-Forwarded-For': `${client}, ${HOSTING_CDN}` } });

/** A button of a sign-up's page: POST /signup/{token}/{action}. */
export const pressButton = (link: string, action: 'confirm' | 'accept' | 'cancel' | 'change', fields: Record<string, string> = {}) =>
  callSite('POST', `${link}/${action}`, form(fields));

/** The link of a sign-up's page in a received message, made relative to the site (`/signup/...`). */
export function signupLinkOf(mail: ParsedMail): string {
  const match = /https?:\/\/[^/\s]+(\/signup\/[A-Za-z0-9_.-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`No sign-up link in: ${mail.text}`);
  return match[1];
}

/** A message's calendar file, as a calendar app reads it (ical.js, with its own VTIMEZONE registered); null without one. */
export function calendarFileOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!file) return null;
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { file, method: calendar.getFirstPropertyValue('method'), vevent, event: new ICAL.Event(vevent) };
}

/** The next `count` dates of an event from today (the rule's), for tests that do not care which day it is. */
export const nextDates = (event: Pick<CalendarEvent, 'date' | 'repeat'>, count: number, from = todayInVancouver()) =>
  expandOccurrences(event, { from, to: addDays(from, 400) }, count).dates;

/** A weekly event whose first date is a week from today: every test date is ahead, whatever day the tests run. */
export const weeklyEventInput = (overrides: Partial<CalendarEvent> = {}) => ({
  title: 'Garden work party',
  date: addDays(todayInVancouver(), 7),
  time: '10:00',
  endTime: '12:00',
  location: 'Riverside Community Garden',
  type: 'Community Event',
  description: 'Weeding and planting.',
  repeat: 'FREQ=WEEKLY',
  ...overrides,
});

/** A small event's sign-up: 3 places, a party of up to 4, one shift of one volunteer, the default offer deadline and reminders. */
export const signupSettings = (overrides: Partial<EventSignupInput> = {}): EventSignupInput => ({
  ...DEFAULT_EVENT_SIGNUP,
  capacity: 3,
  partyMax: 4,
  shifts: [{ label: 'Set-up', start: '09:00', end: '10:00', capacity: 1 }],
  ...overrides,
});

/** Stored sign-ups of a date, by status. */
export async function storedSignups(eventId: string, key: string) {
  const snap = await db.collection(COLLECTIONS.signups).where('occurrence', '==', `${eventId}_${key}`).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as { email: string; status: SignupStatus; party: number; name: string }) }));
}

/** A date's ledger as stored (docs/signups.md, "Places and the waitlist"). */
export async function ledgerOf(eventId: string, key: string) {
  return (await db.collection(COLLECTIONS.signupOccurrences).doc(`${eventId}_${key}`).get()).data();
}

/**
 * Stores a confirmed sign-up and its date's ledger directly, as the flow leaves them (for the role
 * matrix, which acts on one without e-mail). Returns its id and its link's secret.
 */
export async function storeConfirmedSignup(eventId: string, key: string, email = 'coming@example.org') {
  const now = Timestamp.now();
  const id = `s-${key}-${email.replace(/[^a-z0-9]/g, '')}`;
  const retainUntil = Timestamp.fromMillis(Date.now() + 400 * 86_400_000);
  const nonce = 'stored-signup-nonce-0001';
  await db
    .collection(COLLECTIONS.signups)
    .doc(id)
    .set({
      eventId,
      key,
      occurrence: `${eventId}_${key}`,
      email,
      name: 'Coming Person',
      party: 2,
      wantedShiftId: null,
      shiftId: null,
      status: 'confirmed',
      endReason: null,
      nonce,
      createdAt: now,
      confirmedAt: now,
      waitingSince: null,
      offeredAt: null,
      offerExpiresAt: null,
      endedAt: null,
      attended: false,
      checkedInAt: null,
      icsSequence: 0,
      retainUntil,
      listKey: `${now.toDate().toISOString()}#${id}`,
    });
  const count = { signups: 1, people: 2 };
  const none = { signups: 0, people: 0 };
  await db
    .collection(COLLECTIONS.signupOccurrences)
    .doc(`${eventId}_${key}`)
    .set({ eventId, key, version: 1, held: 2, coming: count, offered: none, waiting: none, attended: none, shifts: {}, retainUntil });
  return { id, nonce };
}
