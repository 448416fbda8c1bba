import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { FUNCTIONS_REGION, SITE_TIME_ZONE } from '@roca/contract/site';
import { createApp } from './app';
import { MAIL_SENDS_PER_SECOND, MAIL_SMTP_PASSWORD, MAIL_TOKEN_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } from './config';
import { API_MEMORY } from './instance';
import { JOBS, type Job, type JobName } from './jobs';
import { deliverMessage } from './services/mail';
import { sendSignInLink } from './services/portal';
import { runPublish } from './services/publishing';

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
 * Sends one message a public form asked for (a confirmation link: services/mail/form-mail.ts), as
 * sendMail does, from a queue of its own: however many strangers ask, receipts, resets and notices
 * in sendMail's queue never wait behind them. One at a time, a second apart: the forms may ask for
 * at most LIMITS.formMailPerHour an hour in all.
 */
export const sendFormMail = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    memory: '256MiB',
    timeoutSeconds: 120,
    secrets: [MAIL_SMTP_PASSWORD],
    rateLimits: { maxConcurrentDispatches: 1, maxDispatchesPerSecond: 1 },
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 600, maxDoublings: 4 },
  },
  async (req) => {
    await deliverMessage(String((req.data as { id?: unknown }).id));
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

/** A scheduled function of the jobs list (jobs.ts): what the job did goes to the log. */
function scheduled(name: JobName) {
  const job: Job = JOBS[name];
  return onSchedule(
    {
      schedule: job.schedule,
      region: FUNCTIONS_REGION,
      ...(job.inVancouver ? { timeZone: SITE_TIME_ZONE } : {}),
      ...(job.secrets ? { secrets: job.secrets } : {}),
    },
    async () => {
      logger.info(name, await job.run());
    },
  );
}

// The scheduled jobs (jobs.ts says what each does and when); locally `npm start` runs them.
export const cleanupUploads = scheduled('cleanupUploads');
export const forgetMemberPersonalData = scheduled('forgetMemberPersonalData');
export const republishSite = scheduled('republishSite');
export const sweepMail = scheduled('sweepMail');
export const sendRenewalReminders = scheduled('sendRenewalReminders');
export const sendDevelopmentDigest = scheduled('sendDevelopmentDigest');
export const forgetSubscribers = scheduled('forgetSubscribers');
export const forgetInboxPersonalData = scheduled('forgetInboxPersonalData');
export const forgetCommenters = scheduled('forgetCommenters');
export const forgetClientCounts = scheduled('forgetClientCounts');
export const runSignupOffers = scheduled('runSignupOffers');
export const sendSignupReminders = scheduled('sendSignupReminders');
export const forgetSignups = scheduled('forgetSignups');
