// `npm start`: the whole site on the local emulators at http://localhost:5000, seeded on first run.
import { startStack } from './lib/local-stack';
import { startMailInbox } from './lib/mail-inbox';
import { seedAdmin, seedLocalData } from './lib/seed';
import { DEV_PORTS, LOCAL_DATA_DIR as dataDir } from './lib/stack-config';
import { stopOnSignals } from './lib/stop-on-signals';

// First, before anything starts: a Ctrl-C at any moment of start-up stops what has started so far.
const running = stopOnSignals({ dataDir });

async function start() {
  const stack = await startStack({ ports: DEV_PORTS, dataDir, seed: seedLocalData, onRunning: running.add });
  // A Ctrl-C during the first publish lets start-up finish without its emulators: start nothing more.
  if (running.stopping) return;
  const inbox = await startMailInbox(DEV_PORTS, dataDir, running.add);
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
  running.add(() => timers.forEach(clearInterval));
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
}

try {
  await start();
} catch (err) {
  // After a Ctrl-C, start-up fails because its emulators are going away: the stop under way exits.
  if (!running.stopping) {
    console.error(`Could not start the local stack: ${(err as Error).message}`);
    await running.stopAll();
    process.exit(1);
  }
}
