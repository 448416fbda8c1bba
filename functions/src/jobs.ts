import type { SecretParam } from 'firebase-functions/params';
import { MINUTE_MS } from '@roca/contract/days';
import { MAIL_TOKEN_KEY } from './config';
import { forgetClientCounts } from './lib/window-counts';
import { cleanupAbandonedUploads } from './services/content';
import { forgetClosedInboxItems } from './services/inbox';
import { removeExpiredMailContent, runRenewalReminders, sweepOutbox } from './services/mail';
import { removeExpiredMemberData } from './services/members';
import { forgetPortalRecords } from './services/portal';
import { removeOldJoins } from './services/joins';
import { checkPublishedSite } from './services/publishing';
import { forgetCommenters } from './services/consultations';
import { forgetOldSignups, runOfferDeadlines, sendSignupReminders } from './services/signups';
import { forgetOldDevelopmentChanges, forgetOldFollowers, forgetOldSubscribers, sendWeeklyDigest } from './services/subscribers';

/**
 * Every scheduled job, once. The deployed scheduled functions are made from this list (index.ts),
 * and `npm start` runs the same jobs on its own timers (scripts/start-stack.ts), since the
 * emulators run no schedules. A job's name is its deployed function's name: renaming one makes
 * `firebase deploy` delete the old function and create a new one.
 */
export type Job = {
  /** What it does, for the functions index and the logs. */
  does: string;
  /** Cloud Scheduler's schedule (https://cloud.google.com/scheduler/docs/configuring/cron-job-schedules). */
  schedule: string;
  /** The schedule's clock is Vancouver's (SITE_TIME_ZONE), not UTC: "every day 03:00" is 3 a.m. there. */
  inVancouver: boolean;
  /** The secrets the job reads (the mail links' key to sign unsubscribe links). */
  secrets?: SecretParam[];
  /** How often `npm start` runs it; null: not on its own (`npm run cleanup:uploads`). */
  localEveryMs: number | null;
  /** Does the work and says what it did, for the log (never an address or a name). */
  run: () => Promise<unknown>;
};

export const JOBS = {
  cleanupUploads: {
    does: 'Deletes uploads never attached within 24 hours (docs/storage.md)',
    schedule: 'every 6 hours',
    inVancouver: false,
    localEveryMs: null,
    run: async () => ({ removedUploads: await cleanupAbandonedUploads() }),
  },
  forgetMemberPersonalData: {
    does: "Removes members' personal data from the audit log, what sent messages said and to whom from the outbox, pending joins, and My membership's ended sessions and old link requests, once each retention ends (docs/decisions/009, 014, 016 and 022)",
    schedule: 'every day 03:00',
    inVancouver: true,
    localEveryMs: 10 * MINUTE_MS,
    run: async () => ({
      auditEntries: await removeExpiredMemberData(),
      pendingJoins: await removeOldJoins(),
      outboxMessages: await removeExpiredMailContent(),
      memberSessionsAndLinkRequests: await forgetPortalRecords(),
    }),
  },
  republishSite: {
    does: 'Keeps the published site right with no save: every page on a new day in Vancouver, everything after a deploy, any request no publish covered (docs/content.md)',
    schedule: 'every 10 minutes',
    inVancouver: true,
    localEveryMs: 10 * MINUTE_MS,
    run: () => checkPublishedSite(),
  },
  sweepMail: {
    does: 'Sends again what is due (a retry after the SMTP server was down, a lost task) and marks failed what a dead sender left half-sent (docs/mail.md)',
    schedule: 'every 5 minutes',
    inVancouver: false,
    localEveryMs: MINUTE_MS,
    run: () => sweepOutbox(),
  },
  sendRenewalReminders: {
    does: 'Each day\'s renewal reminders (docs/mail.md, "Renewal reminders")',
    schedule: 'every day 09:00',
    inVancouver: true,
    secrets: [MAIL_TOKEN_KEY],
    localEveryMs: MINUTE_MS,
    run: async () => ({ sent: await runRenewalReminders() }),
  },
  sendDevelopmentDigest: {
    does: "The weekly digest of development updates, Monday morning: last week's changes to subscribers on a weekly digest, nothing in a week without any",
    schedule: 'every monday 08:00',
    inVancouver: true,
    secrets: [MAIL_TOKEN_KEY],
    localEveryMs: 10 * MINUTE_MS,
    run: async () => ({ recipients: await sendWeeklyDigest() }),
  },
  forgetSubscribers: {
    does: "Deletes unconfirmed requests and unsubscribed addresses (an application's followers too) when their time is up, and old records of changes with them (docs/decisions/018)",
    schedule: 'every day 03:30',
    inVancouver: true,
    localEveryMs: 10 * MINUTE_MS,
    run: async () => ({
      subscribers: await forgetOldSubscribers(),
      followers: await forgetOldFollowers(),
      changes: await forgetOldDevelopmentChanges(),
    }),
  },
  forgetCommenters: {
    does: "Removes commenters' personal data the set time after the municipality's decision on an application, and unconfirmed comments a week after their window closed (docs/consultations.md)",
    schedule: 'every day 03:45',
    inVancouver: true,
    localEveryMs: 10 * MINUTE_MS,
    run: async () => ({ comments: await forgetCommenters() }),
  },
  forgetInboxPersonalData: {
    does: 'Removes the personal data of inbox items closed longer ago than their kind keeps them, and from their audit entries; the items stay as counts (docs/inbox.md, "Retention")',
    schedule: 'every day 03:15',
    inVancouver: true,
    localEveryMs: 10 * MINUTE_MS,
    run: async () => ({ inboxItems: await forgetClosedInboxItems() }),
  },
  forgetClientCounts: {
    does: "Deletes the per-client limits' counts whose window has ended (middleware/client-limits.ts); Firestore's TTL deletes them too, within a day",
    schedule: 'every day 04:00',
    inVancouver: true,
    localEveryMs: 10 * MINUTE_MS,
    run: async () => ({ counts: await forgetClientCounts() }),
  },
  runSignupOffers: {
    does: 'Offers of freed places past their deadline lapse, the person is told and the place is offered to the next person waiting; an open offer whose message was lost is told again (docs/signups.md)',
    schedule: 'every 5 minutes',
    inVancouver: false,
    secrets: [MAIL_TOKEN_KEY],
    localEveryMs: MINUTE_MS,
    run: async () => ({ lapsed: await runOfferDeadlines() }),
  },
  sendSignupReminders: {
    does: 'Reminders of the dates people signed up for, at the times each event sets, to the people coming only, each once (docs/signups.md)',
    schedule: 'every 15 minutes',
    inVancouver: false,
    secrets: [MAIL_TOKEN_KEY],
    localEveryMs: MINUTE_MS,
    run: async () => ({ reminders: await sendSignupReminders() }),
  },
  forgetSignups: {
    does: 'Deletes sign-ups a set time after their date, and those never confirmed, with the personal data of the audit log entries about them (docs/signups.md)',
    schedule: 'every day 03:45',
    inVancouver: true,
    localEveryMs: 10 * MINUTE_MS,
    run: async () => ({ signups: await forgetOldSignups() }),
  },
} as const satisfies Record<string, Job>;

export type JobName = keyof typeof JOBS;
