import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { ITEM_COLLECTIONS, ITEM_KINDS, type ItemType } from '@roca/contract/item-kinds';

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

/**
 * The collections the product stores (docs/requirements.md, Data): those of the kinds of item
 * staff change (contract/src/item-kinds.ts: developments, events, users, siteContent, the content
 * collections, members, and the staff accounts' invitations, handovers and keys held outside the
 * site), and these others.
 */
export const COLLECTIONS = {
  ...ITEM_COLLECTIONS,
  usernames: 'usernames',
  analytics: 'analytics',
  /** Views and clicks per day, and the day's new link records (services/analytics/analytics.ts). */
  analyticsDaily: 'analyticsDaily',
  /** Failed sign-in counters per username and per client (services/accounts/login-throttle.ts). */
  loginThrottle: 'loginThrottle',
  /** Uploads handed out by POST /api/objects/upload and not yet attached (services/content/attachments.ts). */
  pendingUploads: 'pendingUploads',
  /** Who changed what: one entry per staff change, with the item before and after (services/core/audit.ts). */
  auditLog: 'auditLog',
  /** paymentTransactions/{PayPal transaction id} -> { memberId, paymentId }: a transaction is counted once. */
  paymentTransactions: 'paymentTransactions',
  /** Every message sent or to send, with its delivery (services/mail/outbox.ts): recipients are personal data. */
  outbox: 'outbox',
  /** Each time a sender took an outbox message: `<message id>-<claim number>` (services/mail/outbox.ts). */
  outboxClaims: 'outboxClaims',
  /** One per compose, notice (with its proof), reminder, test, development alert or digest (services/mail/sends.ts). */
  mailSends: 'mailSends',
  /** Addresses that bounced for good: no bulk mail until staff clear them (services/mail/suppressions.ts). */
  mailSuppressions: 'mailSuppressions',
  /** The bylaw notice period and each year's renewal reminders. */
  mailSettings: 'mailSettings',
  /** Join forms sent and not yet paid, by reference (services/joins/pending-joins.ts): personal data. */
  pendingJoins: 'pendingJoins',
  /**
   * paidJoins/{reference} -> { memberId }: a join is paid once. Created first in the transaction
   * that pays it (services/joins/complete-join.ts), whichever way the payment arrives.
   */
  paidJoins: 'paidJoins',
  /** What joining online charges, the e-Transfer address, how long a join waits (services/content/join-settings.ts). */
  joinSettings: 'joinSettings',
  /** PayPal webhook events handled, by event id: a duplicate changes nothing (services/joins/paypal-webhooks.ts). */
  paypalWebhookEvents: 'paypalWebhookEvents',
  /**
   * Residents subscribed to development updates, with their consent record (services/subscribers/subscribers.ts):
   * personal data apart from the register; deleted after unsubscribing (docs/decisions/018).
   */
  subscribers: 'subscribers',
  /** Each development update created or whose status changed, for its alert and the weekly digest (services/subscribers/development-alerts.ts). */
  developmentChanges: 'developmentChanges',
  /**
   * The links e-mailed to staff (password reset, invitation, recovery e-mail), by the SHA-256 of
   * their code, and a `used-` marker for each one used (services/accounts/account-links.ts). No working code.
   */
  accountLinks: 'accountLinks',
  /**
   * The inbox's per-address cap (services/inbox/senders.ts): `<hash of the address>-<day>-<n>`,
   * one per message stored that day; created first, so no burst stores more than the cap.
   */
  inboxSenderClaims: 'inboxSenderClaims',
  /**
   * My membership (docs/decisions/022): member sessions by the SHA-256 of their cookie (no working
   * session id is stored), the sign-in link requests waiting for their task, and the counted caps
   * on link requests per client and per address (services/portal).
   */
  memberSessions: 'memberSessions',
  memberLinkRequests: 'memberLinkRequests',
  memberLinkClaims: 'memberLinkClaims',
  /**
   * Each date's sign-ups counted (places held, waiting, offered, checked in, shifts), with a version
   * (services/signups/ledger.ts); `signups` (the people, personal data) is a kind of item.
   */
  signupOccurrences: 'signupOccurrences',
  /** One per change of a date's sign-ups, `<date>-<version>`: the guard that no two changes take one version. */
  signupChanges: 'signupChanges',
} as const;

/** The collection of a kind of item (contract/src/item-kinds.ts). */
export const itemCollection = (type: ItemType) => db.collection(ITEM_KINDS[type].collection);

/** An item's document: by its id, or the one document of a single item (the site settings, the executive). */
export function itemDoc(type: ItemType, id: string): DocumentReference {
  const kind = ITEM_KINDS[type];
  return itemCollection(type).doc('doc' in kind ? kind.doc : id);
}

/**
 * Where publishing keeps what it knows about the published site (services/publishing/publishing.ts): what
 * was asked for, what is live and the hashes of its files. Derived state, not data staff own:
 * not in COLLECTIONS, so backups and restores leave it out (a restore republishes everything).
 */
export const PUBLISHING_COLLECTION = 'publishing';

/**
 * The per-client limits' counts (middleware/client-limits.ts): per limit and client, a mark of the
 * current window and a count per window, worth nothing once the window ends (TTL on `expiresAt`, and the daily job
 * forgetClientCounts). Not in COLLECTIONS: backups and restores leave it out, like publishing's state.
 */
export const CLIENT_LIMITS_COLLECTION = 'clientLimits';
