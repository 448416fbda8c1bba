import { z } from './zod';
import { DEFAULT_ROLE, LIMITS, ROLES } from './limits';
import { isReservedDocumentId, nameText } from './fields';
import type { Role } from './roles';
import { POSITIONS, type Position } from './staff-accounts';

const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;
const USERNAME_CHARACTERS_MESSAGE = 'Username may use letters, digits, dot, dash and underscore only';

export const newUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(LIMITS.username, `Username must be at most ${LIMITS.username} characters`)
  .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_MESSAGE)
  // The name, in small letters, is the id of its usernames/{name} document.
  .refine((name) => !isReservedDocumentId(name.toLowerCase()), 'Username may not begin and end with two underscores');

/** A new password on the list of common and breached ones (checked by the server, which ships the list). */
export const COMMON_PASSWORD = 'This password is on a list of common or breached passwords: choose another';

/** A password someone chooses: LIMITS.passwordMin to passwordMax characters (ASVS 2.1.1, 2.1.2), not a common one (server). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const roleField = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

/** A position of the executive (staff-accounts.ts), or '' for none. */
export const positionField = z.union([z.enum(POSITIONS), z.literal('')], {
  error: `Position must be one of ${POSITIONS.join(', ')}, or empty`,
});

export const userCreateInput = z
  .object({
    firstName: nameText('First name', LIMITS.personName),
    lastName: nameText('Last name', LIMITS.personName),
    username: newUsername,
    password: newPassword,
    role: roleField.default(DEFAULT_ROLE),
    position: positionField.optional(),
  })
  .strict();
export type UserCreateInput = z.input<typeof userCreateInput>;

/** Every field optional; the client leaves a blank password out (docs/requirements.md, Users screen). */
export const userUpdateInput = z
  .object({
    firstName: nameText('First name', LIMITS.personName).optional(),
    lastName: nameText('Last name', LIMITS.personName).optional(),
    username: newUsername.optional(),
    password: newPassword.optional(),
    role: roleField.optional(),
    position: positionField.optional(),
    /** false deactivates the account: it cannot sign in, and its sessions end; true lets it in again. */
    active: z.boolean({ error: 'Active must be true or false' }).optional(),
    /** false: no e-mail when an inbox item comes to the account's position (docs/inbox.md). */
    inboxNotifications: z.boolean({ error: 'Inbox e-mails must be true or false' }).optional(),
  })
  .strict();
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

/**
 * The name of an account that may exist: the characters a username may have. Any other name
 * cannot exist, and is refused before it names a stored document.
 */
export const existingUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(LIMITS.username, 'Username is too long')
  .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_MESSAGE);

export const loginInput = z.object({
  username: existingUsername,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMax, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * A user as the API returns it: never a password or hash. The recovery e-mail itself goes only to
 * Admins and to the user; everyone sees whether there is one (docs/decisions/017).
 */
export type PublicUser = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  position?: Position;
  /** False for a deactivated account, which cannot sign in. */
  active: boolean;
  /** Whether the account has a verified recovery e-mail. */
  hasRecoveryEmail: boolean;
  /** The verified recovery e-mail (Admins and the user only). */
  recoveryEmail?: string;
  /** An address asked for and not confirmed yet (Admins and the user only). */
  pendingRecoveryEmail?: string;
  /** The last successful sign-in; absent when the account never signed in. */
  lastSignInAt?: string;
  /** false: no e-mail when an inbox item comes to the account's position; absent means on. */
  inboxNotifications?: false;
  createdAt?: string;
  updatedAt?: string;
};

export type LoginResponse = { token: string; firstName: string; user: PublicUser };

/**
 * An account or a client address that may not sign in right now (GET /api/login/lockouts,
 * Admins only): `label` is the username tried or the address, `failures` the attempts counted.
 */
export type SignInLockout = { id: string; kind: 'account' | 'client'; label: string; failures: number; lockedUntil: string };
