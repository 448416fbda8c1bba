import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { SignupEndReason } from '@roca/contract/signup-choices';
import type { Actor } from '../core';
import { availabilityOf, type SignupDateContext } from './dates';
import { occurrenceIdOf, runLedger, signupsCollection, type Ledger, type SignupWrite, type StoredSignup } from './ledger';
import { sendSignupMessages, type SignupMessageKind } from './signup-mail';
import { freePlaces, offerDeadline, partiesForFreePlaces, placeFor, shiftHasRoom, waitlistOrder } from './waitlist';

/**
 * What happens to places (docs/signups.md, "Places and the waitlist"): a confirmation takes a
 * place or joins the waitlist; a cancellation, a declined or lapsed offer, a smaller party or a
 * higher capacity frees places, which go to the waitlist in its order, as an offer with a deadline
 * or (when the event promotes automatically) at once. Each runs in the date's ledger (ledger.ts);
 * the messages it leads to are queued once it is stored, each once by its key, so the person
 * promoted is always told.
 */

type Found = { ref: DocumentReference; data: StoredSignup };
type Message = { kind: SignupMessageKind; id: string; signup: StoredSignup; key: string; position?: number; hadPlace?: boolean };

async function readSignup(tx: Transaction, id: string): Promise<Found | null> {
  const ref = signupsCollection().doc(id);
  const data = (await tx.get(ref)).data() as StoredSignup | undefined;
  return data ? { ref, data } : null;
}

/** The shift a sign-up gets with its place: the one it asked for while it has room, else none. */
function shiftFor(context: SignupDateContext, shifts: Record<string, number>, wanted: string | null): string | null {
  const shift = context.event.signup.shifts.find((s) => s.id === wanted);
  return shift && shiftHasRoom(shift.capacity, shifts[shift.id] ?? 0) ? shift.id : null;
}

const ms = (t: Timestamp) => t.toMillis();

/**
 * After `writes`, gives the free places to the waitlist: each party that fits, in the list's
 * order, gets an offer until the deadline (or, promoting automatically, the place). Nothing for a
 * date that no longer takes people (cancelled, or under way).
 */
async function fillFreePlaces(
  tx: Transaction,
  context: SignupDateContext,
  ledger: Ledger,
  writes: SignupWrite[],
  now: Timestamp,
): Promise<{ writes: SignupWrite[]; messages: Message[] }> {
  if (context.occurrence.cancelled) return { writes: [], messages: [] };
  let held = ledger.held;
  const shifts = { ...ledger.shifts };
  const changed = new Map(writes.map((w) => [w.ref.id, w.after]));
  for (const w of writes) {
    for (const [state, sign] of [
      [w.before, -1],
      [w.after, 1],
    ] as const) {
      if (state && (state.status === 'confirmed' || state.status === 'offered')) {
        held += sign * state.party;
        if (state.shiftId) shifts[state.shiftId] = (shifts[state.shiftId] ?? 0) + sign;
      }
    }
  }
  if (freePlaces(context.capacity, held) === 0) return { writes: [], messages: [] };
  const deadline = offerDeadline(now.toMillis(), context.event.signup.offerHours, context.startsAt);
  if (deadline === null) return { writes: [], messages: [] };
  const snap = await tx.get(
    signupsCollection()
      .where('occurrence', '==', occurrenceIdOf(context.event.id, context.occurrence.key))
      .where('status', '==', 'waiting'),
  );
  const waiting = snap.docs
    .filter((doc) => !changed.has(doc.id))
    .map((doc) => ({ id: doc.id, ref: doc.ref, data: doc.data() as StoredSignup }))
    .map((w) => ({ ...w, party: w.data.party, since: ms(w.data.waitingSince ?? w.data.createdAt) }));
  const chosen = partiesForFreePlaces(context.capacity, held, waiting);
  const promote = context.event.signup.autoPromote;
  const filled = chosen.map((w) => {
    const shiftId = shiftFor(context, shifts, w.data.wantedShiftId);
    if (shiftId) shifts[shiftId] = (shifts[shiftId] ?? 0) + 1;
    const after: StoredSignup = promote
      ? { ...w.data, status: 'confirmed', shiftId, confirmedAt: now, retainUntil: context.retainUntil }
      : {
          ...w.data,
          status: 'offered',
          shiftId,
          offeredAt: now,
          offerExpiresAt: Timestamp.fromMillis(deadline),
          retainUntil: context.retainUntil,
        };
    return { ref: w.ref, before: w.data, after };
  });
  return {
    writes: filled,
    messages: filled.map((w) => ({
      kind: promote ? 'promoted' : 'offered',
      id: w.ref.id,
      signup: w.after,
      key: String(ms(now)),
    })),
  };
}

