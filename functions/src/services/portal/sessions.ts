import { randomBytes } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HOUR_MS, MINUTE_MS } from '@roca/contract/days';
import { MEMBER_SESSION } from '@roca/contract/portal-choices';
import { COLLECTIONS, db } from '../../lib/firebase';
import { notFound } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { membersWithEmail, recordPortalUse } from '../members';

/**
 * Member sessions (docs/decisions/022). A session is a random 256-bit id in a cookie scoped to the
 * member pages; the store keeps only its SHA-256 (`memberSessions/{sha256}`), so neither the
 * database nor a backup holds an id that works. It names one member of the register, and the other
 * members the sign-in link offered (a household on one address), whom the person may switch to.
 * It is not a staff session in any way: no Firebase token, no role, and no /api route reads it.
 *
 * It ends MEMBER_SESSION.idleMinutes after its last request, MEMBER_SESSION.absoluteHours after
 * sign-in, at "Sign out", or when its member leaves the register. Each request moves its idle
 * limit; at most once a minute it writes that down, with the member's "last used" for staff.
 */
export type MemberSession = {
  /** The store's key: the SHA-256 of the cookie's id. */
  key: string;
  memberId: string;
  /** Every member the sign-in link offered: the person may switch among them. */
  memberIds: string[];
  /** The address the link went to, which each of them had then. */
  email: string;
  /** A new address of the member, waiting for its confirmation link (shown masked). */
  pendingEmail: string | null;
  lastUsedAt: Date;
  expiresAt: Date;
};

const sessions = () => db.collection(COLLECTIONS.memberSessions);
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const IDLE_MS = MEMBER_SESSION.idleMinutes * MINUTE_MS;
const ABSOLUTE_MS = MEMBER_SESSION.absoluteHours * HOUR_MS;
/** A request later than this after the last one written down is written down again. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** Starts a session for a member, in the transaction that uses the sign-in link; returns the cookie's id. */
export function startSession(tx: Transaction, { memberId, memberIds, email }: { memberId: string; memberIds: string[]; email: string }) {
  const id = randomBytes(32).toString('base64url');
  const now = Date.now();
  tx.create(sessions().doc(sha256Hex(id)), {
    memberId,
    memberIds,
    email,
    pendingEmail: null,
    createdAt: Timestamp.fromMillis(now),
    lastUsedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + ABSOLUTE_MS),
    // The TTL policy (firestore.indexes.json) and the retention job remove it then at the latest.
    forgetAt: Timestamp.fromMillis(now + ABSOLUTE_MS),
  });
  return id;
}

/**
 * The session of a cookie's id, if it is still alive; an ended one is deleted. A live one moves
 * its idle limit and the member's "last used".
 */
export async function currentSession(id: string | undefined, now = new Date()): Promise<MemberSession | null> {
  if (!id || !SESSION_ID.test(id)) return null;
  const ref = sessions().doc(sha256Hex(id));
  const data = (await ref.get()).data();
  if (!data) return null;
  const lastUsedAt = (data.lastUsedAt as Timestamp).toDate();
  const expiresAt = (data.expiresAt as Timestamp).toDate();
  if (now >= expiresAt || now.getTime() - lastUsedAt.getTime() >= IDLE_MS) {
    await ref.delete();
    return null;
  }
  if (now.getTime() - lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await Promise.all([ref.update({ lastUsedAt: Timestamp.fromDate(now) }), recordPortalUse(data.memberId, now)]);
  }
  return {
    key: ref.id,
    memberId: data.memberId,
    memberIds: data.memberIds ?? [data.memberId],
    email: data.email,
    pendingEmail: data.pendingEmail ?? null,
    lastUsedAt: now,
    expiresAt,
  };
}

/** Ends a session (Sign out, or its member left the register). */
export async function endSession(session: Pick<MemberSession, 'key'>) {
  await sessions().doc(session.key).delete();
}

/** Notes a new address waiting for its confirmation, to say so on the member's page. */
export async function notePendingEmail(session: MemberSession, email: string) {
  await sessions().doc(session.key).update({ pendingEmail: email });
}

/**
 * Switches the session to another member the sign-in link offered (a household on one address),
 * if they still have that address: 404 otherwise, as for any member who is not the session's.
 */
export async function switchMember(session: MemberSession, memberId: string) {
  const stillThere = (await membersWithEmail(session.email)).some((m) => m.id === memberId);
  if (!session.memberIds.includes(memberId) || !stillThere) throw notFound('No such member in this session');
  await sessions().doc(session.key).update({ memberId, pendingEmail: null });
  await recordPortalUse(memberId);
}

/** Sessions past their end, for the retention job (the TTL policy may take a day). */
export async function forgetEndedSessions(now = new Date()): Promise<number> {
  const ended = await sessions().where('forgetAt', '<=', Timestamp.fromDate(now)).get();
  await Promise.all(ended.docs.map((doc) => doc.ref.delete()));
  return ended.size;
}
