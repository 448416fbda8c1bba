import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { ipKeyGenerator } from 'express-rate-limit';
import { LIMITS, type SignInLockout } from '@roca/contract';
import { COLLECTIONS, db } from '../lib/firebase';
import { badRequest, notFound, TooManyRequests } from '../lib/http-errors';
import { recordAudit, type Actor } from './audit';

/**
 * Sign-in throttling (docs/security.md, "Sign-in throttling"), counted in Firestore so it holds
 * across every function instance. Two limits, each checked before the password:
 *
 * - Per client address, over all usernames: LIMITS.loginClientMaxFailures failures per
 *   LIMITS.loginClientWindowMinutes and LIMITS.loginClientDailyFailures per day. A client can
 *   only lock itself (and whoever shares its address) out.
 * - Per account, for clients that never signed in to it (strangers): the first
 *   LIMITS.loginAccountFreeAttempts attempts of a day are free, then each must wait after the one
 *   before, 1 s doubling up to LIMITS.loginAccountMaxDelaySeconds; at most
 *   LIMITS.loginAccountDailyAttempts a day. A client that signed in to the account before (within
 *   LIMITS.loginKnownClientDays) skips this limit, so strangers cannot keep the owner out, and a
 *   stranger never waits more than a minute at a time until the day's attempts are used up.
 *
 * Race-free with only the operations that are atomic on Firestore and on the Node Firestore
 * emulator alike (its transactions are not isolated): an attempt is counted before the password
 * is checked, by an atomic increment read back (per client) or by creating the attempt's own
 * numbered document, which only one caller can (per account). Concurrent attempts therefore
 * never all pass a check before any is counted.
 */
const throttle = () => db.collection(COLLECTIONS.loginThrottle);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const SECOND = 1000;
const DAY = 86_400_000;
const CLIENT_WINDOW_MS = LIMITS.loginClientWindowMinutes * 60_000;
const KNOWN_CLIENT_MS = LIMITS.loginKnownClientDays * DAY;

/** Firestore's "already exists" gRPC code (a create() that lost the race). */
const ALREADY_EXISTS = 6;

/** Whom a limit counts for: every document of a subject carries its id in `subject`. */
type Subject = { id: string; kind: SignInLockout['kind']; label: string };

/** IPv6 addresses count per /56 (express-rate-limit's rule): one home or office gets many. */
const clientKey = (address: string | undefined) => (address ? ipKeyGenerator(address) : 'unknown');

const accountSubject = (username: string): Subject => {
  const name = username.toLowerCase();
  return { id: `account-${sha256(`account:${name}`)}`, kind: 'account', label: name };
};
const clientSubject = (address: string | undefined): Subject => {
  const key = clientKey(address);
  return { id: `client-${sha256(`client:${key}`)}`, kind: 'client', label: address ? key : 'unknown address' };
};
const knownClientRef = (username: string, address: string) =>
  throttle().doc(`known-${sha256(`known:${username.toLowerCase()}\n${clientKey(address)}`)}`);

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
const endOfUtcDay = (ms: number) => (Math.floor(ms / DAY) + 1) * DAY;
/** Firestore's TTL policy on expiresAt removes counters a while after they stop mattering. */
const expiresAt = (ms: number) => Timestamp.fromMillis(ms + DAY);