/** Runs a change of one date's places and sends its messages once it is stored. */
async function changePlaces<T>(
  context: SignupDateContext,
  plan: (tx: Transaction, ledger: Ledger, now: Timestamp) => Promise<{ writes: SignupWrite[]; messages: Message[]; result: T }>,
  { actor, at }: { actor?: Actor; at?: Date } = {},
): Promise<T> {
  const outcome = await runLedger(
    { eventId: context.event.id, key: context.occurrence.key, retainUntil: context.retainUntil },
    async (tx, ledger) => {
      const now = at ? Timestamp.fromDate(at) : Timestamp.now();
      const own = await plan(tx, ledger, now);
      const filled = await fillFreePlaces(tx, context, ledger, own.writes, now);
      return { writes: [...own.writes, ...filled.writes], result: { result: own.result, messages: [...own.messages, ...filled.messages] } };
    },
    actor,
  );
  await sendSignupMessages(outcome.messages.map((m) => ({ ...m, occurrence: context.occurrence })));
  return outcome.result;
}

/** What a link's button did: the sign-up afterwards, or why nothing changed. */
export type LinkOutcome =
  | { done: true; signup: StoredSignup; id: string }
  | { done: false; reason: 'not-valid' | 'not-now' | 'closed' | 'full' | 'shift-full'; signup?: StoredSignup; id?: string };

const notValid: LinkOutcome = { done: false, reason: 'not-valid' };

/** Where a sign-up stands in the waitlist, once stored (1 is next). */
export async function waitlistPosition(context: SignupDateContext, id: string): Promise<number | null> {
  const snap = await signupsCollection()
    .where('occurrence', '==', occurrenceIdOf(context.event.id, context.occurrence.key))
    .where('status', '==', 'waiting')
    .get();
  const order = waitlistOrder(
    snap.docs.map((d) => ({ id: d.id, since: ms((d.get('waitingSince') ?? d.get('createdAt')) as Timestamp), party: 0 })),
  );
  const index = order.findIndex((w) => w.id === id);
  return index === -1 ? null : index + 1;
}

/**
 * The link's "Confirm my sign-up" (POST): a place when the party fits what is free, else the
 * waitlist. A date that stopped taking sign-ups since the form was sent refuses it.
 */
export async function confirmPlace(context: SignupDateContext, id: string, nonce: string): Promise<LinkOutcome> {
  if (availabilityOf(context) !== 'open') return { done: false, reason: 'closed' };
  const outcome = await changePlaces(context, async (tx, ledger, now) => {
    const found = await readSignup(tx, id);
    if (!found || found.data.nonce !== nonce) return { writes: [], messages: [], result: notValid };
    if (found.data.status !== 'unconfirmed')
      return { writes: [], messages: [], result: { done: false, reason: 'not-now', signup: found.data, id } as LinkOutcome };
    const status = placeFor(context.capacity, ledger.held, found.data.party);
    const after: StoredSignup = {
      ...found.data,
      status,
      confirmedAt: status === 'confirmed' ? now : null,
      waitingSince: status === 'waiting' ? now : null,
      shiftId: status === 'confirmed' ? shiftFor(context, ledger.shifts, found.data.wantedShiftId) : null,
      retainUntil: context.retainUntil,
    };
    return {
      writes: [{ ref: found.ref, before: found.data, after }],
      messages: status === 'confirmed' ? [{ kind: 'confirmed', id, signup: after, key: 'first' }] : [],
      result: { done: true, signup: after, id } as LinkOutcome,
    };
  });
  // The waitlist's message says the person's place in it, which is known once stored.
  if (outcome.done && outcome.signup.status === 'waiting') {
    const position = (await waitlistPosition(context, id)) ?? 1;
    await sendSignupMessages([{ kind: 'waiting', id, signup: outcome.signup, key: 'first', position, occurrence: context.occurrence }]);
  }
  return outcome;
}

/** Ends a sign-up (its link's "Cancel", a declined offer, staff); its place goes to the waitlist. */
export async function endSignup(
  context: SignupDateContext,
  id: string,
  check: { nonce?: string },
  reason: Extract<SignupEndReason, 'cancelled' | 'staff'>,
  actor?: Actor,
): Promise<LinkOutcome> {
  return changePlaces(
    context,
    async (tx, _ledger, now) => {
      const found = await readSignup(tx, id);
      if (!found || (check.nonce !== undefined && found.data.nonce !== check.nonce)) return { writes: [], messages: [], result: notValid };
      if (found.data.status === 'cancelled')
        return { writes: [], messages: [], result: { done: false, reason: 'not-now', signup: found.data, id } as LinkOutcome };
      const wasComing = found.data.status === 'confirmed';
      const endReason: SignupEndReason = reason === 'staff' ? 'staff' : found.data.status === 'offered' ? 'declined' : 'cancelled';
      const after: StoredSignup = {
        ...found.data,
        status: 'cancelled',
        endReason,
        shiftId: null,
        endedAt: now,
        // The calendar file that takes it out goes one higher than the last that put it in.
        icsSequence: found.data.icsSequence + (wasComing ? 1 : 0),
      };
      // Someone coming gets the file that takes it out of their calendar; staff's ending is always told.
      const told = reason === 'staff' ? found.data.status !== 'unconfirmed' : wasComing;
      const kind = reason === 'staff' ? 'staff-cancelled' : 'cancelled';
      return {
        writes: [{ ref: found.ref, before: found.data, after }],
        messages: told ? [{ kind, id, signup: after, key: String(ms(now)), hadPlace: wasComing } as Message] : [],
        result: { done: true, signup: after, id } as LinkOutcome,
      };
    },
    { actor },
  );
}

