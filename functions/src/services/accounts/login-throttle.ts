import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { ipKeyGenerator } from 'express-rate-limit';
import { LIMITS, type SignInLockout } from '@roca/contract';
import { DAY_MS, SECOND_MS } from '@roca/contract/days';
import { newDeviceId } from '../../lib/device-cookie';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { sha256Hex } from '../../lib/sha256';
import { COLLECTIONS, db } from '../../lib/firebase';
import { badRequest, notFound, TooManyRequests } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../core';
import {
  ACCOUNT_SCHEDULE,
  CLIENT_SCHEDULE,
  FREE_ATTEMPTS_SCHEDULE,
  RECOVERY_EMAIL_SCHEDULE,
  RESET_ACCOUNT_SCHEDULE,
  RESET_CLIENT_SCHEDULE,
  earliestAttempt,
  lookBack,
  waitText,
  type Schedule,
} from './sign-in-schedule';

/**
 * Sign-in throttling (docs/security.md, "Sign-in throttling"), counted in Firestore so it holds
 * across every function instance, on rolling windows (sign-in-schedule.ts). Each attempt is
 * counted before the password is checked:
 *
 * - Per client, over all usernames: LIMITS.loginClientMaxFailures failures in any
 *   LIMITS.loginClientWindowMinutes and LIMITS.loginClientDailyFailures in any day. The client is
 *   the address the proxies vouch for, or, for an account it signed in to before, the device (its
 *   known-device cookie): a stranger sharing the address, or every caller of the local stack, which
 *   has no address, cannot lock that device out.
 * - Per account and client: each client's first LIMITS.loginAccountFreeAttempts attempts on an
 *   account in any day are its own, whatever strangers elsewhere do, so the owner on a new device
 *   gets straight in. Beyond those, clients draw on the account's shared allowance: each waits
 *   after the one before (1 s doubling to LIMITS.loginAccountMaxDelaySeconds), at most
 *   LIMITS.loginAccountDailyAttempts in any day.
 * - A client that signed in to the account before (its address, or its device, within
 *   LIMITS.loginKnownClientDays) skips the per-account limits.
 *
 * Race-free with only the operations that are atomic on Firestore and on the Node Firestore
 * emulator alike (its transactions are not isolated): each attempt creates its series' next
 * numbered document, which only one caller can, after checking the series' recent attempts; a
 * caller that loses the number looks again. Concurrent attempts never all pass a check before any
 * is counted.
 */
const throttle = () => db.collection(COLLECTIONS.loginThrottle);

const KNOWN_CLIENT_MS = LIMITS.loginKnownClientDays * DAY_MS;
/** Times a caller looks again after losing an attempt's number to a concurrent one. */
const CLAIM_TRIES = 3;

/** Whom a limit counts for: every document of a subject carries its id in `subject`. */
type Subject = { id: string; kind: SignInLockout['kind']; label: string };

/** IPv6 addresses count per /56 (express-rate-limit's rule): one home or office gets many. */
const clientKey = (address: string | undefined) => (address ? ipKeyGenerator(address) : 'unknown');
const nameOf = (username: string) => username.toLowerCase();

const accountSubject = (username: string): Subject => ({
  id: `account-${sha256Hex(`account:${nameOf(username)}`)}`,
  kind: 'account',
  label: nameOf(username),
});
const addressSubject = (address: string | undefined): Subject => {
  const key = clientKey(address);
  return { id: `client-${sha256Hex(`client:${key}`)}`, kind: 'client', label: address ? key : 'unknown address' };
};
const deviceSubject = (device: string, username: string): Subject => ({
  id: `client-${sha256Hex(`device:${device}`)}`,
  kind: 'client',
  label: `a known device of ${nameOf(username)}`,
});
/** A client's own attempts on one account: counted, never shown as a lockout. */
const freeAttemptsSeries = (username: string, client: Subject) => `free-${sha256Hex(`free:${nameOf(username)}\n${client.id}`)}`;

const knownAddressRef = (username: string, address: string) =>
  throttle().doc(`known-${sha256Hex(`known:${nameOf(username)}\n${clientKey(address)}`)}`);
const knownDeviceRef = (username: string, device: string) => throttle().doc(`known-${sha256Hex(`device:${nameOf(username)}\n${device}`)}`);

/** Firestore's TTL policy on expiresAt removes documents a while after they stop mattering. */
const expiresAt = (ms: number) => Timestamp.fromMillis(ms + DAY_MS);

function tooMany(untilMs: number, now: number) {
  const seconds = Math.max(1, Math.ceil((untilMs - now) / SECOND_MS));
  return new TooManyRequests(`Too many failed sign-in attempts. Please wait ${waitText(seconds)} and try again.`, seconds);
}

