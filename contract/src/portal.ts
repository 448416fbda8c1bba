import { z } from './zod';
import { LIMITS } from './limits';
import { documentId, oneLineText, requiredText } from './fields';
import { mailAddress, MEMBER_TOPICS, type MemberTopic } from './mail';

/**
 * My membership, the member portal (docs/members.md, "My membership"; docs/decisions/021): a
 * member signs in with a link e-mailed to the address on the register, never a password, and
 * looks after their own membership. Its pages are rendered by the function (contract/src/function-pages.ts)
 * and its forms are plain HTML posts, so every body here is a form as the browser sends it.
 */

/**
 * A member session, kept in a cookie scoped to the member pages (docs/decisions/021): never a
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

/** POST /my-membership/sign-in: the address to send a link to. The answer is the same whatever it is. */
export const memberLinkRequest = z
  .object({
    email: mailAddress,
    /** The honeypot: hidden from people, filled in by bots; a filled one gets the same answer and nothing happens. */
    website: z.string().max(LIMITS.email).optional(),
  })
  .strict();

/** POST /my-membership/sign-in/{token} and /my-membership/switch: which member of the address. */
export const memberChoice = z.object({ member: documentId }).strict();

const optionalPhone = z
  .string()
  .trim()
  .max(LIMITS.phone, `Phone must be at most ${LIMITS.phone} characters`)
  .refine((value) => value === '' || /^[0-9+()\-.\s]*[0-9][0-9+()\-.\s]*$/.test(value), 'Phone may use digits, spaces and + ( ) - . only')
  .regex(/^[^\r\n]*$/, 'Phone must be one line (no line breaks)')
  .optional();

/**
 * POST /my-membership/details: the member's contact details. A new e-mail address is not stored
 * here: a link goes to it, and it replaces the old one when confirmed. The postal address may have
 * several lines, as the join form takes it; every other field is one line.
 */
export const memberDetailsInput = z
  .object({
    firstName: oneLineText('First name', LIMITS.memberNamePart),
    lastName: oneLineText('Last name', LIMITS.memberNamePart),
    // A browser sends a textarea's line breaks as CR LF: stored as LF, as the register has them.
    address: requiredText('Postal address', LIMITS.postalAddress).transform((value) => value.replace(/\r\n?/g, '\n')),
    phone: optionalPhone,
    email: mailAddress,
  })
  .strict();
export type MemberDetailsInput = z.infer<typeof memberDetailsInput>;

/** POST /my-membership/topics: the topics ticked (a box per member topic, all named `topics`); none is a choice too. */
export const memberTopicsInput = z
  .object({
    topics: z
      .union([z.enum(MEMBER_TOPICS), z.array(z.enum(MEMBER_TOPICS)).max(MEMBER_TOPICS.length)], {
        error: 'Choose only from the topics listed',
      })
      .optional()
      .transform((value): MemberTopic[] => [...new Set(value === undefined ? [] : Array.isArray(value) ? value : [value])]),
  })
  .strict();

/** What a member may ask of the association about their personal information (BC PIPA ss. 23 and 24). */
export const MEMBER_REQUESTS = { correction: 'Correct something', deletion: 'Delete my personal information' } as const;
export type MemberRequestKind = keyof typeof MEMBER_REQUESTS;

/** POST /my-membership/request: a correction or deletion request, which the Membership position answers. */
export const memberRequestInput = z
  .object({
    request: z.enum(Object.keys(MEMBER_REQUESTS) as [MemberRequestKind, ...MemberRequestKind[]], {
      error: 'Choose what you are asking for',
    }),
    details: requiredText('What to correct or delete', LIMITS.memberRequestText),
  })
  .strict();
export type MemberRequestInput = z.infer<typeof memberRequestInput>;

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
  /** Event sign-ups, where the association takes them. */
  signUps: { event: string; date: string; partySize: number; status: string }[];
};