function waitText(seconds: number) {
  const [count, unit] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

function tooMany(untilMs: number, now: number) {
  const seconds = Math.max(1, Math.ceil((untilMs - now) / SECOND));
  return new TooManyRequests(`Too many failed sign-in attempts. Please wait ${waitText(seconds)} and try again.`, seconds);
}

/** Records that a subject is locked out until then, for the Admins' list of lockouts. */
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

type ClientAttempt = { subject: Subject; refs: DocumentReference[]; windowEnd: number; dayEnd: number };

/** Counts an attempt for the client address, or refuses it (429) when the client is over a limit. */
async function takeClientAttempt(address: string | undefined, now: number): Promise<ClientAttempt> {
  const subject = clientSubject(address);
  const window = Math.floor(now / CLIENT_WINDOW_MS);
  const windowEnd = (window + 1) * CLIENT_WINDOW_MS;
  const dayEnd = endOfUtcDay(now);
  const refs = [throttle().doc(`${subject.id}-w${window}`), throttle().doc(`${subject.id}-d${utcDay(now)}`)];
  // One increment per write: the Node Firestore emulator keeps only one transform per write.
  await Promise.all(
    refs.map((ref, i) =>
      ref.set(
        { subject: subject.id, attempts: FieldValue.increment(1), expiresAt: expiresAt(i === 0 ? windowEnd : dayEnd) },
        { merge: true },
      ),
    ),
  );
  const attempt = { subject, refs, windowEnd, dayEnd };
  const [inWindow, inDay] = (await db.getAll(...refs)).map((doc) => Number(doc.get('attempts') ?? 0));
  // Each caller reads the count after its own increment, so at most the limit read a count within it.
  const until = Math.max(inWindow > LIMITS.loginClientMaxFailures ? windowEnd : 0, inDay > LIMITS.loginClientDailyFailures ? dayEnd : 0);
  if (until > 0) {
    // A refused attempt tried no password: it is not a failure, and waiting it out is enough.
    await releaseClientAttempt(attempt);
    await showLockout(subject, until, inWindow - 1);
    throw tooMany(until, now);
  }
  return attempt;
}

/** An attempt that was refused or proved the password is not a failure: its count is given back. */
const releaseClientAttempt = (attempt: ClientAttempt) =>
  Promise.all(attempt.refs.map((ref) => ref.update({ attempts: FieldValue.increment(-1) })));

/** After a failure: when the client's next attempt would be refused, Admins see the lockout. */
async function noteClientFailure(attempt: ClientAttempt) {
  const [inWindow, inDay] = (await db.getAll(...attempt.refs)).map((doc) => Number(doc.get('attempts') ?? 0));
  const until = Math.max(
    inWindow >= LIMITS.loginClientMaxFailures ? attempt.windowEnd : 0,
    inDay >= LIMITS.loginClientDailyFailures ? attempt.dayEnd : 0,
  );
  if (until > 0) await showLockout(attempt.subject, until, inWindow);
}

/** Seconds a stranger's attempt number `index` (0-based, per day) must wait after the one before. */
const delayBefore = (index: number) =>
  index < LIMITS.loginAccountFreeAttempts
    ? 0
    : Math.min(LIMITS.loginAccountMaxDelaySeconds, 2 ** (index - LIMITS.loginAccountFreeAttempts));

/** When attempt number `index` may be made, given the time of the one before. */
function earliestAttempt(index: number, previousAt: number | undefined, now: number) {
  if (index >= LIMITS.loginAccountDailyAttempts) return endOfUtcDay(now);
  return previousAt === undefined ? 0 : previousAt + delayBefore(index) * SECOND;
}

type AccountAttempt = { subject: Subject; index: number; now: number; ref: DocumentReference };

/**
 * Claims the next numbered attempt of the day on the account for a stranger, or refuses it (429)
 * while the account's delay runs or its attempts for the day are used up.
 */
async function takeAccountAttempt(username: string, now: number): Promise<AccountAttempt> {
  const subject = accountSubject(username);
  const series = `${subject.id}-d${utcDay(now)}`;
  const last = (await throttle().where('series', '==', series).orderBy('index', 'desc').limit(1).get()).docs[0];
  const index = last ? Number(last.get('index')) + 1 : 0;
  const until = earliestAttempt(index, last?.get('at')?.toMillis(), now);
  if (until > now) throw tooMany(until, now);
  // The attempt's number is in its document id: create() fails for all but one concurrent caller.
  const ref = throttle().doc(`${series}-${String(index).padStart(4, '0')}`);
  try {
    await ref.create({ subject: subject.id, series, index, at: Timestamp.fromMillis(now), expiresAt: expiresAt(endOfUtcDay(now)) });
  } catch (err) {
    // Another attempt on this account took the number first.
    if ((err as { code?: unknown }).code === ALREADY_EXISTS) throw tooMany(now + SECOND, now);
    throw err;
  }
  return { subject, index, now, ref };
}

/** After a stranger's failure: when the account's next attempt has to wait, Admins see it. */
async function noteAccountFailure(attempt: AccountAttempt) {
  const next = attempt.index + 1;
  const until = earliestAttempt(next, attempt.now, attempt.now);
  if (until > Date.now()) await showLockout(attempt.subject, until, next);
}

async function isKnownClient(username: string, address: string | undefined, now: number) {
  if (!address) return false;
  const known = await knownClientRef(username, address).get();
  return known.exists && known.get('expiresAt').toMillis() > now;
}

/** The throttle's part in one sign-in attempt: begin before the password check, then report. */
export type SignInAttempt = { failed: () => Promise<void>; succeeded: () => Promise<void> };

export async function beginSignInAttempt(username: string, address: string | undefined): Promise<SignInAttempt> {
  const now = Date.now();
  const client = await takeClientAttempt(address, now);
  let account: AccountAttempt | undefined;
  if (!(await isKnownClient(username, address, now))) {
    try {
      account = await takeAccountAttempt(username, now);
    } catch (err) {
      // Refused for the account's sake: no password was tried, so the client is not charged.
      await releaseClientAttempt(client);
      throw err;
    }
  }
  return {
    failed: async () => {
      await noteClientFailure(client);
      if (account) await noteAccountFailure(account);
    },
    succeeded: async () => {
      // Only failures count: the right password gives back what the attempt took.
      await releaseClientAttempt(client);
      if (account) await account.ref.delete();
      if (address) {
        const at = Date.now();
        await knownClientRef(username, address).set({
          at: Timestamp.fromMillis(at),
          expiresAt: Timestamp.fromMillis(at + KNOWN_CLIENT_MS),
        });
      }
    },
  };
}

/** Accounts and client addresses refused sign-in right now, soonest free first (Admins only). */
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
 * Forgets every count of an account or a client address, which ends its lockout at once. The
 * audit log records who let whom in again.
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
