import { LIMITS, type Role } from '@roca/contract';
import type { Position } from '@roca/contract/staff-accounts';
import { readSiteSettings } from '../content';
import { composeMessage, queueMail } from '../mail';

/**
 * The messages of staff accounts (docs/security.md, "Account links"), on the transactional lane:
 * always sent, no unsubscribe. Each carries its link as the outbox's one-time link, so the stored
 * message never holds a working link. Written for a volunteer who may never have seen the panel.
 */

type AccountMessage = { subject: string; paragraphs: string[]; action: string };

/** Queues one message with its one-time link, worded with the association's name. */
async function send(to: string, link: string, compose: (associationName: string) => AccountMessage) {
  const settings = await readSiteSettings();
  const { subject, paragraphs, action } = compose(settings.associationName);
  await queueMail([
    composeMessage(
      { subject, body: paragraphs, action: { label: action, url: link, once: true } },
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
