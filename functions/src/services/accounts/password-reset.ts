import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { LIMITS, isReservedDocumentId } from '@roca/contract';
import type { PasswordResetLink } from '@roca/contract/account-links';
import { logger } from 'firebase-functions';
import { MINUTE_MS } from '@roca/contract/days';
import { db } from '../../lib/firebase';
import { gone } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { createLink, markUsed, openLink, useLink, type LinkRefusals, type OpenedLink } from './account-links';
import { sendPasswordResetMail } from './account-mail';
import { countPasswordResetRequest } from './login-throttle';
import { hashNewPassword } from './passwords';
import { revokeRefreshTokens, sessionsEndNow } from './sessions';
import { notifyPasswordChanged, publicUserFromDoc, usernameDoc, usersCollection } from './users';
import { writeStaffChange } from '../core';

/**
 * Self-service password reset (docs/security.md, "Account links"). A staff member asks by
 * username; if the account exists, is active and has a verified recovery e-mail, a link goes
 * there. The link works once, for LIMITS.passwordResetLinkMinutes, and only while the password is
 * the one it was sent for: it keeps a fingerprint (SHA-256) of the password hash, so any password
 * change, by this link or otherwise, ends every link sent before, and so does a change of the
 * recovery e-mail. Setting the new password ends every session of the account, as an Admin's
 * change does, and the recovery e-mail is told.
 */

const REFUSALS: LinkRefusals = {
  invalid: 'This reset link is not valid: it may be cut short or changed. Open it again from the e-mail, or ask for a new one.',
  used: 'This reset link has been used already. If you need to change your password again, ask for a new link.',
  expired: `This reset link has expired: links work for ${LIMITS.passwordResetLinkMinutes} minutes. Ask for a new one.`,
};
const PASSWORD_CHANGED =
  'This reset link no longer works: the password or the recovery e-mail was changed after it was sent. Ask for a new one if you need it.';
const ACCOUNT_GONE = 'This reset link no longer works: the account was removed or deactivated. Ask an Admin of the association.';

/**
 * Every request takes at least this long, whether a link was sent or not, so the time of the
 * answer does not tell either (queueing the message takes a few hundred milliseconds at most).
 */
const ANSWER_AFTER_MS = 1500;

/**
 * What a reset link is bound to: the password hash it was made for, and the recovery e-mail it was
 * sent to as confirmed then (address and moment). Any password change, and any change of the
 * recovery e-mail (a confirmation, an undo), ends every link sent before.
 */
const fingerprintOf = (user: DocumentSnapshot) =>
  sha256Hex(
    [
      'password-reset',
      user.get('passwordHash'),
      user.get('recoveryEmail') ?? '',
      (user.get('recoveryEmailConfirmedAt') as Timestamp | undefined)?.toMillis() ?? '',
    ].join('\n'),
  );

/**
 * Sends a reset link to the account's recovery e-mail, if it has one. The caller answers the same
 * whatever happened; only the limits (per client, per account name) may refuse, the same way for
 * names that exist and names that do not.
 */
export async function requestPasswordReset(username: string, address: string | undefined): Promise<void> {
  const answerAt = Date.now() + ANSWER_AFTER_MS;
  await countPasswordResetRequest(username, address);
  try {
    await sendLinkIfPossible(username);
  } catch (err) {
    // Told to nobody: a failure that only an existing account can cause would give it away.
    logger.error('a password reset link could not be sent', { error: err instanceof Error ? err.name : 'unknown' });
  }
  await sleep(Math.max(0, answerAt - Date.now()));
}

/**
 * A new reset link of the account, if it may have one (it exists, is active and has a recovery
 * e-mail): the link's address, and the account as the link was made for it.
 */
export async function newResetLink(userId: string) {
  const ref = usersCollection().doc(userId);
  return db.runTransaction(async (tx) => {
    const user = await tx.get(ref);
    if (!user.exists || user.get('active') === false || !user.get('recoveryEmail')) return null;
    const { url } = createLink(
      tx,
      'password-reset',
      { userId: user.id, passwordFingerprint: fingerprintOf(user) },
      LIMITS.passwordResetLinkMinutes * MINUTE_MS,
    );
    return { url, user };
  });
}

async function sendLinkIfPossible(username: string) {
  if (isReservedDocumentId(username.toLowerCase())) return;
  const claim = await usernameDoc(username).get();
  if (!claim.exists) return;
  const link = await newResetLink(claim.get('userId'));
  if (!link) return;
  await sendPasswordResetMail(link.user.get('recoveryEmail'), {
    firstName: link.user.get('firstName'),
    username: link.user.get('username'),
    link: link.url,
  });
}

/** The account of an opened link, if the link still fits it (same password, still active). */
function checkAccount(link: OpenedLink, user: DocumentSnapshot) {
  if (!user.exists || user.get('active') === false) throw gone(ACCOUNT_GONE);
  if (fingerprintOf(user) !== link.data.passwordFingerprint) throw gone(PASSWORD_CHANGED);
}

/** What the link's page shows before anything changes: whose password it sets, and until when. */
export async function checkPasswordReset(token: string): Promise<PasswordResetLink> {
  const link = await openLink('password-reset', token, REFUSALS);
  const user = await usersCollection().doc(link.data.userId).get();
  checkAccount(link, user);
  return { username: user.get('username'), expiresAt: (link.data.expiresAt as Timestamp).toDate().toISOString() };
}

/**
 * Sets the new password, uses up the link and ends every session of the account. The audit log
 * records it as the user's own change of their password (never the password or its hash). The
 * code is checked before the password is hashed: a made-up code costs a read, not scrypt.
 */
export async function resetPassword(token: string, password: string): Promise<{ username: string }> {
  await checkPasswordReset(token);
  const passwordHash = await hashNewPassword(password);
  const { userId, username, stored } = await useLink(REFUSALS, async (tx) => {
    const link = await openLink('password-reset', token, REFUSALS, tx);
    const ref = usersCollection().doc(link.data.userId);
    const user = await tx.get(ref);
    checkAccount(link, user);
    const before = user.data()!;
    const after = { ...before, passwordHash, updatedAt: Timestamp.now(), ...sessionsEndNow() };
    // The marker first: of two racing uses only one writes anything (docs/decisions/001).
    markUsed(tx, link);
    writeStaffChange(tx, { actor: publicUserFromDoc(user, 'system'), ref, before, after });
    return { userId: user.id, username: before.username as string, stored: after };
  });
  await revokeRefreshTokens(userId);
  await notifyPasswordChanged(stored, 'reset-link');
  return { username };
}