/** Records that a subject is refused until then, for the Admins' list of lockouts. */
async function showLockout(subject: Subject, untilMs: number, failures: number) {
  await throttle()
    .doc(subject.id)
    .set({
      subject: subject.id,
      kind: subject.kind,
      label: subject.label,
      failures,
      lockedUntil: Timestamp.fromMillis(untilMs),
      expiresAt: expiresAt(untilMs),
    });
}

/** The times (ms) of a series' latest attempts, newest first, and the number its next one takes. */
async function recentAttempts(series: string, schedule: Schedule) {
  const docs = (await throttle().where('series', '==', series).orderBy('index', 'desc').limit(lookBack(schedule)).get()).docs;
  return { times: docs.map((doc) => (doc.get('at') as Timestamp).toMillis()), next: docs.length ? Number(docs[0].get('index')) + 1 : 0 };
}

type Claimed = { ref: DocumentReference; refusedUntil?: undefined } | { ref?: undefined; refusedUntil: number };

/** Counts an attempt in a series, or says until when the series' schedule refuses one. */
async function countAttempt(series: string, schedule: Schedule, now: number): Promise<Claimed> {
  for (let tries = 0; tries < CLAIM_TRIES; tries++) {
    const { times, next } = await recentAttempts(series, schedule);
    const until = earliestAttempt(times, now, schedule);
    if (until > now) return { refusedUntil: until };
    // The attempt's number is in its document id: create() fails for all but one concurrent caller.
    const ref = throttle().doc(`${series}-${String(next).padStart(6, '0')}`);
    try {
      await ref.create({ subject: series, series, index: next, at: Timestamp.fromMillis(now), expiresAt: expiresAt(now) });
      return { ref };
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
    }
  }
  // Many attempts at once on the same series: the next second decides.
  return { refusedUntil: now + SECOND_MS };
}

/** After a failure: when the subject's next attempt would be refused, Admins see the lockout. */
async function noteFailure(subject: Subject, schedule: Schedule) {
  const now = Date.now();
  const { times } = await recentAttempts(subject.id, schedule);
  const until = earliestAttempt(times, now, schedule);
  if (until > now) await showLockout(subject, until, times.filter((at) => at > now - DAY_MS).length);
}

async function isKnown(ref: DocumentReference, now: number) {
  const known = await ref.get();
  return known.exists && known.get('expiresAt').toMillis() > now;
}

/** Who is signing in, as far as the throttle can tell: the address the proxies vouch for, and the known-device cookie. */
export type SignInClient = { address: string | undefined; device: string | undefined };

/** The throttle's part in one sign-in attempt: begin before the password check, then report. */
export type SignInAttempt = {
  failed: () => Promise<void>;
  /** Gives back what the attempt counted and remembers the client; resolves to the device id for the cookie. */
  succeeded: () => Promise<string>;
};

export async function beginSignInAttempt(username: string, { address, device }: SignInClient): Promise<SignInAttempt> {
  const now = Date.now();
  const knownDevice = device !== undefined && (await isKnown(knownDeviceRef(username, device), now));
  const known = knownDevice || (address !== undefined && (await isKnown(knownAddressRef(username, address), now)));
  const client = knownDevice ? deviceSubject(device, username) : addressSubject(address);

  const claimed = [] as DocumentReference[];
  const giveBack = () => Promise.all(claimed.map((ref) => ref.delete()));
  const refuse = async (until: number) => {
    // A refused attempt tried no password: it is not a failure, and waiting it out is enough.
    await giveBack();
    throw tooMany(until, now);
  };

  const forClient = await countAttempt(client.id, CLIENT_SCHEDULE, now);
  if (forClient.refusedUntil !== undefined) {
    const { times } = await recentAttempts(client.id, CLIENT_SCHEDULE);
    await showLockout(client, forClient.refusedUntil, times.filter((at) => at > now - DAY_MS).length);
    return refuse(forClient.refusedUntil);
  }
  claimed.push(forClient.ref);

  let sharedAllowance = false;
  if (!known) {
    const own = await countAttempt(freeAttemptsSeries(username, client), FREE_ATTEMPTS_SCHEDULE, now);
    if (own.ref) claimed.push(own.ref);
    else {
      const shared = await countAttempt(accountSubject(username).id, ACCOUNT_SCHEDULE, now);
      if (shared.refusedUntil !== undefined) return refuse(shared.refusedUntil);
      claimed.push(shared.ref);
      sharedAllowance = true;
    }
  }

  return {
    failed: async () => {
      await noteFailure(client, CLIENT_SCHEDULE);
      if (sharedAllowance) await noteFailure(accountSubject(username), ACCOUNT_SCHEDULE);
    },
    succeeded: async () => {
      // Only failures count: the right password gives back what the attempt took.
      await giveBack();
      const at = Date.now();
      const remembered = { at: Timestamp.fromMillis(at), expiresAt: Timestamp.fromMillis(at + KNOWN_CLIENT_MS) };
      const deviceId = device ?? newDeviceId();
      await Promise.all([
        knownDeviceRef(username, deviceId).set(remembered),
        address ? knownAddressRef(username, address).set(remembered) : undefined,
      ]);
      return deviceId;
    },
  };
}

