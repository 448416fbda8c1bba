import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';
import { keepEmulatorDocumentsInPlace } from './firestore-emulator-documents';
import { documentsOf, loadSnapshot, readSnapshot, saveSnapshot, snapshotOf, type StoredFields } from './firestore-snapshot';
import { startPayPalStandIn, type PayPalStandInOptions } from './paypal-stand-in';
import { assertPortFree, waitForHttp } from './ports';
import {
  LOCAL_PAYPAL,
  PROJECT_ID,
  ROOT,
  emulatorEnv,
  firebaseConfigFor,
  publicDirOf,
  writeLocalSecrets,
  type StackPorts,
} from './stack-config';

export type StackOptions = {
  ports: StackPorts;
  /** Folder for persisted data; omit for a throw-away stack (tests). */
  dataDir?: string;
  /** Called once with an empty database, after the emulators are up. */
  seed?: () => Promise<void>;
  quiet?: boolean;
  /**
   * Run every function call in one worker, one at a time: the Functions emulator's debug mode,
   * which listens for a debugger on this port. Otherwise it starts a new worker process for each
   * concurrent call, which a load of 32 connections turns into well over a hundred processes.
   */
  sequentialFunctionsInspectorPort?: number;
  /**
   * When the PayPal stand-in posts its webhook events: at once (`npm start`, as PayPal does), or
   * when a test asks (the test run), so that what a test sees does not depend on timing.
   */
  paypalWebhooks?: PayPalStandInOptions['deliverWebhooks'];
  /**
   * Receives the stack's stop as soon as the emulators' process runs, long before start-up ends
   * (the seed, the first publish): `npm start` stops it on a Ctrl-C at any moment.
   */
  onRunning?: (stop: () => Promise<void>) => void;
};

export type RunningStack = {
  url: string;
  seeded: boolean;
  stop: () => Promise<void>;
  /** The stored documents of these collections, read from the Firestore emulator's memory (firestore-snapshot.ts). */
  documents: (collections: readonly string[]) => Record<string, StoredFields>;
  /** The Firestore emulator itself: `npm run bench:scale` and the tests count the reads it answers (scripts/lib/firestore-reads.ts). */
  firestore: FirestoreServerType;
};

const SAVE_EVERY_MS = 30_000;
/** Makes the Cloud Tasks emulator start a queued task at once (the file says why). */
const PROMPT_TASK_DISPATCH = join(ROOT, 'scripts/lib/prompt-task-dispatch.mjs');
const BUILT_SITE = join(ROOT, 'web/dist/client');

/**
 * A fresh copy of the built site for this stack's Hosting emulator: the build's public pages show
 * the seed content until the publish at start-up renders the stored one (docs/decisions/008).
 */
function copyBuiltSite(ports: StackPorts) {
  if (!existsSync(join(BUILT_SITE, 'index.html'))) throw new Error(`${BUILT_SITE} is not built: run npm run build first`);
  const dir = publicDirOf(ports);
  rmSync(dir, { recursive: true, force: true });
  cpSync(BUILT_SITE, dir, { recursive: true });
}

/**
 * Publishes every page from the stored content, as after a deploy (the served folder was just
 * copied from the build), and waits until it is live. Imported here, once the environment points
 * the Admin SDK at this stack.
 */
async function publishStoredContent(quiet: boolean | undefined) {
  const { requestPublish, waitForPublish } = await import('../../functions/src/services/core');
  const request = await requestPublish({ reason: 'the local stack started', liveReplaced: true });
  const status = await waitForPublish(request).catch((err: Error) => ({ state: 'failed', detail: err.message, problems: [] }));
  // The site still runs (with the build's pages), so the problem can be looked into there.
  if (status.state === 'failed') console.error(`Publishing the stored content failed: ${status.detail}`);
  else if (!quiet) console.log('Published the public pages from the stored content.');
  for (const problem of status.problems ?? []) console.error(`Left off the public pages: ${problem.item}: ${problem.reason}`);
}

// The package's ESM build imports files without extensions, which Node's ESM loader refuses;
// its CommonJS build loads everywhere (tsx, Vitest's global setup).
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as {
  FirestoreServer: new () => FirestoreServerType;
};

/**
 * The whole local site: the Node Firestore emulator in this process, then
 * `firebase emulators:start --only auth,functions,hosting` pointed at it.
 */
