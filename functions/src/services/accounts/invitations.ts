import { Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { can, LIMITS, rolePolicy, type PublicUser, type Role } from '@roca/contract';
import type { Invitation, InvitationAcceptInput, InvitationInput, InvitationLink } from '@roca/contract/account-links';
import { maskEmail, type Position } from '@roca/contract/staff-accounts';
import { DAY_MS } from '@roca/contract/days';
import { itemCollection } from '../../lib/firebase';
import { conflict, forbidden, gone, notFound } from '../../lib/http-errors';
import { toIso } from '../../lib/timestamps';
import { createLink, markUsed, openLink, useLink, type LinkRefusals } from './account-links';
import { sendInvitationMail } from './account-mail';
import { type Actor, isSystemActor, nextTurn, recordAudit, runStaffTransaction, writeStaffChange } from '../core';
import { hashNewPassword } from './passwords';
import { usernameDoc, usersCollection } from './user-docs';

/**
 * Invitations instead of typed passwords (docs/decisions/017): an Admin, or a Super for roles
 * below Admin, invites someone by e-mail with a role and a position; the person chooses their own
 * username and password from the link, which works once, for LIMITS.invitationLinkDays. The
 * invited address becomes the account's recovery e-mail, confirmed by the link itself. Pending
 * invitations are listed and can be revoked. `invitations/{id}`: status pending | accepted |
 * revoked; the TTL policy on `forgetAt` removes an invitation (and its address) 30 days after it
 * stopped mattering.
 */

export const invitationsCollection = () => itemCollection('invitation');

const VALID_MS = LIMITS.invitationLinkDays * DAY_MS;
const KEEP_MS = 30 * DAY_MS;

const REFUSALS: LinkRefusals = {
  invalid: 'This invitation link is not valid: it may be cut short or changed. Open it again from the e-mail.',
  used: 'This invitation has been used already. Sign in with the username chosen then, or ask for a new invitation.',
  expired: `This invitation has expired: invitations work for ${LIMITS.invitationLinkDays} days. Ask the person who invited you for a new one.`,
};
const REVOKED = 'This invitation was withdrawn. Ask the person who invited you.';

/** Only an Admin invites an Admin, and revokes an Admin's invitation. */
function assertMayInvite(actor: Actor, role: Role) {
  if (!isSystemActor(actor) && !rolePolicy.assignableRoles(actor.role).includes(role)) {
    throw forbidden('Only an Admin can invite someone as Admin');
  }
}

/** The audit log keeps who was invited, as what, by whom; never the address (services/core/audit.ts). */
const auditState = ({ email: _email, ...state }: DocumentData) => state;

function invitationFromDoc(doc: DocumentSnapshot): Invitation {
  const data = doc.data()!;
  const expiresAt = data.expiresAt as Timestamp;
  return {
    id: doc.id,
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    role: data.role,
    ...(data.position ? { position: data.position as Position } : {}),
    invitedBy: data.invitedBy ?? null,
    createdAt: toIso(data.createdAt)!,
    expiresAt: toIso(expiresAt)!,
    expired: expiresAt.toMillis() <= Date.now(),
  };
}

/**
 * Writes an invitation and its link in the caller's transaction (reads done before); the caller
 * sends the message with `sendInvitation` once the transaction has committed.
 */
export function writeInvitation(tx: Transaction, actor: Actor, input: InvitationInput, extra: { handoverId?: string } = {}) {
  const role = input.role;
  assertMayInvite(actor, role);
  const ref = invitationsCollection().doc();
  const now = Date.now();
  const invitedBy = isSystemActor(actor) ? null : { username: actor.username, firstName: actor.firstName, lastName: actor.lastName };
  const after = {
    // Who sent it, by account: the invitation lasts only while they may still send it (mayStillInvite).
    invitedById: isSystemActor(actor) ? null : actor.id,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role,
    position: input.position || null,
    invitedBy,
    handoverId: extra.handoverId ?? null,
    status: 'pending',
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + VALID_MS),
    forgetAt: Timestamp.fromMillis(now + VALID_MS + KEEP_MS),
  };
  const { url } = createLink(tx, 'invitation', { invitationId: ref.id }, VALID_MS);
  tx.create(ref, after);
  recordAudit(tx, { actor, action: 'create', itemType: 'invitation', itemId: ref.id, before: null, after: auditState(after) });
  const invitedByName = invitedBy ? `${invitedBy.firstName} ${invitedBy.lastName}` : 'An Admin of the association';
  return {
    ref,
    /** The link, for the message only. */
    url,
    send: () => sendInvitationMail(input.email, { ...after, position: after.position ?? undefined, invitedBy: invitedByName, link: url }),
  };
}

