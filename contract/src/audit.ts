import { z } from './zod';
import { documentId } from './fields';
import { LIMITS } from './limits';
import { ITEM_TYPES, RESTORABLE_DELETIONS, RESTORABLE_VERSIONS, type RestorableDeletion, type RestorableVersion } from './item-kinds';
import { can, type Permission, type Role } from './roles';

/** What the audit log records: every change of any kind of item (item-kinds.ts), by what was done. */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'visibility'
  | 'attach'
  | 'detach'
  | 'import'
  | 'restore'
  // A member's payments live in the member's record: recording or deleting one is a change of it.
  | 'add-payment'
  | 'delete-payment'
  // A payment refunded or reversed at PayPal, or a refund row of the CSV import (docs/members.md, "Refunds").
  | 'take-back-payment'
  // A pending join paid: the member it created or renewed (docs/members.md, "Joining online").
  | 'join'
  // Letting a locked-out account or address sign in again (services/accounts/login-throttle.ts).
  | 'clear'
  // An invitation withdrawn by staff, or taken up by the person invited (services/accounts/invitations.ts).
  | 'revoke'
  | 'accept';

/** The item types the audit log can restore: a deleted item, or an earlier version (item-kinds.ts). */
export type RestorableItemType = RestorableDeletion | RestorableVersion;

/**
 * How long the audit log keeps a member's personal data (docs/decisions/009): the states before
 * and after each change, and the name in the entry's label. A deleted member's entries lose it
 * `afterDeletionDays` after the deletion (the time an Admin has to restore the member); every
 * member entry loses it `atMostDays` after the change. Who changed what, when, and which fields,
 * stay.
 */
export const MEMBER_AUDIT_RETENTION = { afterDeletionDays: 90, atMostDays: 730 } as const;

/** The label of a member entry whose personal data is removed. */
export const REMOVED_MEMBER_LABEL = 'A member (personal data removed)';

/** Whether POST /api/audit/{id}/restore can act on this entry (the server and the screen agree). */
export function isRestorableEntry(entry: { action: AuditAction; itemType: string; personalDataRemovedAt?: string }): boolean {
  // The state it would bring back is gone.
  if (entry.personalDataRemovedAt) return false;
  if (entry.action === 'delete') return (RESTORABLE_DELETIONS as readonly string[]).includes(entry.itemType);
  // A member's deleted payment goes back into the member's record.
  if (entry.action === 'delete-payment') return entry.itemType === 'member';
  return (RESTORABLE_VERSIONS as readonly string[]).includes(entry.itemType);
}

/** Query of GET /api/audit. `cursor` is the id of the last entry of the previous page. */
export const auditQuery = z
  .object({
    itemType: z.enum(ITEM_TYPES, { error: `Item type must be one of ${ITEM_TYPES.join(', ')}` }).optional(),
    userId: documentId.optional(),
    /** One item's history (a member's, from the register): with `itemType`. */
    itemId: documentId.optional(),
    limit: z.coerce.number().int().min(1).max(LIMITS.auditPageMax).default(LIMITS.auditPageSize),
    cursor: documentId.optional(),
  })
  .strict()
  .refine((query) => !query.itemId || query.itemType, { path: ['itemId'], message: 'An item id needs its item type' });
export type AuditQuery = z.input<typeof auditQuery>;

/** A staff member who made a change. */
type StaffAuditActor = { id: string; username: string; firstName: string; lastName: string; role: Role };

/**
 * A member who changed their own entry of the register in My membership (docs/members.md): named
 * by their id only, so the entry holds no more of their personal data than its states do.
 */
export type MemberAuditActor = { kind: 'member'; id: string };

/** The `actorId` of every change a member made in My membership: the audit log's "Changed by" filter. */
export const MEMBER_ACTOR_ID = 'member';

/** Who made a change: a staff member, a member in My membership, or null for the system (seed and command-line scripts). */
export type AuditActor = StaffAuditActor | MemberAuditActor | null;

/** Whether a change was a member's own, in My membership. */
export const isMemberActor = (actor: AuditActor): actor is MemberAuditActor => actor !== null && 'kind' in actor && actor.kind === 'member';

/** One audit log entry as GET /api/audit returns it; Firestore timestamps become ISO strings. */
export type AuditEntry = {
  id: string;
  at: string;
  actor: AuditActor;
  /** Which part of the system made the change when no staff member did: a job, PayPal, or 'system' (the seed, a script). */
  system?: string;
  action: AuditAction;
  itemType: string;
  itemId: string;
  /**
   * A human name for the item at the time: project title, event heading, username, calendar event
   * title, list item name or area, or the name of the settings, executive or file slot.
   */
  itemLabel: string;
  /** Fields whose value changed ('password' when only the password changed; never its value). */
  changedFields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** When the retention job removed a member's personal data from the entry (MEMBER_AUDIT_RETENTION). */
  personalDataRemovedAt?: string;
};

export type AuditPage = { entries: AuditEntry[]; nextCursor: string | null };

/** POST /api/audit/{id}/restore answers with what it brought back or put back. */
export type AuditRestoreResult = {
  itemType: RestorableItemType;
  itemId: string;
  /** Attachments whose files were deleted with the development and could not come back. */
  droppedAttachments: string[];
};

/**
 * The audit log is read by Admin and Super, but some entries record what only an Admin may see:
 * the AGM handover and the keys held outside the site (manageHandover), and the sign-in lockouts,
 * whose entries name the client's address (manageSignInLockouts). An entry of these types is
 * listed only to a role with the permission; the server filters, the screen offers the filter.
 */
const AUDIT_READ_PERMISSIONS: Partial<Record<string, Permission>> = {
  handover: 'manageHandover',
  keyHolder: 'manageHandover',
  'sign-in lockout': 'manageSignInLockouts',
};

export const mayReadAuditEntry = (role: Role | undefined, itemType: string) => {
  const permission = AUDIT_READ_PERMISSIONS[itemType];
  return permission === undefined || can(role, permission);
};
