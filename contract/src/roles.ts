import { ROLES } from './limits';

/**
 * Who may do what: the one table the server's routes enforce and the screens read to hide what
 * a role cannot do (docs/requirements.md, "Roles"). Zod-free, so any screen may import it.
 */
export type Role = (typeof ROLES)[number];

const EDITORS = ['Admin', 'Super'] as const satisfies readonly Role[];
const ALL_STAFF = ROLES;

const PERMISSIONS = {
  /** Staff lists and figures: users, analytics, content as staff see it. */
  readStaffData: ALL_STAFF,
  /** Developments (with attachments, uploads and imports), event alerts and the site's content. */
  editContent: EDITORS,
  readAuditLog: EDITORS,
  /** Undo a deletion from the audit log. */
  restoreFromAuditLog: ['Admin'],
  createUsers: EDITORS,
  /** Open a user's edit form at all; which users and roles is `canEditUser` / `assignableRoles`. */
  editUsers: EDITORS,
  deleteUsers: ['Admin'],
  /** The register of members: personal data, read and changed by Admin and Super (docs/decisions/009). */
  manageMembers: EDITORS,
  /**
   * The fee joining charges and the address e-Transfers go to (docs/decisions/016): money reaches
   * the association through them, so only an Admin changes them; the register's roles read them.
   */
  editJoinSettings: ['Admin'],
  /** The register's counts only (members, in good standing, quorum): no names. */
  readMemberCounts: ALL_STAFF,
  /** Compose and send mail, give notices, set reminders, retry, see and clear suppressed addresses (docs/mail.md). */
  sendMail: EDITORS,
  /** The mail log's counts and states, without any recipient's address. */
  readMailLog: ALL_STAFF,
  /** Subscribers to development updates: the list with each consent, for the export (docs/decisions/018). */
  exportSubscribers: EDITORS,
  /** How many subscribe to development updates: no addresses. */
  readSubscriberCounts: ALL_STAFF,
  /**
   * Sign-up to events (docs/signups.md): open and close it, set capacity and shifts, change a date,
   * see who comes (names and addresses), check people in, export, message them.
   */
  manageSignups: EDITORS,
  /** The counts of each date's sign-ups: no names, no addresses. */
  readSignupCounts: ALL_STAFF,
  /** See who is refused sign-in by the throttle, and let them in again. */
  manageSignInLockouts: ['Admin'],
  /** Invite people by e-mail (a Super not as Admin: `assignableRoles`), see and revoke pending invitations. */
  inviteUsers: EDITORS,
  /** The AGM handover and the checklist of keys held outside the site (docs/handover.md). */
  manageHandover: ['Admin'],
  /** Read, assign, answer and close what residents write, with who wrote it (docs/inbox.md). */
  workInbox: EDITORS,
  /** The inbox's states, dates and counts: never who wrote or what. */
  readInboxStates: ALL_STAFF,
  /** The due-date periods, retention and the positions' reply addresses. */
  editInboxSettings: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** A missing role (no current user) counts as Read Only. */
export const can = (role: Role | undefined, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role ?? 'Read Only');

/** Rules that depend on the user acted on as well as on who acts. */
export const rolePolicy = {
  canEditUser: (actor: Role | undefined, target: Role) => can(actor, 'editUsers') && (actor === 'Admin' || target !== 'Admin'),
  /** Admin is offered only to an Admin; Super and Read Only to everyone who may create users. */
  assignableRoles: (actor: Role | undefined): Role[] => (actor === 'Admin' ? ['Admin', 'Super', 'Read Only'] : ['Super', 'Read Only']),
  /** A recovery e-mail is seen and changed by its owner and by Admins only (docs/decisions/017). */
  canSeeRecoveryEmail: (actor: { id: string; role: Role } | undefined, ownerId: string) =>
    actor !== undefined && (actor.role === 'Admin' || actor.id === ownerId),
};
