import { LIMITS, type Role } from '@roca/contract';
import { SITE_TIME_ZONE } from '@roca/contract/site';
import { maskEmail, type Position } from '@roca/contract/staff-accounts';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { readSiteSettings } from '../content';
import { composeMessage, queueMail, siteLink } from '../mail';

/**
 * The messages of staff accounts (docs/security.md, "Account links"), on the transactional lane:
 * always sent, no unsubscribe. Each carries its link as the outbox's one-time link, so the stored
 * message never holds a working link. Written for a volunteer who may never have seen the panel.
 */

type AccountMessage = { subject: string; paragraphs: string[]; action: string };

/**
 * Queues one message worded with the association's name. `link`: a one-time link (the outbox keeps
 * it apart from the stored message); without one, the action is the Forgot password page, where
 * the owner of an account changed behind their back gets it back.
 */
async function send(to: string, link: string | null, compose: (associationName: string) => AccountMessage) {
  const settings = await readSiteSettings();
  const { subject, paragraphs, action } = compose(settings.associationName);
  const url = link ?? siteLink(STAFF_PATHS.forgotPassword);
  await queueMail([
    composeMessage(
      { subject, body: paragraphs, action: { label: action, url, once: link !== null } },
      { lane: 'transactional', to },
      settings,
    ),
  ]);
}

export async function sendPasswordResetMail(
  to: string,
  { firstName, username, link }: { firstName: string; username: string; link: string },
) {
  await send(to, link, (associationName) => ({
    subject: `Choose a new password for ${associationName}`,
    paragraphs: [
      `Hello ${firstName},`,
      `Someone asked to reset the password of the account "${username}" of the ${associationName} administration panel. If it was you, choose a new password with the link below. It works once, for ${LIMITS.passwordResetLinkMinutes} minutes, and signs out every device signed in to the account.`,
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    action: 'Choose a new password',
  }));
}

export async function sendInvitationMail(
  to: string,
  { firstName, role, position, invitedBy, link }: { firstName: string; role: Role; position?: Position; invitedBy: string; link: string },
) {
  const as = position ? `${position}, with the ${role} role` : `with the ${role} role`;
  await send(to, link, (associationName) => ({
    subject: `You are invited to the ${associationName} administration panel`,
    paragraphs: [
      `Hello ${firstName},`,
      `${invitedBy} invites you to the administration panel of ${associationName}, as ${as}. Choose your username and password with the link below. It works once, for ${LIMITS.invitationLinkDays} days.`,
      'This address becomes your recovery e-mail: if you ever forget your password, the link to choose a new one comes here.',
    ],
    action: 'Accept the invitation',
  }));
}

export async function sendRecoveryEmailConfirmation(
  to: string,
  { firstName, username, link }: { firstName: string; username: string; link: string },
) {
  await send(to, link, (associationName) => ({
    subject: `Confirm your recovery e-mail for ${associationName}`,
    paragraphs: [
      `Hello ${firstName},`,
      `This address was given as the recovery e-mail of the account "${username}" of the ${associationName} administration panel. Confirm it with the link below (it works for ${LIMITS.recoveryEmailLinkDays} days); from then on, a forgotten password can be reset from here.`,
      'If you do not know this account, ignore this message: nothing changes.',
    ],
    action: 'Confirm this address',
  }));
}

/**
 * To the recovery e-mail a change replaces (ASVS 2.2.3): what changed, to which address (masked),
 * and the link that puts this address back and signs every device out.
 */
export async function sendRecoveryEmailChangeNotice(
  to: string,
  {
    firstName,
    username,
    newEmail,
    byAdmin,
    link,
  }: { firstName: string; username: string; newEmail: string; byAdmin: string | null; link: string },
) {
  await send(to, link, (associationName) => ({
    subject: `The recovery e-mail of your ${associationName} account is changing`,
    paragraphs: [
      `Hello ${firstName},`,
      `${byAdmin ? `${byAdmin}, an Admin,` : 'Someone signed in to the account'} asked to make ${maskEmail(newEmail)} the recovery e-mail of the account "${username}" of the ${associationName} administration panel, in place of this address. Once that address is confirmed, links to choose a new password go there.`,
      `If this was not you, undo it with the link below: this address becomes the recovery e-mail again, every device signed in to the account is signed out, and reset links already sent stop working. The link works once, for ${LIMITS.recoveryEmailUndoDays} days. Then choose a new password from the sign-in page, and tell an Admin of the association.`,
      'If it was you, there is nothing to do.',
    ],
    action: 'Undo this change',
  }));
}

/** How a password was changed, as its notice says it. */
export type PasswordChange = 'reset-link' | 'own' | 'admin' | 'command';

const CHANGED_BY: Record<PasswordChange, string> = {
  'reset-link': 'with a reset link sent to this address',
  own: 'by someone signed in to the account, who gave the password before it',
  admin: 'by an Admin of the association',
  command: 'with the npm run admin:create command',
};

/** Every password change or reset is told to the account's recovery e-mail (ASVS 2.2.3). */
export async function sendPasswordChangedNotice(
  to: string,
  { firstName, username, how, at }: { firstName: string; username: string; how: PasswordChange; at: Date },
) {
  await send(to, null, (associationName) => ({
    subject: `The password of your ${associationName} account was changed`,
    paragraphs: [
      `Hello ${firstName},`,
      `The password of the account "${username}" of the ${associationName} administration panel was changed ${CHANGED_BY[how]}, on ${at.toLocaleString('en-CA', { timeZone: SITE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })} (Vancouver time). Every device signed in to the account was signed out.`,
      'If this was not you, choose a new password now with the link below (it sends a link to this address), and tell an Admin of the association.',
    ],
    action: 'Choose a new password',
  }));
}
