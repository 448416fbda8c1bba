import { Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { LIMITS, rolePolicy, type PublicUser } from '@roca/contract';
import type { RecoveryEmailLink } from '@roca/contract/account-links';
import { maskEmail } from '@roca/contract/staff-accounts';
import { DAY_MS } from '@roca/contract/days';
import { badRequest, forbidden, gone, notFound } from '../../lib/http-errors';
import { createLink, markUsed, openLink, useLink, type LinkRefusals } from './account-links';
import { sendRecoveryEmailConfirmation } from './account-mail';
import type { Actor } from '../core';
import { isSystemActor, runStaffTransaction, writeStaffChange } from '../core';
import { publicUserFromDoc, usersCollection } from './users';

/**
 * A staff account's recovery e-mail (docs/decisions/017): where its password reset links go. An
 * address counts only once its owner has confirmed it by the link sent to it; until then it waits
 * as `pendingRecoveryEmail` and the confirmed one stays in use. Only the user and Admins see or
 * change it. The audit log names the change but never keeps the address (services/core/audit.ts).
 */

const REFUSALS: LinkRefusals = {
  invalid: 'This confirmation link is not valid: it may be cut short or changed. Open it again from the e-mail.',
  used: 'This address is confirmed already: nothing more to do.',
  expired: `This confirmation link has expired: links work for ${LIMITS.recoveryEmailLinkDays} days. Give the address again to get a new one.`,
};
const ACCOUNT_GONE = 'This confirmation link no longer works: the account was removed.';
const SUPERSEDED = 'This confirmation link no longer works: another address was given since. Use the link sent to that one.';

/** Asks to confirm `email` as the recovery e-mail of user `id`: the link goes to that address. */
export async function requestRecoveryEmail(actor: Actor, id: string, email: string): Promise<PublicUser> {
  if (!isSystemActor(actor) && !rolePolicy.canSeeRecoveryEmail(actor, id)) {
    throw forbidden("Only an Admin or the account's owner can change its recovery e-mail");
  }
  const ref = usersCollection().doc(id);
  const sent = await runStaffTransaction(async (tx) => {
    const user = await tx.get(ref);
    const before = user.data();
    if (!before) throw notFound('No user with this id');
    if (String(before.recoveryEmail ?? '').toLowerCase() === email.toLowerCase()) {
      throw badRequest('This is the recovery e-mail already', { email: 'This is the recovery e-mail already' });
    }
    const url = writeRecoveryEmailRequest(tx, actor, ref, before, email);
    return { url, firstName: before.firstName as string, username: before.username as string };
  });
  await sendRecoveryEmailConfirmation(email, { firstName: sent.firstName, username: sent.username, link: sent.url });
  return publicUserFromDoc(await ref.get(), actor);
}

/**
 * The address waits as `pendingRecoveryEmail` with a new link to confirm it, in the caller's
 * transaction (the user read already); returns the link, for the message only.
 */
export function writeRecoveryEmailRequest(tx: Transaction, actor: Actor, ref: DocumentReference, before: DocumentData, email: string) {
  const { url } = createLink(tx, 'recovery-email', { userId: ref.id, email }, LIMITS.recoveryEmailLinkDays * DAY_MS);
  writeStaffChange(tx, { actor, ref, before, after: { ...before, pendingRecoveryEmail: email, updatedAt: Timestamp.now() } });
  return url;
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
    writeStaffChange(tx, { actor: publicUserFromDoc(user, 'system'), ref, before, after });
    markUsed(tx, link);
    return { username: before.username, email: maskEmail(link.data.email) };
  });
}
