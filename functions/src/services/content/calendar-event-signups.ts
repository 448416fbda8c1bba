import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import type { EventSignup, OccurrenceChange } from '@roca/contract/content/event-signup';
import { notFound } from '../../lib/http-errors';
import { runStaffTransaction, writeStaffChange, type Actor } from '../core';
import { calendarEventsCollection, ensureSiteContentSeeded, itemFromDoc } from './site-content';

/**
 * The parts of a calendar event the Sign-up screen sets (docs/signups.md): its sign-up, and the
 * dates staff closed, gave another capacity, moved, cancelled or gave a rain date. They are the
 * event's content, since /calendar and /calendar.ics show them: each save is a staff change of the
 * event (audited, and republished). Who signed up is the signups domain's, never stored here.
 */

const eventNotFound = () => notFound('No calendar event with this id');

/** One calendar event as the API answers it, or null. */
export async function readCalendarEvent(id: string): Promise<CalendarEvent | null> {
  await ensureSiteContentSeeded();
  const snap = await calendarEventsCollection().doc(id).get();
  return snap.exists ? itemFromDoc<CalendarEvent>(snap) : null;
}

/** Writes one field of the event as a staff change; returns the event as stored. */
async function saveEventField(actor: Actor, id: string, change: (before: DocumentData) => Record<string, unknown>) {
  const ref = calendarEventsCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw eventNotFound();
    writeStaffChange(tx, { actor, ref, before, after: { ...before, ...change(before), updatedAt: Timestamp.now() } });
  });
  return itemFromDoc<CalendarEvent>(await ref.get());
}

/** The event's sign-up (null: it takes none). */
export const saveEventSignup = (actor: Actor, id: string, signup: EventSignup | null) => saveEventField(actor, id, () => ({ signup }));

/**
 * One date's change, made from what is stored (`change` gets the date's current state). A date
 * whose change leaves nothing is dropped from the event.
 */
export const saveOccurrenceChange = (actor: Actor, id: string, key: string, change: (current: OccurrenceChange) => OccurrenceChange) =>
  saveEventField(actor, id, (before) => {
    const occurrences = { ...((before.occurrences as Record<string, OccurrenceChange> | null) ?? {}) };
    const next = Object.fromEntries(Object.entries(change(occurrences[key] ?? {})).filter(([, value]) => value !== undefined));
    if (Object.keys(next).length === 0) delete occurrences[key];
    else occurrences[key] = next;
    return { occurrences: Object.keys(occurrences).length ? occurrences : null };
  });
