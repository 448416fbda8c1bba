import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-roca';

export type StackPorts = {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** The local SMTP server the outbox sends to (docs/mail.md, "Locally"). */
  smtp: number;
  /** Its web inbox (`npm start` only; tests read what arrives in-process). */
  mailInbox: number;
  /** The stand-in of PayPal's REST API that joining online pays through (scripts/lib/paypal-stand-in.ts). */
  paypal: number;
};

/** Ports of the local stack's own servers, not of Firebase emulators (firebase.json has no entry for them). */
const LOCAL_SERVERS: readonly (keyof StackPorts)[] = ['smtp', 'mailInbox', 'paypal'];

/**
 * `npm start` uses firebase.json's ports, moved by ROCA_DEV_PORT_OFFSET when a second checkout
 * runs its own site at the same time; the test run uses its own so both can run at once.
 */
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const emulators = firebaseJson.emulators;
const devOffset = Number(process.env.ROCA_DEV_PORT_OFFSET ?? 0);
export const DEV_PORTS: StackPorts = {
  hosting: emulators.hosting.port + devOffset,
  functions: emulators.functions.port + devOffset,
  auth: emulators.auth.port + devOffset,
  firestore: emulators.firestore.port + devOffset,
  hub: emulators.hub.port + devOffset,
  logging: emulators.logging.port + devOffset,
  eventarc: emulators.eventarc.port + devOffset,
  tasks: emulators.tasks.port + devOffset,
  smtp: 1025 + devOffset,
  mailInbox: 1080 + devOffset,
  paypal: 1090 + devOffset,
};
/** ROCA_TEST_PORT_OFFSET moves the test stack, so two test runs on one machine do not collide. */
const offset = Number(process.env.ROCA_TEST_PORT_OFFSET ?? 0);
export const TEST_PORTS: StackPorts = {
  hosting: 5100 + offset,
  functions: 5101 + offset,
  auth: 9109 + offset,
  firestore: 8180 + offset,
  hub: 4410 + offset,
  logging: 4510 + offset,
  eventarc: 9309 + offset,
  tasks: 9509 + offset,
  smtp: 1125 + offset,
  mailInbox: 1180 + offset,
  paypal: 1190 + offset,
};

/**
 * `npm start`'s data (the database, Auth, mail, uploads and the served site), kept across restarts;
 * ROCA_LOCAL_DATA_DIR moves it (tests/stack starts `npm start`'s script on a folder of its own).
 */
export const LOCAL_DATA_DIR = process.env.ROCA_LOCAL_DATA_DIR ?? join(ROOT, '.data');

type HostingHeader = { key: string; value: string };

/** Where the stack's PayPal stand-in answers: its API, and the approval page the browser is sent to. */
const payPalStandInUrl = (ports: StackPorts) => `http://127.0.0.1:${ports.paypal}`;

/**
 * The folder a stack's Hosting emulator serves: a copy of the built site (web/dist/client) that
 * publishing writes the public pages into (docs/decisions/008), so test stacks and `npm start`
 * never overwrite each other's pages, nor the build's. `npm start` keeps it beside its other
 * local data; each test stack has a throw-away one.
 */
export const publicDirOf = (ports: StackPorts) =>
  ports === DEV_PORTS ? join(LOCAL_DATA_DIR, 'site') : join(tmpdir(), `roca-test-site-${ports.hosting}`);

/**
 * firebase.json's Content-Security-Policy allows only what production uses (docs/security.md,
 * "Content-Security-Policy"). The local site's browser also talks to the Auth emulator, and the
 * join form's answer sends it on to the PayPal stand-in's approval page (a redirect after a form
 * POST, which `form-action` governs in Chromium), so the local stack adds those two origins in its
 * own copy of the config.
 */
function allowEmulatorOrigins(config: typeof firebaseJson, ports: StackPorts) {
  const authEmulator = `http://${emulators.auth.host}:${ports.auth}`;
  for (const rule of config.hosting.headers as { headers: HostingHeader[] }[]) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy')
        header.value = header.value
          .replace(/connect-src ([^;]*)/, `connect-src $1 ${authEmulator}`)
          .replace(/form-action ([^;]*)/, `form-action $1 ${payPalStandInUrl(ports)}`);
    }
  }
}

/**
 * The firebase CLI reads ports and the served folder only from a config file, so each stack gets
 * a copy of firebase.json (git-ignored, beside it so relative paths still hold) with its ports,
 * its own copy of the built site, and the emulator origins in its Content-Security-Policy.
 */
