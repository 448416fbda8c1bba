import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { FUNCTIONS_REGION, SITE_TIME_ZONE } from '@roca/contract/site';
import { createApp } from './app';
import { MAIL_SENDS_PER_SECOND, MAIL_SMTP_PASSWORD, MAIL_TOKEN_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } from './config';
import { API_MEMORY } from './instance';
import { cleanupAbandonedUploads } from './services/content';
import { removeExpiredMemberData } from './services/members';
import { removeOldJoins } from './services/joins';
import { deliverMessage, sweepOutbox } from './services/mail';
import { runRenewalReminders } from './services/mail';
import { forgetOldDevelopmentChanges, sendWeeklyDigest } from './services/subscribers';
import { forgetOldSubscribers } from './services/subscribers';
import { removeExpiredMailContent } from './services/mail';
import { forgetClosedInboxItems } from './services/inbox';
import { forgetPortalRecords, sendSignInLink } from './services/portal';
import { checkPublishedSite, runPublish } from './services/publishing';

/**
 * The one HTTPS function; Hosting rewrites /api/** (and the mail links' /mail/**) to it
 * (firebase.json), and the join form's /membership/join and /membership/paid. It signs and reads
 * unsubscribe links, so it holds their key, and calls PayPal, so it holds the REST app's credentials.
 * It also serves My membership's pages (/my-membership and /my-membership/**).
 */
export const api = onRequest(
  { region: FUNCTIONS_REGION, memory: API_MEMORY, maxInstances: 10, secrets: [MAIL_TOKEN_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET] },
  createApp(),
);

/** Deletes uploads never attached within 24 hours (locally: `npm run cleanup:uploads`). */
export const cleanupUploads = onSchedule({ schedule: 'every 6 hours', region: FUNCTIONS_REGION }, async () => {
  const removed = await cleanupAbandonedUploads();
  logger.info(`Removed ${removed} abandoned upload(s)`);
});

/**
 * Removes members' personal data from the audit log, what sent messages said and who they went to
 * from the outbox, pending joins, and what residents wrote to the inbox, once each retention ends
 * (docs/decisions/009, 014, 016 and 019).
 * Locally, `npm start` runs the same job (scripts/start-stack.ts).
 */
export const forgetMemberPersonalData = onSchedule(
  { schedule: 'every day 03:00', timeZone: SITE_TIME_ZONE, region: FUNCTIONS_REGION },
  async () => {
    logger.info(`Removed members' personal data from ${await removeExpiredMemberData()} audit log entries`);
    logger.info(`Removed ${await removeOldJoins()} pending joins past their retention`);
    logger.info(`Removed the content of ${await removeExpiredMailContent()} outbox messages`);
    logger.info(`Removed the personal data of ${await forgetClosedInboxItems()} closed inbox items`);
    logger.info(`Removed ${await forgetPortalRecords()} ended member sessions and old sign-in link requests`);
  },
);

/**
 * Looks up one request for a My membership sign-in link (services/portal/sign-in.ts) and, if the
 * address is on the register, e-mails the link: the request itself does the same work for every
 * address, so its answer and its time tell nobody whether an address is a member's. It holds no
 * secret: the link's code is random, and only its hash is stored.
 */
export const sendMemberSignInLink = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    memory: '256MiB',
    timeoutSeconds: 60,
    rateLimits: { maxConcurrentDispatches: 4 },
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10 },
  },
  async (req) => {
    await sendSignInLink(String((req.data as { id?: unknown }).id));
  },
);

/**
 * Publishes the public pages from stored content (services/publishing/publishing.ts), one publish at a time:
 * a save queues a task here. A failed publish is retried with growing pauses; after the last try
 * the scheduled check queues it again. Its service account needs the Firebase Hosting Admin role.
 */
export const publishSite = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    memory: '512MiB',
    timeoutSeconds: 300,
    rateLimits: { maxConcurrentDispatches: 1 },
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 120, maxDoublings: 4 },
    // Only to know whether PayPal's REST app is set up: /membership shows the join form then, else
    // the legacy hosted button (services/content/join-settings.ts). Publishing never calls PayPal.
    secrets: [PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET],
  },
  async () => {
    await runPublish();
  },
);

/**
 * Keeps the published site right with no save (docs/content.md): every page again on a new day
 * in Vancouver, everything after a `firebase deploy` put the build's pages back, and any request
 * no publish has covered. Locally, `npm start` runs the same check (scripts/start-stack.ts).
 */
export const republishSite = onSchedule({ schedule: 'every 10 minutes', timeZone: SITE_TIME_ZONE, region: FUNCTIONS_REGION }, async () => {
  logger.info(await checkPublishedSite());
});

/**
 * Sends one message of the outbox (services/mail/outbox.ts): queued with each message. The
 * queue's rate is the throttle of large sends (MAIL_SENDS_PER_SECOND). SMTP failures are
 * recorded and retried by the sweep, not thrown; a throw (Firestore unreachable) is retried here.
 */
export const sendMail = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    memory: '256MiB',
    timeoutSeconds: 120,
    secrets: [MAIL_SMTP_PASSWORD],
    rateLimits: { maxConcurrentDispatches: 4, maxDispatchesPerSecond: MAIL_SENDS_PER_SECOND },
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 600, maxDoublings: 4 },
  },
  async (req) => {
    await deliverMessage(String((req.data as { id?: unknown }).id));
  },
);

/**
 * Sends again what is due (a retry after the SMTP server was down, a lost task) and marks failed
 * what a dead sender left half-sent. Locally, `npm start` runs the same sweep every minute.
 */
export const sweepMail = onSchedule({ schedule: 'every 5 minutes', region: FUNCTIONS_REGION }, async () => {
  logger.info('mail sweep', await sweepOutbox());
});

/** Each day's renewal reminders (services/mail/reminders.ts); they sign unsubscribe links. */
export const sendRenewalReminders = onSchedule(
  { schedule: 'every day 09:00', timeZone: SITE_TIME_ZONE, region: FUNCTIONS_REGION, secrets: [MAIL_TOKEN_KEY] },
  async () => {
    logger.info('renewal reminders', { sent: await runRenewalReminders() });
  },
);

/**
 * The weekly digest of development updates (services/subscribers/development-alerts.ts), Monday
 * morning: last week's changes to subscribers on "a weekly digest", nothing in a week without any.
 */
export const sendDevelopmentDigest = onSchedule(
  { schedule: 'every monday 08:00', timeZone: SITE_TIME_ZONE, region: FUNCTIONS_REGION, secrets: [MAIL_TOKEN_KEY] },
  async () => {
    logger.info('development digest', { recipients: await sendWeeklyDigest() });
  },
);

/**
 * Retention of subscribers to development updates (docs/decisions/018): unconfirmed requests and
 * unsubscribed addresses are deleted when their time is up, and old records of changes with them.
 * Locally, `npm start` runs the same job (scripts/start-stack.ts).
 */
export const forgetSubscribers = onSchedule(
  { schedule: 'every day 03:30', timeZone: SITE_TIME_ZONE, region: FUNCTIONS_REGION },
  async () => {
    logger.info('subscriber retention', { subscribers: await forgetOldSubscribers(), changes: await forgetOldDevelopmentChanges() });
  },
);
