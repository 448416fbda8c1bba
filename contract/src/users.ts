import { z } from './zod';
import { DEFAULT_ROLE, LIMITS, ROLES } from './limits';
import { isReservedDocumentId, requiredText } from './fields';
import type { Role } from './roles';

const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;
const USERNAME_CHARACTERS_MESSAGE = 'Username may use letters, digits, dot, dash and underscore only';

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(LIMITS.username, `Username must be at most ${LIMITS.username} characters`)
  .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_MESSAGE)
  // The name, in small letters, is the id of its usernames/{name} document.
  .refine((name) => !isReservedDocumentId(name.toLowerCase()), 'Username may not begin and end with two underscores');

const password = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

const role = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

export const userCreateInput = z
  .object({
    firstName: requiredText('First name', LIMITS.personName),
    lastName: requiredText('Last name', LIMITS.personName),
    username,
    password,
    role: role.default(DEFAULT_ROLE),
  })
  .strict();
export type UserCreateInput = z.input<typeof userCreateInput>;

/** Every field optional; the client leaves a blank password out (docs/requirements.md, Users screen). */
export const userUpdateInput = z
  .object({
    firstName: requiredText('First name', LIMITS.personName).optional(),
    lastName: requiredText('Last name', LIMITS.personName).optional(),
    username: username.optional(),
    password: password.optional(),
    role: role.optional(),
  })
  .strict();
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const loginInput = z.object({
  // The characters a username may have: any other name cannot exist, and is refused before it
  // names a stored document.
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(LIMITS.username, 'Username is too long')
    .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_MESSAGE),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMax, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInput>;

/** A user as the API returns it: never a password or hash. */
export type PublicUser = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  createdAt?: string;
  updatedAt?: string;
};

export type LoginResponse = { token: string; firstName: string; user: PublicUser };

/**
 * An account or a client address that may not sign in right now (GET /api/login/lockouts,
 * Admins only): `label` is the username tried or the address, `failures` the attempts counted.
 */
export type SignInLockout = { id: string; kind: 'account' | 'client'; label: string; failures: number; lockedUntil: string };