/** The link's "Accept the place" (POST) on an offer still held: the place is theirs. */
export async function acceptOffer(context: SignupDateContext, id: string, nonce: string): Promise<LinkOutcome> {
  return changePlaces(context, async (tx, _ledger, now) => {
    const found = await readSignup(tx, id);
    if (!found || found.data.nonce !== nonce) return { writes: [], messages: [], result: notValid };
    const offer = found.data.offerExpiresAt;
    if (found.data.status !== 'offered' || !offer || ms(offer) <= ms(now)) {
      return { writes: [], messages: [], result: { done: false, reason: 'not-now', signup: found.data, id } as LinkOutcome };
    }
    const after: StoredSignup = { ...found.data, status: 'confirmed', confirmedAt: now, offerExpiresAt: null };
    return {
      writes: [{ ref: found.ref, before: found.data, after }],
      messages: [{ kind: 'confirmed', id, signup: after, key: `accepted-${ms(now)}` }],
      result: { done: true, signup: after, id } as LinkOutcome,
    };
  });
}

/** An offer past its deadline (at `at`, the job's time): the sign-up ends, the person is told, and the place goes to the next. */
export async function lapseOffer(context: SignupDateContext, id: string, at = new Date()): Promise<boolean> {
  return changePlaces(
    context,
    async (tx, _ledger, now) => {
      const found = await readSignup(tx, id);
      const offer = found?.data.offerExpiresAt;
      if (!found || found.data.status !== 'offered' || !offer || ms(offer) > ms(now)) return { writes: [], messages: [], result: false };
      const after: StoredSignup = { ...found.data, status: 'cancelled', endReason: 'offer-expired', shiftId: null, endedAt: now };
      return {
        writes: [{ ref: found.ref, before: found.data, after }],
        messages: [{ kind: 'offer-expired', id, signup: after, key: String(ms(offer)) }],
        result: true,
      };
    },
    { at },
  );
}

/**
 * The link's change form: another party size or shift. A larger party needs the places free; a
 * smaller one frees places for the waitlist. A waiting sign-up changes what it asks for.
 */
export async function changeSignup(
  context: SignupDateContext,
  id: string,
  nonce: string,
  change: { party: number; shift: string },
): Promise<LinkOutcome> {
  return changePlaces(context, async (tx, ledger, now) => {
    const found = await readSignup(tx, id);
    if (!found || found.data.nonce !== nonce) return { writes: [], messages: [], result: notValid };
    const before = found.data;
    const keep = (reason: 'not-now' | 'full' | 'shift-full') => ({
      writes: [],
      messages: [],
      result: { done: false, reason, signup: before, id } as LinkOutcome,
    });
    if (before.status !== 'confirmed' && before.status !== 'waiting') return keep('not-now');
    const wanted = change.shift || null;
    const unchanged =
      change.party === before.party && wanted === before.wantedShiftId && (before.status === 'waiting' || wanted === before.shiftId);
    if (unchanged) return keep('not-now');
    let shiftId = before.shiftId;
    if (before.status === 'confirmed') {
      if (change.party - before.party > freePlaces(context.capacity, ledger.held)) return keep('full');
      if (wanted !== before.shiftId) {
        const others = { ...ledger.shifts, ...(before.shiftId ? { [before.shiftId]: (ledger.shifts[before.shiftId] ?? 1) - 1 } : {}) };
        shiftId = shiftFor(context, others, wanted);
        if (wanted && !shiftId) return keep('shift-full');
      }
    }
    const after: StoredSignup = {
      ...before,
      party: change.party,
      wantedShiftId: wanted,
      shiftId,
      icsSequence: before.icsSequence + (before.status === 'confirmed' ? 1 : 0),
    };
    return {
      writes: [{ ref: found.ref, before, after }],
      messages: [{ kind: 'changed', id, signup: after, key: String(ms(now)) }],
      result: { done: true, signup: after, id } as LinkOutcome,
    };
  });
}

/** After staff raised a date's capacity (or the event's): the places it freed go to the waitlist. */
export async function offerFreedPlaces(context: SignupDateContext): Promise<void> {
  await changePlaces(context, async () => ({ writes: [], messages: [], result: undefined }));
}

/** Staff check a person in (or undo it): only someone coming can be checked in. */
export async function checkIn(context: SignupDateContext, id: string, attended: boolean, actor: Actor): Promise<StoredSignup | null> {
  return changePlaces(
    context,
    async (tx, _ledger, now) => {
      const found = await readSignup(tx, id);
      if (!found || found.data.status !== 'confirmed' || found.data.attended === attended) {
        return { writes: [], messages: [], result: found?.data.status === 'confirmed' ? found.data : null };
      }
      const after: StoredSignup = { ...found.data, attended, checkedInAt: attended ? now : null };
      return { writes: [{ ref: found.ref, before: found.data, after }], messages: [], result: after };
    },
    { actor },
  );
}
