import type { Role } from './roles';
import { DAY_MS } from './days';

/**
 * Rules about staff accounts that the server enforces and the screens show (docs/requirements.md,
 * "Staff accounts and the AGM handover"; docs/decisions/017). Zod-free, so any screen may import it.
 */

/**
 * The positions a staff account can carry: the executive elected at the AGM, the two jobs the
 * inbox routes to that are often a volunteer's rather than an officer's (membership, development
 * review; docs/decisions/019), and the webmaster.
 */
export const POSITIONS = [
  'President',
  'Vice President',
  'Secretary',
  'Treasurer',
  'Registrar',
  'Director',
  'Membership',
  'Development Review',
  'Webmaster',
] as const;
export type Position = (typeof POSITIONS)[number];

/**
 * The two-Admins rule. An active Admin is an Admin whose account is active, who signed in within
 * the last `signedInWithinDays` and who has a verified recovery e-mail: someone who can still get
 * in, and get back in after forgetting the password. Once `minimum` of them exist, no delete,
 * demotion or deactivation may leave fewer.
 */
export const ACTIVE_ADMINS = { minimum: 2, signedInWithinDays: 365 } as const;

/** An account is flagged on the screens when nobody has signed in to it for this long. */
const UNUSED_ACCOUNT_DAYS = 365;

/** What the rules read of an account (PublicUser has it all). */
type AccountFacts = {
  role: Role;
  active?: boolean;
  hasRecoveryEmail?: boolean;
  lastSignInAt?: string;
  createdAt?: string;
};

const within = (iso: string | undefined, days: number, now: Date) => iso !== undefined && now.getTime() - Date.parse(iso) <= days * DAY_MS;

export function isActiveAdmin(account: AccountFacts, now = new Date()): boolean {
  return (
    account.role === 'Admin' &&
    account.active !== false &&
    account.hasRecoveryEmail === true &&
    within(account.lastSignInAt, ACTIVE_ADMINS.signedInWithinDays, now)
  );
}

/** Nobody signed in for a year: an account that was never used counts from its creation. */
export function isUnusedForAYear(account: AccountFacts, now = new Date()): boolean {
  return !within(account.lastSignInAt ?? account.createdAt, UNUSED_ACCOUNT_DAYS, now);
}

export const TWO_ADMINS_RULE =
  'The two-Admins rule: at least two active Admins (signed in within the last year, with a verified recovery e-mail) must remain. Make another person an active Admin first.';

/** "a••••@example.org": enough for the owner to recognise the address, little for anyone else. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1••••$2');
