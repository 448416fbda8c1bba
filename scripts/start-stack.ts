// `npm start`: the whole site on the local emulators at http://localhost:5000, seeded on first run.
import { join } from 'node:path';
import { startStack } from './lib/local-stack';
import { startMailInbox } from './lib/mail-inbox';
import { seedAdmin, seedLocalData } from './lib/seed';
import { DEV_PORTS, ROOT } from './lib/stack-config';

/**
 * How often `npm start` runs what the deployed scheduled functions run: the republishSite check,
 * forgetMemberPersonalData's retention of the audit log, the outbox and the pending joins, forgetSubscribers'
 * retention and the weekly digest of development updates (cheap when nothing is due; the digest
 * goes once a week).
 */
const CHECK_EVERY_MS = 10 * 60 * 1000;
/** And the mail sweep (sweepMail), with the renewal reminders that are due (sendRenewalReminders). */
const MAIL_EVERY_MS = 60 * 1000;

const dataDir = join(ROOT, '.data');

try {
  const stack = await startStack({ ports: DEV_PORTS, dataDir, seed: seedLocalData });
  const inbox = await startMailInbox(DEV_PORTS, dataDir).catch(async (err: Error) => {
    await stack.stop();
    throw err;
  });
  // Scheduled functions do not run on the emulators: the calendar still moves on at midnight.
  const { checkPublishedSite } = await import('../functions/src/services/publishing');
  const { removeExpiredMemberData } = await import('../functions/src/services/members');
  const { removeOldJoins } = await import('../functions/src/services/joins');
  const { forgetOldSubscribers } = await import('../functions/src/services/subscribers');
  const { forgetOldDevelopmentChanges, sendWeeklyDigest } = await import('../functions/src/services/subscribers');
  const { removeExpiredMailContent } = await import('../functions/src/services/mail');
  const { forgetClosedInboxItems } = await import('../functions/src/services/inbox');
  const { forgetPortalRecords } = await import('../functions/src/services/portal');
  const check = setInterval(() => {
    Promise.all([forgetOldSubscribers(), forgetOldDevelopmentChanges(), sendWeeklyDigest()]).catch((err: Error) =>
      console.error(`Subscriber retention or the weekly digest failed: ${err.message}`),
    );
    checkPublishedSite().catch((err: Error) => console.error(`Checking the published site failed: ${err.message}`));
    removeExpiredMemberData().catch((err: Error) =>
      console.error(`Removing expired personal data from the audit log failed: ${err.message}`),
    );
    removeOldJoins().catch((err: Error) => console.error(`Removing old pending joins failed: ${err.message}`));
    removeExpiredMailContent().catch((err: Error) => console.error(`Removing expired mail content from the outbox failed: ${err.message}`));
    forgetClosedInboxItems().catch((err: Error) => console.error(`Removing expired personal data from the inbox failed: ${err.message}`));
    forgetPortalRecords().catch((err: Error) => console.error(`Removing ended member sessions failed: ${err.message}`));
  }, CHECK_EVERY_MS);
  // Nor the mail sweep: a message queued while the SMTP server was down goes out once it is back.
  const { sweepOutbox } = await import('../functions/src/services/mail');
  const { runRenewalReminders } = await import('../functions/src/services/mail');
  const mail = setInterval(() => {
    Promise.all([sweepOutbox(), runRenewalReminders()]).catch((err: Error) => console.error(`The mail sweep failed: ${err.message}`));
  }, MAIL_EVERY_MS);
  const shutdown = async (signal: string) => {
    console.log(`\n${signal} received: stopping the emulators and saving data to ${dataDir} ...`);
    clearInterval(check);
    clearInterval(mail);
    await inbox.stop();
    await stack.stop();
    console.log('Stopped. All ports are free.');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  console.log(`
  ROCA is running at http://localhost:${DEV_PORTS.hosting}
  ${stack.seeded ? 'Seeded a first Admin and sample content.' : `Data restored from ${dataDir}.`}
  Mail the site sends arrives at the local SMTP server (port ${DEV_PORTS.smtp}): open the inbox at ${inbox.url}
  Payments go to a local stand-in of PayPal (port ${DEV_PORTS.paypal}): its approval page "pays" without a real account.
  Admin sign-in (http://localhost:${DEV_PORTS.hosting}/login): username '${seedAdmin.username}', password '${seedAdmin.password}'${
    stack.seeded ? '' : '\n  (the seeded credentials, unless you changed them; `npm run reset` starts from scratch)'
  }
  Press Ctrl-C to stop.
`);
} catch (err) {
  console.error(`Could not start the local stack: ${(err as Error).message}`);
  process.exit(1);
}
