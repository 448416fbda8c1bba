/**
 * My membership (docs/members.md, "My membership"; docs/decisions/022): a member signs in with a
 * link e-mailed to the address on the register, never a password, and looks after their own
 * membership. Zod-free, so a public page may link to it and the function's pages may show it: the
 * paths, the session's limits, the forms' field names and what the pages and the download hold.
 * The schemas that read the forms are in portal.ts.
 */

/**
 * A member session, kept in a cookie scoped to the member pages (docs/decisions/022): never a
 * staff session, and short, because members sign in for one errand, often on a device they do
 * not own (a library computer, a neighbour's tablet), and asking again costs only a link.
 */
export const MEMBER_SESSION = {
  /**
   * Ends after this long without a request. OWASP ASVS 3.3.2 allows at most 30 minutes idle at
   * its level 2 (personal data): a member reads a page, changes an address, and leaves; a screen
   * left open on a shared computer closes itself soon after.
   */
  idleMinutes: 30,
  /**
   * Ends this long after signing in, however active (ASVS allows 12 hours at level 2): an errand
   * takes minutes, so a session that outlives a morning only serves someone who took the device.
   */
  absoluteHours: 4,
  /**
   * The cookie: `__session` is the one cookie Firebase Hosting forwards to a function. Scoped to
   * the member pages' path, so no other page or /api call ever receives it (the staff sign-in's
   * device cookie of the same name has its own path, /api/login).
   */
  cookieName: '__session',
  cookiePath: '/my-membership',
} as const;

/** The member pages (Hosting rewrites /my-membership and /my-membership/** to the function). */
export const PORTAL_PATHS = {
  /** The member's page with a session; the sign-in form without one. */
  home: '/my-membership',
  /** POST: the e-mail address a sign-in link goes to. */
  signIn: '/my-membership/sign-in',
  details: '/my-membership/details',
  topics: '/my-membership/topics',
  renew: '/my-membership/renew',
  /** The readable copy of everything held about the member; `.json` and `.html` download it. */
  data: '/my-membership/data',
  request: '/my-membership/request',
  /** Another member on the same e-mail address (a household), as the sign-in link offered. */
  switchMember: '/my-membership/switch',
  signOut: '/my-membership/sign-out',
} as const;

/** The sign-in link's page: GET shows the button(s), POST signs in. */
export const portalLinkPath = (token: string) => `${PORTAL_PATHS.signIn}/${token}` as const;
/** The link that confirms a new e-mail address: GET shows the button, POST confirms. */
export const portalEmailPath = (token: string) => `${PORTAL_PATHS.home}/email/${token}` as const;
/** POST: the receipt of one of the member's payments, e-mailed again. */
export const portalReceiptPath = (paymentId: string) => `${PORTAL_PATHS.home}/receipts/${paymentId}` as const;

/** The forms' field names (the keys of the schemas below). `website` is the honeypot. */
export const PORTAL_FIELDS = {
  email: 'email',
  honeypot: 'website',
  member: 'member',
  firstName: 'firstName',
  lastName: 'lastName',
  address: 'address',
  phone: 'phone',
  topics: 'topics',
  request: 'request',
  details: 'details',
} as const;

/** What a member may ask of the association about their personal information (BC PIPA ss. 23 and 24). */
export const MEMBER_REQUESTS = { correction: 'Correct something', deletion: 'Delete my personal information' } as const;
export type MemberRequestKind = keyof typeof MEMBER_REQUESTS;

/** What the pages show and the download holds of the association's records: dates in words. */
export type MemberPayment = { id: string; date: string; amount: string; method: string; year: number; reference: string };

/**
 * Download my data (docs/members.md, "My membership"): a copy of everything the association holds
 * about one member, as JSON and as a readable page. Each part names where it comes from.
 */
export type MemberDataExport = {
  exportedAt: string;
  association: { name: string; email: string; postalAddress: string };
  /** The register's entry (members/{id}). */
  member: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    category: string;
    isAdult: boolean;
    joinedOn: string;
    notes: string;
    createdAt: string;
    updatedAt: string;
    myMembershipLastUsedAt: string | null;
  };
  standing: string;
  payments: MemberPayment[];
  /** Consent to e-mail: the register's record, each topic's current choice, and every change on record. */
  consent: {
    register: { given: boolean; date: string; source: string } | null;
    topics: { topic: string; label: string; given: boolean; date: string; source: string }[];
  };
  /** Every change to the register's entry, as the audit log keeps it: when, by whom (never a staff member's name), and what. */
  changes: { at: string; by: string; action: string; fields: { field: string; before: unknown; after: unknown }[] }[];
  /** Messages the association sent to the member (the outbox), with what they said while it is kept. */
  messages: { at: string; subject: string; state: string; kind: string; text: string | null }[];
  /** Join and renewal forms the member sent (pendingJoins), until their retention ends. */
  joins: { reference: string; year: number; amount: string; payment: string; state: string; sentAt: string }[];
  /** What the member wrote to the association (the inbox), and the answers sent, until retention ends. */
  inboxItems: {
    reference: string;
    kind: string;
    receivedAt: string;
    status: string;
    thread: { at: string; from: string; text: string }[];
  }[];
  /** A subscription of the member's address to development updates, if any (subscribers/{id}). */
  developmentUpdates: { status: string; frequency: string; since: string | null } | null;
  /** Event sign-ups from the member's e-mail address (signups), until their retention ends. */
  signUps: { event: string; date: string; partySize: number; shift: string | null; status: string }[];
};
