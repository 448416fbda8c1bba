import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import { COLLECTIONS, db } from '../lib/firebase';
import { HttpError } from '../lib/http-errors';

/**
 * Failed sign-ins are counted per username and per client address in Firestore, so the limit
 * holds across every function instance: after LIMITS.loginMaxFailures failures within the
 * window, further attempts for that name or from that client get 429 until the window ends.
 */
const WINDOW_MS = LIMITS.loginFailureWindowMinutes * 60_000;

const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Please wait ${LIMITS.loginFailureWindowMinutes} minutes and try again.`;

/** Hashed ids: usernames and IPv6 addresses may hold characters a document id cannot. */
const counterRef = (key: string) => db.collection(COLLECTIONS.loginThrottle).doc(createHash('sha256').update(key).digest('hex'));
const userCounter = (username: string) => counterRef(`user:${username.toLowerCase()}`);
/** No client counter when the address is unknown: one shared counter would lock everyone out. */
const counterRefs = (username: string, clientIp: string | undefined) =>
  clientIp ? [userCounter(username), counterRef(`ip:${clientIp}`)] : [userCounter(username)];

export async function assertLoginAllowed(username: string, clientIp: string | undefined) {
  const counters = await db.getAll(...counterRefs(username, clientIp));
  const now = Date.now();
  const blocked = counters.some(
    (doc) => doc.exists && doc.get('failures') >= LIMITS.loginMaxFailures && doc.get('windowStart').toMillis() + WINDOW_MS > now,
  );
  if (blocked) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

export async function recordLoginFailure(username: string, clientIp: string | undefined) {
  await Promise.all(
    counterRefs(username, clientIp).map((ref) =>
      db.runTransaction(async (tx) => {
        const doc = await tx.get(ref);
        const windowOpen = doc.exists && doc.get('windowStart').toMillis() + WINDOW_MS > Date.now();
        tx.set(ref, windowOpen ? { failures: FieldValue.increment(1) } : { failures: 1, windowStart: Timestamp.now() }, { merge: true });
      }),
    ),
  );
}

/** A successful sign-in clears the username's counter (the client's stays, so guessing across names is still limited). */
export async function clearLoginFailures(username: string) {
  await userCounter(username).delete();
}
