import type { EventAlert, eventInput, eventUpdateInput, eventVisibilityInput } from '@roca/contract';
import type { z } from 'zod';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, itemCollection } from '../../lib/firebase';
import { badRequest, notFound } from '../../lib/http-errors';
import { creationTimes, toIso } from '../../lib/timestamps';
import { type Actor, deleteItem, runStaffTransaction, writeStaffChange } from '../core';

const eventsCollection = () => db.collection(COLLECTIONS.events);

function eventFromDoc(doc: DocumentSnapshot): EventAlert {
  const data = doc.data() ?? {};
  return {
    ...(data as Omit<EventAlert, 'id' | 'createdAt' | 'updatedAt'>),
    id: doc.id,
    createdAt: toIso(data.createdAt) ?? '',
    updatedAt: toIso(data.updatedAt) ?? '',
  };
}

/** Event alerts by date; visitors see only the visible ones. */
export async function listEvents({ includeHidden }: { includeHidden: boolean }): Promise<EventAlert[]> {
  const base = eventsCollection();
  const query = includeHidden ? base : base.where('isVisible', '==', true);
  const snap = await query.get();
  return snap.docs.map(eventFromDoc).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}

/** An event as the contract parsed it: defaults (position 1, visible) already applied. */
type ParsedEvent = z.output<typeof eventInput>;

const eventNotFound = () => notFound('No event with this id');

/** An alert links only to a calendar event that exists (its sign-up form of the alert's date; docs/signups.md). */
async function checkSignupLink(signupEventId: string | undefined) {
  if (!signupEventId) return;
  if (!(await itemCollection('calendarEvent').doc(signupEventId).get()).exists) {
    throw badRequest('The sign-up link names no calendar event', { signupEventId: 'No calendar event has this id' });
  }
}

export async function createEvent(actor: Actor, input: ParsedEvent): Promise<EventAlert> {
  await checkSignupLink(input.signupEventId);
  const ref = eventsCollection().doc();
  await runStaffTransaction(async (tx) => {
    const after = { ...input, ...creationTimes() };
    writeStaffChange(tx, { actor, ref, before: null, after });
  });
  return eventFromDoc(await ref.get());
}

/**
 * PUT /api/events/{id}: the full event, or only `{ isVisible }` from the visibility switch. A
 * field not sent keeps its stored value.
 */
export async function updateEvent(
  actor: Actor,
  id: string,
  changes: z.output<typeof eventUpdateInput> | z.output<typeof eventVisibilityInput>,
): Promise<EventAlert> {
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if ('signupEventId' in changes) await checkSignupLink(changes.signupEventId);
  const ref = eventsCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw eventNotFound();
    writeStaffChange(tx, { actor, ref, before, after: { ...before, ...sent, updatedAt: Timestamp.now() } });
  });
  return eventFromDoc(await ref.get());
}

export const deleteEvent = (actor: Actor, id: string) => deleteItem(actor, eventsCollection().doc(id), eventNotFound);
