import { z } from './zod';
import { LIMITS } from './limits';
import { documentId, emailAddress, isoDate, nameText, optionalNameText } from './fields';
import type { Role } from './roles';
import { POSITIONS, type Position } from './staff-accounts';
import { positionField, roleField } from './users';

/**
 * The AGM handover (docs/handover.md; docs/decisions/017): for a position, the outgoing and the
 * incoming person, walked through inviting the incoming one, giving them the role, removing the
 * outgoing account's powers once the incoming one has signed in, and updating the executive page.
 * And the checklist of keys held outside the site. Admins only.
 */

const optionalId = z.union([z.literal(''), documentId]);

/**
 * POST /api/handovers. The incoming person is an existing account (`incomingUserId`) or someone
 * new, invited by e-mail (`email`, `firstName`, `lastName`; `incomingUserId` ''). No outgoing
 * account ('') when the position was vacant.
 */
export const handoverInput = z
  .object({
    position: z.enum(POSITIONS, { error: 'Choose the position' }),
    role: roleField,
    outgoingUserId: optionalId,
    incomingUserId: optionalId,
    email: z.union([z.literal(''), emailAddress]),
    firstName: optionalNameText('First name', LIMITS.personName),
    lastName: optionalNameText('Last name', LIMITS.personName),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.incomingUserId) {
      if (input.incomingUserId === input.outgoingUserId) {
        ctx.addIssue({ code: 'custom', path: ['incomingUserId'], message: 'The incoming person must not be the outgoing one' });
      }
      return;
    }
    if (!input.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'E-mail is required to invite someone new' });
    if (!input.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' });
    if (!input.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'Last name is required' });
  });
export type HandoverInput = z.input<typeof handoverInput>;

/** What to do with the outgoing account once the incoming person has signed in. */
export const OUTGOING_ACTIONS = ['demote', 'deactivate', 'delete'] as const;
export type OutgoingAction = (typeof OUTGOING_ACTIONS)[number];
export const outgoingActionInput = z
  .object({ action: z.enum(OUTGOING_ACTIONS, { error: `Action must be one of ${OUTGOING_ACTIONS.join(', ')}` }) })
  .strict();

/** A person of a handover, as the account is now (or as it was, once deleted). */
export type HandoverPerson = {
  userId?: string;
  firstName: string;
  lastName: string;
  username?: string;
  role?: Role;
  position?: Position;
  /** The account no longer exists (deleted). */
  deleted?: boolean;
  active?: boolean;
  lastSignInAt?: string;
};

/** Where the incoming person is: invited (the link works until `expiresAt`), or an account. */
export type IncomingState = 'invited' | 'invitation-expired' | 'invitation-revoked' | 'account';

/** GET /api/handovers: one handover and how far it got; each step's time once done. */
export type Handover = {
  id: string;
  position: Position;
  /** The role the incoming person gets. */
  role: Role;
  outgoing: HandoverPerson | null;
  incoming: HandoverPerson & { state: IncomingState; email?: string; invitationId?: string; invitationExpiresAt?: string };
  createdAt: string;
  createdBy: { username: string; firstName: string; lastName: string } | null;
  steps: {
    /** The incoming account has the role and the position. */
    transferred: boolean;
    transferredAt?: string;
    outgoing?: { action: OutgoingAction; at: string };
    executiveUpdatedAt?: string;
  };
  completed: boolean;
};

/**
 * A key the association holds outside the site (the PayPal account, the domain, ...): who holds
 * it, their position, when someone last checked that they still do. Never a password: the list
 * says who holds what, nothing more.
 */
export const keyHolderInput = z
  .object({
    name: nameText('Key', LIMITS.keyName),
    holder: optionalNameText('Held by', LIMITS.keyHolder),
    position: positionField.optional(),
    lastCheckedOn: z.union([z.literal(''), isoDate]).optional(),
  })
  .strict();
export type KeyHolderInput = z.input<typeof keyHolderInput>;
export type KeyHolder = { id: string; name: string; holder?: string; position?: Position; lastCheckedOn?: string };

/** The keys every association like this one holds, on the checklist from the first start. */
export const SUGGESTED_KEYS: readonly { id: string; name: string }[] = [
  { id: 'paypal', name: 'PayPal account owner' },
  { id: 'domain', name: 'Domain registrar and DNS' },
  { id: 'firebase', name: 'Firebase project owners' },
  { id: 'mail-provider', name: 'Mail provider (SMTP relay)' },
  { id: 'bank-etransfer', name: 'Bank e-Transfer address' },
];