export async function startStack({
  ports,
  dataDir,
  seed,
  quiet,
  sequentialFunctionsInspectorPort,
  paypalWebhooks = 'automatic',
  onRunning,
}: StackOptions): Promise<RunningStack> {
  for (const [name, port] of Object.entries(ports)) await assertPortFree(port, name);
  Object.assign(process.env, emulatorEnv(ports));
  copyBuiltSite(ports);
  writeLocalSecrets();

  const url = `http://127.0.0.1:${ports.hosting}`;
  // PayPal posts its webhooks to the site, through Hosting, as in production.
  const paypal = await startPayPalStandIn({
    port: ports.paypal,
    accounts: [LOCAL_PAYPAL.account],
    webhook: { id: LOCAL_PAYPAL.webhookId, url: `${url}/api/paypal/webhook` },
    deliverWebhooks: paypalWebhooks,
  });
  keepEmulatorDocumentsInPlace();
  const firestore = new FirestoreServer();
  await firestore.start(ports.firestore);
  // A client of its own, closed on stop, so a later start in the same process gets a fresh channel.
  const adminApp = initializeApp({ projectId: PROJECT_ID }, `local-stack-${ports.firestore}-${Date.now()}`);
  const db = getFirestore(adminApp);

  const snapshotFile = dataDir ? join(dataDir, 'firestore.json') : undefined;
  const authDir = dataDir ? join(dataDir, 'auth') : undefined;
  const restored = snapshotFile && existsSync(snapshotFile);
  if (restored) {
    const count = await loadSnapshot(db, readSnapshot(snapshotFile));
    if (!quiet) console.log(`Loaded ${count} documents from ${snapshotFile}`);
  }

  const save = () => snapshotFile && saveSnapshot(snapshotFile, snapshotOf(firestore, PROJECT_ID));
  let lastSaved = '';
  // Nothing is saved until the data is whole: a stop before the seed has finished (a Ctrl-C during
  // start-up) leaves no snapshot, so the next start seeds again rather than restore half a seed.
  let whole = Boolean(restored) || !seed;
  const saveIfChanged = () => {
    if (!snapshotFile || !whole) return;
    const current = JSON.stringify(snapshotOf(firestore, PROJECT_ID));
    if (current !== lastSaved) {
      save();
      lastSaved = current;
    }
  };
  const timer = setInterval(saveIfChanged, SAVE_EVERY_MS);

  const args = ['emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID, '--config', firebaseConfigFor(ports)];
  if (sequentialFunctionsInspectorPort) args.push('--inspect-functions', String(sequentialFunctionsInspectorPort));
  if (authDir) {
    mkdirSync(authDir, { recursive: true });
    if (existsSync(join(authDir, 'firebase-export-metadata.json'))) args.push('--import', authDir);
    args.push('--export-on-exit', authDir);
  }
  const cli = [join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'), ...args];
  const firebase: ChildProcess = spawn(process.execPath, ['--import', pathToFileURL(PROMPT_TASK_DISPATCH).href, ...cli], {
    cwd: ROOT,
    env: { ...process.env, ...emulatorEnv(ports), FORCE_COLOR: '0' },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let output = '';
  firebase.stdout?.on('data', (d) => (output += d));
  firebase.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => firebase.once('exit', () => resolve()));

  // One stop, however often asked for (a Ctrl-C and a start-up failing because of it): each caller
  // waits until the ports are free.
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopEverything());
  const stopEverything = async () => {
    clearInterval(timer);
    if (firebase.exitCode === null) {
      // SIGINT lets the CLI export auth data and shut each emulator down cleanly.
      try {
        process.kill(-firebase.pid!, 'SIGINT');
      } catch {
        /* already gone */
      }
      const forced = setTimeout(() => {
        try {
          process.kill(-firebase.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 15_000);
      await exited;
      clearTimeout(forced);
    }
    saveIfChanged();
    await deleteApp(adminApp);
    firestore.stop();
    await paypal.close();
  };
  onRunning?.(stop);

  let seeded = false;
  try {
    await Promise.race([
      waitForHttp(`${url}/api/developments`),
      exited.then(() => {
        throw new Error(`The Firebase emulators exited during start-up:\n${output.slice(-4000)}`);
      }),
    ]);
    if (!restored && seed) {
      await seed();
      seeded = whole = true;
      saveIfChanged();
    }
    await publishStoredContent(quiet);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, seeded, stop, documents: (collections) => documentsOf(firestore, PROJECT_ID, collections), firestore };
}
