import type { DocumentData } from 'firebase-admin/firestore';
import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import type { OccurrenceChange } from '@roca/contract/content/event-signup';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { db } from '../../lib/firebase';
import { isBlank } from '../../lib/storable';
import { contextFrom, retentionOf, type SignupDateContext } from './dates';
import { occurrenceIdOf, occurrencesCollection, signupsCollection, type Ledger, type StoredSignup } from './ledger';
import { sendSignupMessages } from './signup-mail';

/**
 * What the people signed up are told when staff change an event (docs/signups.md, "What people
 * receive"): a date moved, given a rain date or cancelled on the Sign-up screen; the event's time,
 * place or title changed on the Calendar events screen; the event deleted. Everyone still signed
 * up for a coming date gets an e-mail; those coming or offered a place get the calendar file again,
 * one SEQUENCE higher (a cancellation: METHOD:CANCEL), so their calendars follow.
 */

/** The fields of an event whose change moves its dates in people's calendars. */
const TIMING = ['title', 'time', 'endTime', 'location'] as const;

const eventOf = (id: string, data: DocumentData): CalendarEvent =>
  ({ id, ...Object.fromEntries(Object.entries(data).filter(([, value]) => !isBlank(value))) }) as CalendarEvent;

const sequenceOf = (data: DocumentData | null, key: string) =>
  ((data?.occurrences as Record<string, OccurrenceChange> | null)?.[key]?.sequence ?? 0) as number;

/** Tells everyone still signed up for one date; `change` names the change in the messages' keys. */
async function tellDate(context: SignupDateContext, kind: 'date-changed' | 'date-cancelled', change: string) {
  const snap = await signupsCollection().where('occurrence', '==', occurrenceIdOf(context.event.id, context.occurrence.key)).get();
  const told = snap.docs.filter((d) => ['confirmed', 'offered', 'waiting'].includes(d.get('status') as string));
  const retainUntil = retentionOf(context.occurrence);
  const updated = await Promise.all(
    told.map((doc) =>
      db.runTransaction(async (tx) => {
        const signup = (await tx.get(doc.ref)).data() as StoredSignup;
        // Only the calendar file's sequence and the retention change: the date's counts stay as they are.
        const after = { ...signup, icsSequence: signup.icsSequence + (signup.status === 'waiting' ? 0 : 1), retainUntil };
        tx.update(doc.ref, { icsSequence: after.icsSequence, retainUntil });
        return { id: doc.id, signup: after };
      }),
    ),
  );
  await sendSignupMessages(updated.map(({ id, signup }) => ({ kind, id, signup, occurrence: context.occurrence, key: change })));
}

/** After a stored change of a calendar event (the domain's reaction, reactions.ts). */
export async function tellChangedDates(id: string, before: DocumentData | null, after: DocumentData | null) {
  if (!before) return;
  const today = todayInVancouver();
  // The dates with people signed up, from yesterday on (a date moved back by a day still counts).
  const dates = (await occurrencesCollection().where('eventId', '==', id).get()).docs
    .map((doc) => doc.data() as Ledger)
    .filter((l) => l.key >= addDays(today, -1) && l.coming.signups + l.offered.signups + l.waiting.signups > 0)
    .map((l) => l.key);
  if (!after) {
    const event = eventOf(id, before);
    for (const key of dates) {
      const context = contextFrom(event, key);
      if (context) await tellDate(context, 'date-cancelled', 'event-deleted');
    }
    return;
  }
  const event = eventOf(id, after);
  const timingChanged = TIMING.some((field) => (before[field] ?? '') !== (after[field] ?? ''));
  for (const key of dates) {
    const context = contextFrom(event, key);
    if (!context) continue;
    const sequence = sequenceOf(after, key);
    if (sequence > sequenceOf(before, key)) {
      await tellDate(context, context.occurrence.cancelled ? 'date-cancelled' : 'date-changed', `change-${sequence}`);
    } else if (timingChanged && !context.occurrence.cancelled) {
      await tellDate(context, 'date-changed', `event-${after.updatedAt?.toMillis?.() ?? Date.now()}`);
    }
  }
}
