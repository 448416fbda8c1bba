import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { SignupCount } from '@roca/contract/signups';
import type { SignupEndReason, SignupStatus } from '@roca/contract/signup-choices';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { runStaffTransaction, writeStaffChange, type Actor } from '../core';

/**
 * Where each date's sign-ups are counted, and the one way they change (docs/signups.md, "Places
 * and the waitlist"; docs/decisions/020).
 *
 * `signups/{id}`: one person's sign-up for one date (the id is the hash of the date and the
 * address, so an address signs up once per date). `signupOccurrences/{event}_{date}`: the date's
 * ledger, the people holding places, waiting, offered and checked in, and the volunteers per
 * shift, with a version. Every change of a date's sign-ups runs in `runLedger`: it reads the
 * ledger and what it needs, decides (waitlist.ts), and writes the sign-ups and the new ledger with
 * the next version, after first creating `signupChanges/{ledger}-{version}`.
 *
 * That create is the guard. Firestore serialises transactions that read the ledger; the local
 * Node emulator does not isolate them at all, but it refuses a second create of one document, and
 * it applies a commit's writes in order, stopping at the first that fails (docs/decisions/001).
 * So of two changes that read the same version, only the first commits anything; the other finds
 * the version taken and runs again on what the first wrote. No date is ever overfilled, locally
 * as in production.
 */
export const signupsCollection = () => db.collection(COLLECTIONS.signups);
export const occurrencesCollection = () => db.collection(COLLECTIONS.signupOccurrences);
const changesCollection = () => db.collection(COLLECTIONS.signupChanges);

/** A date's ledger id: the event and the date its repeat rule gives. */
export const occurrenceIdOf = (eventId: string, key: string) => `${eventId}_${key}`;

/** A sign-up as stored: every field, blank ones as null (the emulator's `set` keeps fields left out). */
export type StoredSignup = {
  eventId: string;
  key: string;
  occurrence: string;
  email: string;
  name: string;
  party: number;
  /** The shift asked for; `shiftId` is the one held, only while the sign-up holds a place. */
  wantedShiftId: string | null;
  shiftId: string | null;
  status: SignupStatus;
  endReason: SignupEndReason | null;
  /** The link's secret: a new sign-up from the same address for the same date gets a new one. */
  nonce: string;
  createdAt: Timestamp;
  confirmedAt: Timestamp | null;
  /** The waitlist's order: when the sign-up joined it. */
  waitingSince: Timestamp | null;
  offeredAt: Timestamp | null;
  offerExpiresAt: Timestamp | null;
  endedAt: Timestamp | null;
  attended: boolean;
  checkedInAt: Timestamp | null;
  /** The SEQUENCE of the last calendar file sent for it: each update goes out higher. */
  icsSequence: number;
  /** When the retention job deletes it (docs/signups.md, "Personal data"). */
  retainUntil: Timestamp;
  /** The staff list's order, and its cursor: when it was made, then its id, in one string. */
  listKey: string;
};

export type Ledger = {
  eventId: string;
  key: string;
  version: number;
  /** People holding places: coming and offered. */
  held: number;
  coming: SignupCount;
  offered: SignupCount;
  waiting: SignupCount;
  attended: SignupCount;
  /** Volunteers holding each shift. */
  shifts: Record<string, number>;
  retainUntil: Timestamp;
};

const none = (): SignupCount => ({ signups: 0, people: 0 });

const emptyLedger = (eventId: string, key: string, retainUntil: Timestamp): Ledger => ({
  eventId,
  key,
  version: 0,
  held: 0,
  coming: none(),
  offered: none(),
  waiting: none(),
  attended: none(),
  shifts: {},
  retainUntil,
});

/** Adds (sign +1) or takes away (-1) what one sign-up counts for in its date's ledger. */
function count(ledger: Ledger, signup: StoredSignup | null, sign: 1 | -1) {
  if (!signup) return;
  const add = (c: SignupCount) => ({ signups: c.signups + sign, people: c.people + sign * signup.party });
  if (signup.status === 'confirmed') ledger.coming = add(ledger.coming);
  if (signup.status === 'offered') ledger.offered = add(ledger.offered);
  if (signup.status === 'waiting') ledger.waiting = add(ledger.waiting);
  if (signup.status === 'confirmed' || signup.status === 'offered') {
    ledger.held += sign * signup.party;
    if (signup.shiftId) ledger.shifts[signup.shiftId] = (ledger.shifts[signup.shiftId] ?? 0) + sign;
  }
  if (signup.status === 'confirmed' && signup.attended) ledger.attended = add(ledger.attended);
}

/** One sign-up's change: as it was (null: new) and as it becomes. */
export type SignupWrite = { ref: DocumentReference; before: StoredSignup | null; after: StoredSignup };

/** What a change reads first and then decides: the sign-ups it writes, and what it answers. */
export type LedgerPlan<T> = { writes: SignupWrite[]; result: T };

/** Times a change runs again after another took its version; far more than 20 racing sign-ups need. */
const MAX_ATTEMPTS = 200;

/**
 * Runs one change of a date's sign-ups (see above). `plan` reads what it needs in `tx` (all
 * reads come before any write), given the ledger as it stands, and returns the sign-ups to write.
 * With `actor`, the change is a staff change: each sign-up's write goes through the audit log.
 */
export async function runLedger<T>(
  target: { eventId: string; key: string; retainUntil: Timestamp },
  plan: (tx: Transaction, ledger: Ledger) => Promise<LedgerPlan<T>>,
  actor?: Actor,
): Promise<T> {
  const ref = occurrencesCollection().doc(occurrenceIdOf(target.eventId, target.key));
  const run = actor ? runStaffTransaction : <R>(work: (tx: Transaction) => Promise<R>) => db.runTransaction(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(async (tx) => {
        const stored = (await tx.get(ref)).data() as Ledger | undefined;
        const ledger = stored ?? emptyLedger(target.eventId, target.key, target.retainUntil);
        const { writes, result } = await plan(tx, ledger);
        if (writes.length === 0) return result;
        const next: Ledger = { ...ledger, shifts: { ...ledger.shifts }, version: ledger.version + 1, retainUntil: target.retainUntil };
        for (const write of writes) {
          count(next, write.before, -1);
          count(next, write.after, 1);
        }
        // First of the commit's writes: the guard above.
        tx.create(changesCollection().doc(`${ref.id}-${next.version}`), {
          occurrence: ref.id,
          version: next.version,
          at: Timestamp.now(),
          changes: writes.map((w) => ({ signup: w.ref.id, from: w.before?.status ?? null, to: w.after.status })),
          retainUntil: target.retainUntil,
        });
        for (const write of writes) {
          if (actor) writeStaffChange(tx, { actor, ref: write.ref, before: write.before, after: write.after });
          else tx.set(write.ref, write.after);
        }
        tx.set(ref, next);
        return result;
      });
    } catch (err) {
      if (!isAlreadyExists(err) || attempt >= MAX_ATTEMPTS) throw err;
      // Another change took this version: read again after a moment (jittered, so racers spread out).
      await sleep(2 + Math.random() * 8 * Math.min(attempt, 10));
    }
  }
}

/** The ledger of a date as it stands (counts for the staff screens), or an empty one. */
export async function readLedger(eventId: string, key: string): Promise<Ledger> {
  const snap = await occurrencesCollection().doc(occurrenceIdOf(eventId, key)).get();
  return (snap.data() as Ledger | undefined) ?? emptyLedger(eventId, key, Timestamp.now());
}
