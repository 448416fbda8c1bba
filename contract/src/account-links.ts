import { z } from './zod';
import { LIMITS } from './limits';
import { emailAddress, nameText } from './fields';
import type { Role } from './roles';
import type { Position } from './staff-accounts';
import { existingUsername, newPassword, newUsername, positionField, roleField } from './users';

/**
 * The links the product e-mails to staff (docs/security.md, "Account links"; docs/decisions/017):
 * a password reset, an invitation, the confirmation of a recovery e-mail. Each carries a random
 * code of 256 bits in the page address's fragment (#...), which browsers never send to a server
 * or in a Referer; the page posts it back with the form. The server keeps only its SHA-256.
 */
const LINK_CODE = /^[A-Za-z0-9_-]{43}$/;

/** The code of a link, as the page posts it. A code of the wrong shape was cut or changed. */
const linkToken = z
  .string({ error: 'The link has no code: open it again from the e-mail' })
  .regex(LINK_CODE, 'This link is not complete or was changed: open it again from the e-mail, or ask for a new one');

/** POST .../check of every kind of link: what the page shows before anything changes. */
export const linkCheckInput = z.object({ token: linkToken }).strict();

/** POST /api/password-reset/request: the username; the answer is the same whoever it names. */
export const forgotPasswordInput = z.object({ username: existingUsername }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** POST /api/password-reset: the link's code and the new password. */
export const passwordResetInput = z.object({ token: linkToken, password: newPassword }).strict();
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

/** The password the signed-in person types to prove it is them (ASVS 3.7.1): checked by the server, counted as a sign-in attempt. */
const currentPasswordField = z
  .string({ error: 'Your current password is required' })
  .min(1, 'Your current password is required')
  .max(LIMITS.passwordMax, 'Password is too long');

/**
 * PUT /api/users/{id}/recovery-email: the address to confirm (a link goes to it). Changing one's
 * own asks for the current password, so a session left signed in cannot take the account's way
 * back in; an Admin changing someone else's gives none (the audit log records it).
 */
export const recoveryEmailInput = z.object({ email: emailAddress, currentPassword: currentPasswordField.optional() }).strict();
export type RecoveryEmailInput = z.infer<typeof recoveryEmailInput>;

/** PUT /api/users/{id}/password: one's own new password, with the current one. */
export const passwordChangeInput = z.object({ currentPassword: currentPasswordField, password: newPassword }).strict();
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** The invitee's names, as the inviter gives them and as the invitee may correct them. */
const personNames = {
  firstName: nameText('First name', LIMITS.personName),
  lastName: nameText('Last name', LIMITS.personName),
};

/** POST /api/invitations: whom to invite, by e-mail, with the role and position they get. */
export const invitationInput = z
  .object({
    email: emailAddress,
    ...personNames,
    role: roleField,
    position: positionField.optional(),
  })
  .strict();
export type InvitationInput = z.input<typeof invitationInput>;

/** POST /api/invitations/accept: the invitee chooses their username and password. */
export const invitationAcceptInput = z
  .object({
    token: linkToken,
    ...personNames,
    username: newUsername,
    password: newPassword,
  })
  .strict();
export type InvitationAcceptInput = z.infer<typeof invitationAcceptInput>;

/** The same answer to every request for a reset link, whether or not the account exists. */
export const PASSWORD_RESET_REQUESTED = `If an account with this username has a recovery e-mail, a link to choose a new password is on its way to it. The link works for ${LIMITS.passwordResetLinkMinutes} minutes. No e-mail after a few minutes? Ask an Admin of the association.`;

/** What a reset link's page shows (POST /api/password-reset/check). */
export type PasswordResetLink = { username: string; expiresAt: string };

/** What an invitation's page shows (POST /api/invitations/check); the address masked. */
export type InvitationLink = {
  firstName: string;
  lastName: string;
  role: Role;
  position?: Position;
  email: string;
  expiresAt: string;
};

/** What a recovery e-mail's confirmation page shows (POST /api/recovery-email/check); the address masked. */
export type RecoveryEmailLink = { username: string; email: string };

/**
 * What the page of the link that undoes a change of the recovery e-mail shows (POST
 * /api/recovery-email/undo/check) and answers once undone: the account and the address it gets
 * back, masked.
 */
export type RecoveryEmailUndoLink = { username: string; email: string };

/** A pending invitation as Admins and Supers see it (GET /api/invitations). */
export type Invitation = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  position?: Position;
  invitedBy: { username: string; firstName: string; lastName: string } | null;
  createdAt: string;
  expiresAt: string;
  /** The link no longer works (7 days passed): revoke it and invite again. */
  expired: boolean;
};
