/**
 * The first segment of every staff path. The analytics check needs only these, so the page script
 * of every public page (which drops a staff path's view) carries four words, not the whole map;
 * the map below cannot hold a path outside them (a type error).
 */
const STAFF_AREAS = ['login', 'forgot-password', 'control-panel', 'admin'] as const;
type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * Every staff screen's path: the one map the web app builds its staff routes and links from
 * (web/src/routes.ts), and the server keeps out of the analytics. A link names a screen by its
 * key (`STAFF_PATHS.members`), so a mistyped screen is a type error, not a dead link. Zod-free,
 * so public code may import it (the footer's Staff Login). Public pages: public-pages.ts.
 */
export const STAFF_PATHS = {
  login: '/login',
  forgotPassword: '/forgot-password',
  // The pages behind the links staff get by e-mail (docs/security.md, "Account links").
  resetPassword: '/login/reset-password',
  acceptInvitation: '/login/invitation',
  confirmRecoveryEmail: '/login/recovery-email',
  /** Sent to the address a new recovery e-mail replaces: puts it back and signs every device out. */
  undoRecoveryEmail: '/login/recovery-email/undo',
  controlPanel: '/control-panel',
  developments: '/admin/developments',
  developmentsReport: '/admin/developments/report',
  events: '/admin/events',
  manageUsers: '/admin/manage-users',
  analytics: '/admin/analytics',
  auditLog: '/admin/audit-log',
  content: '/admin/content',
  contentSettings: '/admin/content/settings',
  contentExecutive: '/admin/content/executive',
  contentCalendar: '/admin/content/calendar',
  contentBusinessDirectory: '/admin/content/business-directory',
  contentCommunityLinks: '/admin/content/community-links',
  contentVolunteerNeeds: '/admin/content/volunteer-needs',
  contentFiles: '/admin/content/files',
  members: '/admin/members',
  membersImport: '/admin/members/import',
  membersAgm: '/admin/members/agm',
  membersRenewals: '/admin/members/renewals',
  membersExport: '/admin/members/export',
  /** Pending joins, marked received by e-Transfer, cheque or cash, and the join settings (docs/members.md, "Joining online"). */
  membersJoins: '/admin/members/joins',
  // Mail (docs/mail.md, "For staff"): the log first, since every staff role may read it.
  mail: '/admin/mail',
  mailCompose: '/admin/mail/compose',
  mailNotice: '/admin/mail/notice',
  mailReminders: '/admin/mail/reminders',
  mailSuppressions: '/admin/mail/suppressions',
  mailSend: '/admin/mail/sends/:id',
  // What residents write through the public forms (docs/inbox.md): the list, one item, the settings.
  inbox: '/admin/inbox',
  inboxItem: '/admin/inbox/items/:id',
  inboxSettings: '/admin/inbox/settings',
  // Sign-up to events (docs/signups.md, "For staff"): the events, an event's dates, one date's people.
  signups: '/admin/signups',
  signupEvent: '/admin/signups/:id',
  signupDate: '/admin/signups/:id/:date',
  account: '/admin/account',
  handover: '/admin/handover',
} as const satisfies Record<string, `/${StaffArea}` | `/${StaffArea}/${string}`>;

export type StaffPath = (typeof STAFF_PATHS)[keyof typeof STAFF_PATHS];

/**
 * Staff screens reached without a session. They show the admin header without its nav and
 * Logout, and they are prerendered (web/react-router.config.ts): their content does not depend on
 * who is signed in, so the sign-in form paints from the HTML instead of after the app's scripts.
 * They still hydrate the whole app, and they are not in the sitemap (they carry noindex). Written
 * out (and checked against the map) rather than read from it: a read would keep the whole map in
 * the page script, which bundlers cannot prove free of side effects.
 */
export const SIGNED_OUT_STAFF_PATHS: readonly string[] = [
  '/login',
  '/forgot-password',
  '/login/reset-password',
  '/login/invitation',
  '/login/recovery-email',
  '/login/recovery-email/undo',
] satisfies StaffPath[];

/** Whether a path (query and fragment allowed) is a staff screen or below one, e.g. '/admin/anything'. */
export function isStaffPath(path: string) {
  return (STAFF_AREAS as readonly string[]).includes(path.split(/[/?#]/)[1] ?? '');
}
