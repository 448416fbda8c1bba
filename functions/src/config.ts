import { defineInt, defineString } from 'firebase-functions/params';
import { z } from 'zod';

/**
 * Every setting the function reads, read here once and checked: a bad value stops the function
 * at start-up with every problem listed, instead of misbehaving later (a typo in
 * TRUSTED_PROXY_HOPS used to become NaN and trust no proxy at all).
 *
 * Deployed values are Firebase params: `firebase deploy` asks for them (or reads them from
 * functions/.env.<project>) and the defaults below apply when nobody sets them. The emulator
 * variables are set by the Firebase emulators and by scripts/lib/stack-config.ts.
 */
const TRUSTED_PROXY_HOPS_DEFAULT = 2;

// Declared for `firebase deploy`, which asks for them or reads functions/.env.<project>. Declaring
// is all a param needs; the values are then read through `config()` like every other setting.
defineInt('TRUSTED_PROXY_HOPS', {
  default: TRUSTED_PROXY_HOPS_DEFAULT,
  description: 'Proxies in front of the function (Hosting and Google front end: 2; the function called directly: 1).',
});
defineString('ROCA_STORAGE_BUCKET', {
  default: '',
  description: 'Cloud Storage bucket for attachments; empty for the project default bucket.',
});
defineString('ROCA_HOSTING_SITE', {
  default: '',
  description:
    'Firebase Hosting site the public pages are published to (docs/content.md); empty for the default site, named like the project.',
});

const hostAndPort = z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:8080');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const environment = z.object({
  TRUSTED_PROXY_HOPS: z.preprocess(
    (value) => (value === undefined || value === '' ? TRUSTED_PROXY_HOPS_DEFAULT : value),
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(5, 'must be at most 5'),
  ),
  ROCA_STORAGE_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9._-]{1,220}$/, 'must be a bucket name such as my-project.appspot.com')),
  ROCA_HOSTING_SITE: optional(
    z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a Hosting site id such as my-project (lower-case letters, digits and -)'),
  ),
  /** Set by Cloud Functions and the emulators: the project, whose default Hosting site has the same name. */
  GCLOUD_PROJECT: optional(z.string()),
  FUNCTIONS_EMULATOR: optional(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" })),
  FIRESTORE_EMULATOR_HOST: optional(hostAndPort),
  FIREBASE_STORAGE_EMULATOR_HOST: optional(hostAndPort),
  ROCA_LOCAL_STORAGE_DIR: optional(z.string().min(1)),
  ROCA_PUBLIC_DIR: optional(z.string().min(1)),
});

export type Config = {
  trustedProxyHops: number;
  /** Undefined: the project's default bucket. */
  storageBucket: string | undefined;
  /** Running on the emulators (local stack or tests), not in a real project. */
  emulated: boolean;
  storageEmulatorHost: string | undefined;
  /** Where the local-disk object store keeps files when no Storage emulator runs. */
  localStorageDir: string | undefined;
  /** The Hosting site the public pages are published to; undefined when no project is known. */
  hostingSite: string | undefined;
  /** On the emulators: the folder the Hosting emulator serves, where publishing writes the pages. */
  localPublicDir: string | undefined;
};

export class ConfigError extends Error {}

/** Reads and checks the settings; throws one ConfigError naming every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  const vars = parsed.data;
  return {
    trustedProxyHops: vars.TRUSTED_PROXY_HOPS,
    storageBucket: vars.ROCA_STORAGE_BUCKET,
    emulated: vars.FUNCTIONS_EMULATOR === 'true' || Boolean(vars.FIRESTORE_EMULATOR_HOST),
    storageEmulatorHost: vars.FIREBASE_STORAGE_EMULATOR_HOST,
    localStorageDir: vars.ROCA_LOCAL_STORAGE_DIR,
    hostingSite: vars.ROCA_HOSTING_SITE ?? vars.GCLOUD_PROJECT,
    localPublicDir: vars.ROCA_PUBLIC_DIR,
  };
}

let current: Config | undefined;

/** The settings of this process, read on first use (createApp reads them at start-up). */
export function config(): Config {
  current ??= readConfig();
  return current;
}

/** Reads the environment again: for tests that change it while the process runs. */
export function reloadConfig(): Config {
  current = readConfig();
  return current;
}