export function firebaseConfigFor(ports: StackPorts): string {
  const config = structuredClone(firebaseJson);
  for (const [name, port] of Object.entries(ports))
    if (!LOCAL_SERVERS.includes(name as keyof StackPorts)) config.emulators[name].port = port;
  // Relative: the Hosting emulator joins this to the project folder.
  config.hosting.public = relative(ROOT, publicDirOf(ports));
  allowEmulatorOrigins(config, ports);
  const file = join(ROOT, `.firebase.${ports.hosting}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * Where the local-disk object store keeps uploads (functions/src/storage): beside the other local
 * data for `npm start`, a throw-away folder per test stack.
 */
const localStorageDir = (ports: StackPorts) =>
  process.env.ROCA_LOCAL_STORAGE_DIR ??
  (ports === DEV_PORTS ? join(LOCAL_DATA_DIR, 'storage') : join(tmpdir(), `roca-test-storage-${ports.hosting}`));

/**
 * The key that signs unsubscribe links on the emulators: a fixed, public value (a deployed
 * function gets its own from the MAIL_TOKEN_KEY secret, docs/mail.md). The Functions emulator reads
 * secrets from functions/.secret.local, which writeLocalSecrets writes with the same value.
 */
const LOCAL_MAIL_TOKEN_KEY = 'local-emulators-only-not-a-secret-0123456789';

/**
 * The PayPal account of the local stand-in (scripts/lib/paypal-stand-in.ts): fixed, public values
 * that only the stand-in accepts. A deployed function gets its own from the PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET secrets and the PAYPAL_WEBHOOK_ID and PAYPAL_MERCHANT_ID params (docs/members.md).
 */
export const LOCAL_PAYPAL = {
  account: {
    clientId: 'local-stand-in-client-id',
    clientSecret: 'local-stand-in-client-secret',
    merchantId: 'ROCALOCALMERCH',
    email: 'treasurer@roca.example',
  },
  webhookId: 'LOCAL-STAND-IN-WEBHOOK',
};

/** The secrets the functions declare, as the Functions emulator reads them (git-ignored; the same for every stack). */
export function writeLocalSecrets() {
  writeFileSync(
    join(ROOT, 'functions/.secret.local'),
    `# Written by the local stack (scripts/lib/stack-config.ts): local values, never deployed.\nMAIL_TOKEN_KEY=${LOCAL_MAIL_TOKEN_KEY}\nMAIL_SMTP_PASSWORD=\nPAYPAL_CLIENT_ID=${LOCAL_PAYPAL.account.clientId}\nPAYPAL_CLIENT_SECRET=${LOCAL_PAYPAL.account.clientSecret}\n`,
  );
}

export const emulatorEnv = (ports: StackPorts) => ({
  GCLOUD_PROJECT: PROJECT_ID,
  ROCA_LOCAL_STORAGE_DIR: localStorageDir(ports),
  ROCA_PUBLIC_DIR: publicDirOf(ports),
  // The Functions emulator sets this for functions; scripts and the in-process test app queue publishes with it too.
  CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${ports.tasks}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  // Mail (functions/src/config.ts): the stack's SMTP server, its site for the links, and the links' key.
  ROCA_EMULATOR_SMTP: `127.0.0.1:${ports.smtp}`,
  ROCA_EMULATOR_SITE_URL: `http://127.0.0.1:${ports.hosting}`,
  MAIL_TOKEN_KEY: LOCAL_MAIL_TOKEN_KEY,
  // PayPal (functions/src/config.ts): the stand-in's address and its account, instead of PayPal's.
  // The Functions emulator sets every declared param (PAYPAL_WEBHOOK_ID...) to its default, so the
  // stack's values go by names of their own; the secrets come from functions/.secret.local.
  ROCA_EMULATOR_PAYPAL_API: payPalStandInUrl(ports),
  ROCA_EMULATOR_PAYPAL_WEBHOOK_ID: LOCAL_PAYPAL.webhookId,
  ROCA_EMULATOR_PAYPAL_MERCHANT_ID: LOCAL_PAYPAL.account.merchantId,
  PAYPAL_CLIENT_ID: LOCAL_PAYPAL.account.clientId,
  PAYPAL_CLIENT_SECRET: LOCAL_PAYPAL.account.clientSecret,
});
