// `npm start`: the whole site on the local emulators at http://localhost:5000, seeded on first run.
import { join } from 'node:path';
import { startStack } from './lib/local-stack';
import { startMailInbox } from './lib/mail-inbox';
import { seedAdmin, seedLocalData } from './lib/seed';
import { DEV_PORTS, ROOT } from './lib/stack-config';

const dataDir = join(ROOT, '.data');

try {
  const stack = await startStack({ ports: DEV_PORTS, dataDir, seed: seedLocalData });
  const inbox = await startMailInbox(DEV_PORTS, dataDir).catch(async (err: Error) => {
    await stack.stop();
    throw err;
  });
  // Scheduled functions do not run on the emulators: the same jobs (functions/src/jobs.ts) run on
  // timers here, so the calendar still moves on at midnight and mail queued while the SMTP server
  // was down still goes out.
  const { JOBS } = await import('../functions/src/jobs');
  const timers = Object.entries(JOBS).flatMap(([name, job]) =>
    job.localEveryMs === null
      ? []
      : [
          setInterval(
            () => void job.run().catch((err: Error) => console.error(`The job ${name} failed: ${err.message}`)),
            job.localEveryMs,
          ),
        ],
  );
  const shutdown = async (signal: string) => {
    console.log(`\n${signal} received: stopping the emulators and saving data to ${dataDir} ...`);
    for (const timer of timers) clearInterval(timer);
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