/**
 * Refuses a second pending invitation to the same address: revoke the first, or let it be used.
 * Call before the transaction's writes: an invitation that passes takes a turn (read-guards.ts), so
 * two sent at once cannot both pass on what each read.
 */
export async function assertNoPendingInvitation(tx: Transaction, email: string) {
  const takeTurn = await nextTurn(tx, 'pending-invitations');
  const pending = await tx.get(invitationsCollection().where('status', '==', 'pending'));
  const now = Date.now();
  const taken = pending.docs.some(
    (doc) => String(doc.get('email')).toLowerCase() === email.toLowerCase() && (doc.get('expiresAt') as Timestamp).toMillis() > now,
  );
  if (taken) throw conflict('This address has a pending invitation already: revoke it first to send a new one');
  takeTurn();
}

/** POST /api/invitations: stores the invitation and e-mails its link. */
export async function createInvitation(actor: Actor, input: InvitationInput, extra: { handoverId?: string } = {}): Promise<Invitation> {
  assertMayInvite(actor, input.role);
  const written = await runStaffTransaction(async (tx) => {
    await assertNoPendingInvitation(tx, input.email);
    return writeInvitation(tx, actor, input, extra);
  });
  await written.send();
  return invitationFromDoc(await written.ref.get());
}

/** Pending invitations, newest first, expired ones included (marked) so staff can clear them. */
export async function listInvitations(): Promise<Invitation[]> {
  const snap = await invitationsCollection().where('status', '==', 'pending').get();
  return snap.docs.map(invitationFromDoc).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(actor: Actor, id: string): Promise<void> {
  await runStaffTransaction(async (tx) => {
    const ref = invitationsCollection().doc(id);
    const before = (await tx.get(ref)).data();
    if (!before || before.status !== 'pending') throw notFound('No pending invitation with this id');
    assertMayInvite(actor, before.role);
    writeRevocation(tx, actor, ref, before);
  });
}

/** The revocation's writes, for a caller whose transaction read the invitation already. */
export function writeRevocation(tx: Transaction, actor: Actor, ref: DocumentReference, before: DocumentData) {
  const after = { ...before, status: 'revoked', revokedAt: Timestamp.now() };
  tx.set(ref, after);
  recordAudit(tx, {
    actor,
    action: 'revoke',
    itemType: 'invitation',
    itemId: ref.id,
    before: auditState(before),
    after: auditState(after),
  });
}

const INVITER_GONE =
  'This invitation was withdrawn: the person who sent it can no longer invite anyone as this role. Ask an Admin of the association.';

/** Whether an account (as stored) may still send an invitation of this role: it exists, is active, and its role may give it. */
function mayStillInvite(inviter: DocumentData | undefined, role: Role) {
  return (
    inviter !== undefined &&
    inviter.active !== false &&
    can(inviter.role, 'inviteUsers') &&
    rolePolicy.assignableRoles(inviter.role).includes(role)
  );
}

/**
 * The pending invitations a user sent, read in the caller's transaction before its writes: those
 * stored with their id, and older ones that name only their username.
 */
export async function readInvitationsSentBy(tx: Transaction, userId: string, user: DocumentData) {
  const pending = await tx.get(invitationsCollection().where('status', '==', 'pending'));
  return pending.docs.filter((doc) =>
    doc.get('invitedById') ? doc.get('invitedById') === userId : doc.get('invitedBy.username') === user.username,
  );
}

/**
 * Withdraws, in the caller's transaction, the invitations of `sent` that their inviter may no
 * longer send: `role` is the inviter's role after the change, or null once deleted or deactivated.
 * The audit log records each as withdrawn by whoever made the change.
 */
export function withdrawInvitationsNoLongerAllowed(tx: Transaction, actor: Actor, sent: DocumentSnapshot[], role: Role | null) {
  for (const doc of sent) {
    if (role === null || !mayStillInvite({ role }, doc.get('role'))) writeRevocation(tx, actor, doc.ref, doc.data()!);
  }
}

/** The account that sent an invitation, as stored now: by its id, or by its username for older ones; null for the system's. */
async function inviterOf(data: DocumentData, tx?: Transaction) {
  const read = (ref: DocumentReference) => (tx ? tx.get(ref) : ref.get());
  if (data.invitedById) return (await read(usersCollection().doc(data.invitedById))).data();
  if (!data.invitedBy) return null;
  const claim = await read(usernameDoc(data.invitedBy.username));
  return claim.exists ? (await read(usersCollection().doc(claim.get('userId')))).data() : undefined;
}

/**
 * The invitation of a link that may still be used: pending, and its inviter may still send it (an
 * invitation outlives no deletion, demotion or deactivation of whoever sent it).
 */
async function openInvitation(token: string, tx?: Transaction) {
  const link = await openLink('invitation', token, REFUSALS, tx);
  const ref = invitationsCollection().doc(link.data.invitationId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const data = snap.data();
  if (!data || data.status === 'revoked') throw gone(REVOKED);
  if (data.status !== 'pending') throw gone(REFUSALS.used);
  const inviter = await inviterOf(data, tx);
  if (inviter !== null && !mayStillInvite(inviter, data.role)) throw gone(INVITER_GONE);
  return { link, ref, data };
}

/** The invitation's page: who is invited, as what; the address masked. Changes nothing. */
export async function checkInvitation(token: string): Promise<InvitationLink> {
  const { data } = await openInvitation(token);
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    role: data.role,
    ...(data.position ? { position: data.position } : {}),
    email: maskEmail(data.email),
    expiresAt: toIso(data.expiresAt)!,
  };
}

/**
 * Creates the invitee's account with the username and password they chose, the invitation's role
 * and position, and the invited address as its confirmed recovery e-mail; uses up the link. The
 * audit log records the account as created by the invitee, and the invitation as accepted. The
 * code is checked before the password is hashed: a made-up code costs a read, not scrypt.
 */
export async function acceptInvitation(input: InvitationAcceptInput): Promise<{ username: string }> {
  await openInvitation(input.token);
  const passwordHash = await hashNewPassword(input.password);
  const userRef = usersCollection().doc();
  await useLink(REFUSALS, async (tx) => {
    const { link, ref, data } = await openInvitation(input.token, tx);
    const claim = usernameDoc(input.username);
    if ((await tx.get(claim)).exists) throw conflict(`The username '${input.username}' is already taken`);
    const now = Timestamp.now();
    const user = {
      username: input.username,
      usernameLower: input.username.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      role: data.role,
      position: data.position ?? null,
      active: true,
      recoveryEmail: data.email,
      recoveryEmailConfirmedAt: now,
      passwordHash,
      createdAt: now,
      updatedAt: now,
    };
    const actor: PublicUser = {
      id: userRef.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      active: true,
      hasRecoveryEmail: true,
    };
    // The link's "used" marker first, then the username: of two racing uses, or two invitees
    // taking one name, only one commits anything (docs/decisions/001).
    markUsed(tx, link);
    tx.create(claim, { userId: userRef.id });
    writeStaffChange(tx, { actor, ref: userRef, before: null, after: user });
    const accepted = { ...data, status: 'accepted', acceptedAt: now, userId: userRef.id };
    tx.set(ref, accepted);
    recordAudit(tx, {
      actor,
      action: 'accept',
      itemType: 'invitation',
      itemId: ref.id,
      before: auditState(data),
      after: auditState(accepted),
    });
  });
  return { username: input.username };
}
