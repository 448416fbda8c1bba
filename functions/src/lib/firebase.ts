import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';

/**
 * One firebase-admin app for the process. In Cloud Functions the project comes from the
 * environment; on the emulators FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST point the
 * SDK at the local services and GCLOUD_PROJECT (demo-roca) names the project.
 */
// The default app, not just the first: the local stack (scripts/lib/local-stack.ts) holds a named
// app of its own, which it deletes when it stops; a later stack in the same process would
// otherwise publish through that deleted app.
const app = getApps().find((existing) => existing.name === '[DEFAULT]') ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);
/** Cloud Tasks queues of task functions (the Cloud Tasks emulator on the local stack). */
export const functionsAdmin = getFunctions(app);

/** The collections the product stores (docs/requirements.md, Data). */
export const COLLECTIONS = {
  users: 'users',
  usernames: 'usernames',
  developments: 'developments',
  events: 'events',
  analytics: 'analytics',
  /** Views and clicks per day, and the day's new link records (services/analytics.ts). */
  analyticsDaily: 'analyticsDaily',
  /** Failed sign-in counters per username and per client (services/login-throttle.ts). */
  loginThrottle: 'loginThrottle',
  /** Uploads handed out by POST /api/objects/upload and not yet attached (services/attachments.ts). */
  pendingUploads: 'pendingUploads',
  /** Who changed what: one entry per staff change, with the item before and after (services/audit.ts). */
  auditLog: 'auditLog',
  /** The site's content staff edit (services/site-content.ts): `settings` and `executive` documents. */
  siteContent: 'siteContent',
  calendarEvents: 'calendarEvents',
  businessDirectory: 'businessDirectory',
  communityLinks: 'communityLinks',
  volunteerNeeds: 'volunteerNeeds',
  /** One document per file slot that staff replaced; other slots show the shipped file. */
  siteFiles: 'siteFiles',
  /** The register of members, each with its payments (services/members.ts): personal data. */
  members: 'members',
  /** paymentTransactions/{PayPal transaction id} -> { memberId, paymentId }: a transaction is counted once. */
  paymentTransactions: 'paymentTransactions',
  /** Every message sent or to send, with its delivery (services/mail/outbox.ts): recipients are personal data. */
  outbox: 'outbox',
  /** Each time a sender took an outbox message: `<message id>-<claim number>` (services/mail/outbox.ts). */
  outboxClaims: 'outboxClaims',
  /** One per compose, notice (with its proof), reminder or test (services/mail/sends.ts). */
  mailSends: 'mailSends',
  /** Addresses that bounced for good: no bulk mail until staff clear them (services/mail/suppressions.ts). */
  mailSuppressions: 'mailSuppressions',
  /** The bylaw notice period and each year's renewal reminders. */
  mailSettings: 'mailSettings',
  /**
   * The links e-mailed to staff (password reset, invitation, recovery e-mail), by the SHA-256 of
   * their code, and a `used-` marker for each one used (services/account-links.ts). No working code.
   */
  accountLinks: 'accountLinks',
  /** People invited by e-mail, pending or taken up (services/invitations.ts): their addresses are personal data. */
  invitations: 'invitations',
  /** The AGM handover of each position (services/handovers.ts). */
  handovers: 'handovers',
  /** Who holds each key the association keeps outside the site; never a secret (services/key-holders.ts). */
  keyHolders: 'keyHolders',
} as const;

/**
 * Where publishing keeps what it knows about the published site (services/publishing.ts): what
 * was asked for, what is live and the hashes of its files. Derived state, not data staff own:
 * not in COLLECTIONS, so backups and restores leave it out (a restore republishes everything).
 */
export const PUBLISHING_COLLECTION = 'publishing';
