import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { portalEmailPath, portalLinkPath } from '@roca/contract/portal-choices';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { DAY_MS } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { sha256Hex } from '../../lib/sha256';
import { runStaffTransaction } from '../core';
import { badRequest, gone } from '../../lib/http-errors';
import { siteLink } from '../mail';

/**
 * The links e-mailed to staff (docs/security.md, "Account links"): a password reset, an
 * invitation, the confirmation of a recovery e-mail; and to members, by My membership: a sign-in
 * link and the confirmation of a new e-mail address (docs/decisions/022). The code is 256 random
 * bits; only its SHA-256 is stored (`accountLinks/{sha256}`), so neither the database, a backup
 * nor the audit log holds a code that works. A staff link carries it in the page address's
 * fragment, which browsers never send to a server or in a Referer, so no request log holds it
 * either (a member's link in the path: see ADDRESS_OF).
 *
 * Each link works once: using it creates `accountLinks/used-{sha256}` in the transaction that
 * does the work, and Firestore lets only one caller create a document (the local Node emulator,
 * whose transactions are not isolated, refuses a second create too). A link's records stay
 * `KEEP_MS` after it expires, so an old link is told apart from a changed one; then the TTL
 * policy on `forgetAt` (firestore.indexes.json) removes them.
 */
export type LinkKind = 'password-reset' | 'invitation' | 'recovery-email' | 'recovery-email-undo' | 'member-sign-in' | 'member-email';

/** What a refused link says, per kind: the page shows it as it is. */
export type LinkRefusals = { invalid: string; used: string; expired: string };

const links = () => db.collection(COLLECTIONS.accountLinks);
const KEEP_MS = 30 * DAY_MS;
/**
 * The page of each kind of link. Staff links carry the code after '#' (STAFF_PATHS): their pages
 * run the staff app, which posts it. A member's links (My membership, docs/decisions/022) open pages
 * the function renders without JavaScript, so their code is in the path: such a page answers
 * `Referrer-Policy: no-referrer`, and the code works once, within the hour.
 */
const ADDRESS_OF: Record<LinkKind, (token: string) => `/${string}`> = {
  'password-reset': (token) => `${STAFF_PATHS.resetPassword}#${token}`,
  invitation: (token) => `${STAFF_PATHS.acceptInvitation}#${token}`,
  'recovery-email': (token) => `${STAFF_PATHS.confirmRecoveryEmail}#${token}`,
  'recovery-email-undo': (token) => `${STAFF_PATHS.undoRecoveryEmail}#${token}`,
  'member-sign-in': portalLinkPath,
  'member-email': portalEmailPath,
};

/**
 * Stores a new link of this kind in the caller's transaction and returns its address (for the
 * e-mail only) and when it stops working. `fields` say what it is for (userId, invitationId...).
 */
export function createLink(tx: Transaction, kind: LinkKind, fields: DocumentData, validForMs: number) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = Timestamp.fromMillis(now + validForMs);
  tx.create(links().doc(sha256Hex(token)), {
    kind,
    ...fields,
    createdAt: Timestamp.fromMillis(now),
    expiresAt,
    forgetAt: Timestamp.fromMillis(now + validForMs + KEEP_MS),
  });
  return { url: siteLink(ADDRESS_OF[kind](token)), expiresAt };
}

export type OpenedLink = { ref: DocumentReference; data: DocumentData };

/**
 * The link of this code, if it may still be used: 400 when no such link of this kind exists (a
 * code cut short or changed), 410 when it was used or has expired. Reads in `tx` when given.
 */
export async function openLink(kind: LinkKind, token: string, refusals: LinkRefusals, tx?: Transaction): Promise<OpenedLink> {
  const ref = links().doc(sha256Hex(token));
  const read = (doc: DocumentReference) => (tx ? tx.get(doc) : doc.get());
  const [link, used] = await Promise.all([read(ref), read(usedMarker(ref))]);
  const data = link.data();
  if (!data || data.kind !== kind) throw badRequest(refusals.invalid, { token: refusals.invalid });
  if (used.exists) throw gone(refusals.used);
  if ((data.expiresAt as Timestamp).toMillis() <= Date.now()) throw gone(refusals.expired);
  return { ref, data };
}

const usedMarker = (ref: DocumentReference) => links().doc(`used-${ref.id}`);

/**
 * Marks the link used, in the transaction that does its work: of two callers, only one commits.
 * Make it the transaction's first write: the local Node Firestore emulator keeps the writes before
 * a failing create (docs/decisions/001).
 */
export function markUsed(tx: Transaction, { ref, data }: OpenedLink) {
  tx.create(usedMarker(ref), { usedAt: Timestamp.now(), forgetAt: data.forgetAt });
}

/**
 * Runs the work of a link in a transaction; a second use that raced this one (its marker's create
 * failed) gets the link's "used" refusal.
 */
export async function useLink<T>(refusals: LinkRefusals, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await runStaffTransaction(work);
  } catch (err) {
    if (isAlreadyExists(err)) throw gone(refusals.used);
    throw err;
  }
}
