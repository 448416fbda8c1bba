import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { addDays, HOUR_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { COLLECTIONS, db } from '../../lib/firebase';
import { auditCollection, removePersonalDataFromAudit } from '../core';
import { inVancouver, readCalendarEvent } from '../content';
import { contextFrom, type SignupDateContext } from './dates';
import { signupsCollection, type StoredSignup } from './ledger';
import { lapseOffer } from './places';
import { sendSignupMessages } from './signup-mail';

/**
 * The scheduled work of sign-up (docs/signups.md; in the list of scheduled jobs): reminders to the
 * people coming, offers that lapse, and retention. Each may run any number of times: a message
 * goes at most once (its outbox idempotency key says what it is about), and a lapse happens once
 * (the ledger reads the offer again).
 */

type Group = { context: SignupDateContext; signups: { id: string; data: StoredSignup }[] };

/** Sign-ups of a state, grouped by their date, each with its context (an event or date since removed is left out). */
async function byDate(docs: QueryDocumentSnapshot[]): Promise<Group[]> {
  const events = new Map<string, Awaited<ReturnType<typeof readCalendarEvent>>>();
  const groups = new Map<string, Group>();
  for (const doc of docs) {
    const data = doc.data() as StoredSignup;
    if (!events.has(data.eventId)) events.set(data.eventId, await readCalendarEvent(data.eventId));
    const group = groups.get(data.occurrence);
    if (group) {
      group.signups.push({ id: doc.id, data });
      continue;
    }
    const context = contextFrom(events.get(data.eventId) ?? null, data.key);
    if (context) groups.set(data.occurrence, { context, signups: [{ id: doc.id, data }] });
  }
  return [...groups.values()];
}

/**
 * Reminders (the event's settings, e.g. 3 days before at 9:00 and the morning of the day): to the
 * people coming, never to the waitlist or an offer, from the moment each is due until the date
 * starts; someone who confirmed after a reminder's moment gets only the later ones. Returns how
 * many it queued (or found queued already).
 */
export async function sendSignupReminders(now = new Date()): Promise<number> {
  const groups = await byDate((await signupsCollection().where('status', '==', 'confirmed').get()).docs);
  const messages = groups.flatMap(({ context, signups }) => {
    const { occurrence, startsAt } = context;
    if (occurrence.cancelled || now.getTime() >= startsAt) return [];
    return context.event.signup.reminders.flatMap((reminder) => {
      const dueAt = inVancouver(addDays(occurrence.date, -reminder.daysBefore), reminder.time).toMillis();
      if (now.getTime() < dueAt) return [];
      return signups
        .filter(({ data }) => (data.confirmedAt?.toMillis() ?? 0) <= dueAt)
        .map(({ id, data }) => ({
          kind: 'reminder' as const,
          id,
          signup: data,
          occurrence,
          // The reminder and the date it is for: a date moved gets its reminders again.
          key: `${reminder.daysBefore}d${reminder.time}:${occurrence.date}T${occurrence.time}`,
        }));
    });
  });
  await sendSignupMessages(messages);
  return messages.length;
}

/**
 * Offers: each past its deadline lapses, and its place is offered to the next person waiting. The
 * message of each offer still open is queued again, which finds it queued (its key): so an offer
 * whose message was lost with a crashed request is still told. Returns how many lapsed.
 */
export async function runOfferDeadlines(now = new Date()): Promise<number> {
  const groups = await byDate((await signupsCollection().where('status', '==', 'offered').get()).docs);
  let lapsed = 0;
  const open: Parameters<typeof sendSignupMessages>[0] = [];
  for (const { context, signups } of groups) {
    for (const { id, data } of signups) {
      if ((data.offerExpiresAt?.toMillis() ?? 0) <= now.getTime()) {
        if (await lapseOffer(context, id, now)) lapsed++;
      } else {
        open.push({ kind: 'offered', id, signup: data, occurrence: context.occurrence, key: String(data.offeredAt?.toMillis()) });
      }
    }
  }
  await sendSignupMessages(open);
  return lapsed;
}

/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;

async function deleteAll(docs: QueryDocumentSnapshot[]) {
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + BATCH_SIZE)) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** What the audit log says of a sign-up once its personal data is removed. */
const REMOVED_SIGNUP_LABEL = 'A sign-up (personal data removed)';

/**
 * Retention (docs/signups.md, "Personal data"): sign-ups are deleted LIMITS.signupRetentionDays
 * after their date (with their dates' counts and changes), a sign-up never confirmed after
 * LIMITS.signupConfirmHours, and the audit log's entries about deleted sign-ups lose the personal
 * data they hold. Daily; returns how many sign-ups it deleted.
 */
export async function forgetOldSignups(now = new Date()): Promise<number> {
  const at = Timestamp.fromDate(now);
  const [expired, unconfirmed, ledgers, changes] = await Promise.all([
    signupsCollection().where('retainUntil', '<', at).get(),
    signupsCollection().where('status', '==', 'unconfirmed').get(),
    db.collection(COLLECTIONS.signupOccurrences).where('retainUntil', '<', at).get(),
    db.collection(COLLECTIONS.signupChanges).where('retainUntil', '<', at).get(),
  ]);
  const stale = unconfirmed.docs.filter(
    (d) => (d.get('createdAt') as Timestamp).toMillis() < now.getTime() - LIMITS.signupConfirmHours * HOUR_MS,
  );
  const signups = [...new Map([...expired.docs, ...stale].map((d) => [d.id, d])).values()];
  await deleteAll([...signups, ...ledgers.docs, ...changes.docs]);
  const entries = await auditCollection().where('itemType', '==', 'signup').get();
  const live = new Set((await signupsCollection().select().get()).docs.map((d) => d.id));
  await removePersonalDataFromAudit(
    entries.docs.filter((e) => !e.get('personalDataRemovedAt') && !live.has(e.get('itemId') as string)),
    REMOVED_SIGNUP_LABEL,
    now,
  );
  return signups.length;
}
