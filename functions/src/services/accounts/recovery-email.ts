import { Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { LIMITS, rolePolicy, type PublicUser } from '@roca/contract';
import type { RecoveryEmailLink, RecoveryEmailUndoLink } from '@roca/contract/account-links';
import { maskEmail } from '@roca/contract/staff-accounts';
import { DAY_MS } from '@roca/contract/days';
import { badRequest, forbidden, gone, notFound } from '../../lib/http-errors';
import { createLink, markUsed, openLink, useLink, type LinkRefusals } from './account-links';
import { sendRecoveryEmailChangeNotice, sendRecoveryEmailConfirmation } from './account-mail';
import { type Actor, isSystemActor, runStaffTransaction, writeStaffChange } from '../core';
import { checkCurrentPassword } from './login';
import { countRecoveryEmailRequest, type SignInClient } from './login-throttle';
import { revokeRefreshTokens, sessionsEndNow } from './sessions';
import { publicUserFromDoc, usersCollection } from './users';

/**
 * A staff account's recovery e-mail (docs/decisions/017): where its password reset links go. An
 * address counts only once its owner has confirmed it by the link sent to it; until then it waits
 * as `pendingRecoveryEmail` and the confirmed one stays in use. Only the user and Admins see or
 * change it. The audit log names the change but never keeps the address (services/core/audit.ts).
 *
 * A session left signed in must not take the account's way back in (docs/security.md, "Account
 * links"): changing one's own asks for the current password; the address it replaces is told, with
 * a link that puts it back and signs every device out; and reset links sent before the change stop
 * working once it is confirmed (password-reset.ts).
 */

const REFUSALS: LinkRefusals = {
  invalid: 'This confirmation link is not valid: it may be cut short or changed. Open it again from the e-mail.',
  used: 'This address is confirmed already: nothing more to do.',
  expired: `This confirmation link has expired: links work for ${LIMITS.recoveryEmailLinkDays} days. Give the address again to get a new one.`,
};
const ACCOUNT_GONE = 'This confirmation link no longer works: the account was removed.';
const SUPERSEDED = 'This confirmation link no longer works: another address was given since. Use the link sent to that one.';

const UNDO_REFUSALS: LinkRefusals = {
  invalid: 'This link is not valid: it may be cut short or changed. Open it again from the e-mail.',
  used: 'This change was undone already: this address is the recovery e-mail, and every device was signed out.',
  expired: `This link has expired: it worked for ${LIMITS.recoveryEmailUndoDays} days. Ask an Admin of the association to set your recovery e-mail.`,
};
const UNDO_ACCOUNT_GONE = 'This link no longer works: the account was removed.';

/**
 * Asks to confirm `email` as the recovery e-mail of user `id`: the link goes to that address, and
 * the confirmed address it would replace is told, with a link to undo. The owner gives their
 * current password (`currentPassword`, checked as a sign-in attempt from `client`); an Admin
 * changing someone else's gives none, and the audit log records who asked. At most
 * LIMITS.recoveryEmailRequestsPerDay a day per account: each sends mail to an address it names.
 */
export async function requestRecoveryEmail(
  actor: Actor,
  id: string,
  { email, currentPassword }: { email: string; currentPassword?: string },
  client: SignInClient,
): Promise<PublicUser> {
  if (!isSystemActor(actor) && !rolePolicy.canSeeRecoveryEmail(actor, id)) {
    throw forbidden("Only an Admin or the account's owner can change its recovery e-mail");
  }
  const own = !isSystemActor(actor) && actor.id === id;
  if (own) {
    const required = 'Your current password is required to change your recovery e-mail';
    if (!currentPassword) throw badRequest(required, { currentPassword: required });
    await checkCurrentPassword(id, currentPassword, client);
  }
  const ref = usersCollection().doc(id);
  const current = (await ref.get()).data();
  if (!current) throw notFound('No user with this id');
  if (String(current.recoveryEmail ?? '').toLowerCase() === email.toLowerCase()) {
    throw badRequest('This is the recovery e-mail already', { email: 'This is the recovery e-mail already' });
  }
  await countRecoveryEmailRequest(id);
  const sent = await runStaffTransaction(async (tx) => {
    const user = await tx.get(ref);
    const before = user.data();
    if (!before) throw notFound('No user with this id');
    const { url, undo } = writeRecoveryEmailRequest(tx, actor, ref, before, email);
    const replaced = before.recoveryEmail as string | undefined;
    return { url, undo, replaced, firstName: before.firstName as string, username: before.username as string };
  });
  await sendRecoveryEmailConfirmation(email, { firstName: sent.firstName, username: sent.username, link: sent.url });
  if (sent.replaced && sent.undo) {
    const byAdmin = !isSystemActor(actor) && !own ? `${actor.firstName} ${actor.lastName}` : null;
    await sendRecoveryEmailChangeNotice(sent.replaced, {
      firstName: sent.firstName,
      username: sent.username,
      newEmail: email,
      byAdmin,
      link: sent.undo,
    });
  }
  return publicUserFromDoc(await ref.get(), actor);
}

/**
 * The address waits as `pendingRecoveryEmail` with a new link to confirm it, in the caller's
 * transaction (the user read already); when it would replace a confirmed address, a link that
 * undoes the change is made for that one. Returns the links, for the messages only.
 */
export function writeRecoveryEmailRequest(tx: Transaction, actor: Actor, ref: DocumentReference, before: DocumentData, email: string) {
  const { url } = createLink(tx, 'recovery-email', { userId: ref.id, email }, LIMITS.recoveryEmailLinkDays * DAY_MS);
  const replaced = before.recoveryEmail as string | undefined;
  const undo = replaced
    ? createLink(tx, 'recovery-email-undo', { userId: ref.id, email: replaced }, LIMITS.recoveryEmailUndoDays * DAY_MS).url
    : null;
  writeStaffChange(tx, { actor, ref, before, after: { ...before, pendingRecoveryEmail: email, updatedAt: Timestamp.now() } });
  return { url, undo };
}

/** The link's page: whose address it confirms (masked), before anything changes. */
export async function checkRecoveryEmail(token: string): Promise<RecoveryEmailLink> {
  const link = await openLink('recovery-email', token, REFUSALS);
  const user = await usersCollection().doc(link.data.userId).get();
  if (!user.exists) throw gone(ACCOUNT_GONE);
  if (user.get('pendingRecoveryEmail') !== link.data.email) throw gone(SUPERSEDED);
  return { username: user.get('username'), email: maskEmail(link.data.email) };
}

/** Confirms the address: it becomes the recovery e-mail, recorded as the owner's own change. */
export async function confirmRecoveryEmail(token: string): Promise<RecoveryEmailLink> {
  return useLink(REFUSALS, async (tx) => {
    const link = await openLink('recovery-email', token, REFUSALS, tx);
    const ref = usersCollection().doc(link.data.userId);
    const user = await tx.get(ref);
    const before = user.data();
    if (!before) throw gone(ACCOUNT_GONE);
    if (before.pendingRecoveryEmail !== link.data.email) throw gone(SUPERSEDED);
    const now = Timestamp.now();
    const after = { ...before, recoveryEmail: link.data.email, recoveryEmailConfirmedAt: now, pendingRecoveryEmail: null, updatedAt: now };
    // The marker first: of two racing uses only one writes anything (docs/decisions/001).
    markUsed(tx, link);
    writeStaffChange(tx, { actor: publicUserFromDoc(user, 'system'), ref, before, after });
    return { username: before.username, email: maskEmail(link.data.email) };
  });
}

/** The undo link's page: whose account, and which address comes back (masked), before anything changes. */
export async function checkRecoveryEmailUndo(token: string): Promise<RecoveryEmailUndoLink> {
  const link = await openLink('recovery-email-undo', token, UNDO_REFUSALS);
  const user = await usersCollection().doc(link.data.userId).get();
  if (!user.exists) throw gone(UNDO_ACCOUNT_GONE);
  return { username: user.get('username'), email: maskEmail(link.data.email) };
}

/**
 * Undoes a change of the recovery e-mail from the link sent to the address it replaced: that
 * address is the confirmed recovery e-mail again, an address waiting for confirmation is dropped
 * (its link stops working), reset links sent before stop working (a new confirmation moment), and
 * every session of the account ends, the borrowed one with them. Recorded as the owner's own change.
 */
export async function undoRecoveryEmail(token: string): Promise<RecoveryEmailUndoLink> {
  const undone = await useLink(UNDO_REFUSALS, async (tx) => {
    const link = await openLink('recovery-email-undo', token, UNDO_REFUSALS, tx);
    const ref = usersCollection().doc(link.data.userId);
    const user = await tx.get(ref);
    const before = user.data();
    if (!before) throw gone(UNDO_ACCOUNT_GONE);
    const now = Timestamp.now();
    const after = {
      ...before,
      recoveryEmail: link.data.email,
      recoveryEmailConfirmedAt: now,
      pendingRecoveryEmail: null,
      updatedAt: now,
      ...sessionsEndNow(),
    };
    // The marker first: of two racing uses only one writes anything (docs/decisions/001).
    markUsed(tx, link);
    writeStaffChange(tx, { actor: publicUserFromDoc(user, 'system'), ref, before, after });
    return { userId: ref.id, username: before.username as string, email: maskEmail(link.data.email) };
  });
  await revokeRefreshTokens(undone.userId);
  return { username: undone.username, email: undone.email };
}