/** Claims an attempt in each series in turn; when one refuses, gives back what the others took and throws. */
async function claimAll(series: { id: string; schedule: Schedule }[], refused: (seconds: number) => Error) {
  const now = Date.now();
  const claimed: DocumentReference[] = [];
  for (const { id, schedule } of series) {
    const result = await countAttempt(id, schedule, now);
    if (result.refusedUntil !== undefined) {
      await Promise.all(claimed.map((ref) => ref.delete()));
      throw refused(Math.max(1, Math.ceil((result.refusedUntil - now) / SECOND_MS)));
    }
    claimed.push(result.ref);
  }
}

/**
 * Counts a request for a password reset link (services/accounts/password-reset.ts) per client and
 * per client and account, with the same race-free counting as sign-ins: 429 saying how long to
 * wait when either is spent, and then neither counts. The account is the name asked for, whether
 * or not it exists, so the answer never tells. Nothing is counted per account alone: whatever a
 * stranger asks for from their addresses, the owner asking from another gets a link at once
 * (docs/security.md, "Account links"), as a sign-in does.
 */
export async function countPasswordResetRequest(username: string, address: string | undefined) {
  const client = clientKey(address);
  await claimAll(
    [
      { id: `reset-client-${sha256Hex(`reset-client:${client}`)}`, schedule: RESET_CLIENT_SCHEDULE },
      { id: `reset-account-${sha256Hex(`reset-account:${nameOf(username)}\n${client}`)}`, schedule: RESET_ACCOUNT_SCHEDULE },
    ],
    (seconds) =>
      new TooManyRequests(
        `Too many reset links asked for. Use the link already sent, or wait ${waitText(seconds)} and try again.`,
        seconds,
      ),
  );
}

/**
 * Counts a new recovery e-mail asked for an account (services/accounts/recovery-email.ts): each
 * sends a message to an address the asker names, so an account, whatever its role, cannot make the
 * site mail more than LIMITS.recoveryEmailRequestsPerDay strangers a day.
 */
export async function countRecoveryEmailRequest(userId: string) {
  await claimAll([{ id: `recovery-email-${sha256Hex(`recovery-email:${userId}`)}`, schedule: RECOVERY_EMAIL_SCHEDULE }], (seconds) => {
    const message = `At most ${LIMITS.recoveryEmailRequestsPerDay} new recovery e-mails a day: wait ${waitText(seconds)} and try again.`;
    return new TooManyRequests(message, seconds);
  });
}

/** Accounts and clients refused sign-in right now, soonest free first (Admins only). */
export async function listLockouts(): Promise<SignInLockout[]> {
  const snap = await throttle().where('lockedUntil', '>', Timestamp.now()).orderBy('lockedUntil').get();
  return snap.docs.map((doc) => ({
    id: doc.id,
    kind: doc.get('kind'),
    label: doc.get('label'),
    failures: Number(doc.get('failures') ?? 0),
    lockedUntil: (doc.get('lockedUntil') as Timestamp).toDate().toISOString(),
  }));
}

const SUBJECT_ID = /^(account|client)-[0-9a-f]{64}$/;

/**
 * Forgets every count of an account or a client, which ends its lockout at once. The audit log
 * records who let whom in again.
 */
export async function clearLockout(actor: Actor, id: string) {
  if (!SUBJECT_ID.test(id)) throw badRequest('Not a valid lockout id', { id: 'Not a valid lockout id' });
  const snap = await throttle().where('subject', '==', id).get();
  const shown = snap.docs.find((doc) => doc.id === id);
  if (!shown || shown.get('lockedUntil').toMillis() <= Date.now()) throw notFound('No such lockout');
  const batch = db.batch();
  for (const doc of snap.docs) batch.delete(doc.ref);
  const { kind, label, failures, lockedUntil } = shown.data();
  recordAudit(batch, {
    actor,
    action: 'clear',
    itemType: 'sign-in lockout',
    itemId: id,
    before: { kind, label, failures, lockedUntil },
    after: null,
  });
  await batch.commit();
}
