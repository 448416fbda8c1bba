import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HOUR_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import type { SignupForm, SignupFormField } from '@roca/contract/signups';
import { sha256Hex } from '../../lib/sha256';
import { availabilityOf, type SignupDateContext } from './dates';
import { db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { occurrenceIdOf, readLedger, signupsCollection, type StoredSignup } from './ledger';
import { mayMailFromForm } from '../mail';
import { sendSignupMessages } from './signup-mail';
import { shiftHasRoom } from './waitlist';

/**
 * The sign-up form (POST /signup/request, docs/signups.md): a valid form stores an unconfirmed sign-up and
 * e-mails its link; the place is taken only when the link's button is pressed (places.ts), so an
 * address nobody reads never holds one. One sign-up per address per date: its id is the hash of
 * both, so two forms racing for one address meet on one document.
 */

/** One document per address and date, whoever posts it. */
const signupIdOf = (eventId: string, key: string, email: string) =>
  `s${sha256Hex(`${occurrenceIdOf(eventId, key)}|${email.toLowerCase()}`).slice(0, 40)}`;

export type FormRefusal = Partial<Record<SignupFormField, string>>;

const AVAILABILITY_MESSAGES = {
  'no-signup': 'This event takes no sign-ups',
  closed: 'Sign-up for this date is closed',
  cancelled: 'This date is cancelled',
  past: 'This date has passed: sign-up ends when it starts',
} as const;

/** What the stored event refuses of a form the contract accepted: the date, the party, the shift. */
export async function formRefusal(form: SignupForm, context: SignupDateContext | null): Promise<FormRefusal | null> {
  if (!context) return { date: 'This event has no sign-up on this date' };
  const availability = availabilityOf(context);
  if (availability !== 'open') return { date: AVAILABILITY_MESSAGES[availability] };
  const { signup } = context.event;
  const errors: FormRefusal = {};
  if (form.party > signup.partyMax) errors.party = `Party size must be at most ${signup.partyMax} for this event`;
  if (form.shift) {
    const shift = signup.shifts.find((s) => s.id === form.shift);
    if (!shift) errors.shift = 'Choose one of the shifts';
    else if (!shiftHasRoom(shift.capacity, (await readLedger(context.event.id, context.occurrence.key)).shifts[shift.id] ?? 0)) {
      errors.shift = `The ${shift.label} shift is full: choose another, or none`;
    }
  }
  return Object.keys(errors).length ? errors : null;
}

const DUPLICATE: FormRefusal = {
  email: 'This address is already signed up for this date. Use the link in the e-mail we sent it to change or cancel.',
};

/** Whether a stored sign-up stands in the way of a new one from its address: one that ended, or never confirmed in time, does not. */
function stillStands(stored: StoredSignup, now: number) {
  if (stored.status === 'cancelled') return false;
  return !(stored.status === 'unconfirmed' && stored.createdAt.toMillis() < now - LIMITS.signupConfirmHours * HOUR_MS);
}

/**
 * Stores the sign-up and queues its confirmation link; or refuses a second one from the same
 * address for the date. A filled honeypot (a bot) stores and sends nothing, and gets the same
 * answer; so does a form whose link the public forms' mail may not send now (mayMailFromForm: the
 * same mailbox asked for this date within minutes, with another +tag say; a suppressed address;
 * the forms' caps reached).
 */
export async function requestSignup(form: SignupForm, context: SignupDateContext): Promise<FormRefusal | null> {
  if (form.website) return null;
  const email = form.email.toLowerCase();
  const id = signupIdOf(context.event.id, context.occurrence.key, email);
  const ref = signupsCollection().doc(id);
  const now = Timestamp.now();
  const signup: StoredSignup = {
    eventId: context.event.id,
    key: context.occurrence.key,
    occurrence: occurrenceIdOf(context.event.id, context.occurrence.key),
    email,
    name: form.name,
    party: form.party,
    wantedShiftId: form.shift || null,
    shiftId: null,
    status: 'unconfirmed',
    endReason: null,
    nonce: randomBytes(18).toString('base64url'),
    createdAt: now,
    confirmedAt: null,
    waitingSince: null,
    offeredAt: null,
    offerExpiresAt: null,
    endedAt: null,
    attended: false,
    checkedInAt: null,
    icsSequence: 0,
    retainUntil: context.retainUntil,
    listKey: `${now.toDate().toISOString()}#${id}`,
  };
  const standing = (await ref.get()).data() as StoredSignup | undefined;
  if (standing && stillStands(standing, now.toMillis())) return DUPLICATE;
  if (!(await mayMailFromForm(`signup:${signup.occurrence}`, email))) return null;
  const stored = await db
    .runTransaction(async (tx) => {
      const before = (await tx.get(ref)).data() as StoredSignup | undefined;
      if (before && stillStands(before, now.toMillis())) return false;
      // An unconfirmed or ended sign-up holds no place, so a new one replaces it outside the ledger.
      if (before) tx.set(ref, signup);
      else tx.create(ref, signup);
      return true;
    })
    .catch((err: unknown) => {
      if (isAlreadyExists(err)) return false;
      throw err;
    });
  if (!stored) return DUPLICATE;
  await sendSignupMessages([{ kind: 'confirm-link', id, signup, key: signup.nonce, occurrence: context.occurrence }]);
  return null;
}
