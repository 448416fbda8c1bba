import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
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

// Mail (docs/mail.md, "Production"): the SMTP relay, the sender, and the key that signs unsubscribe links.
defineString('MAIL_SMTP_HOST', {
  default: '',
  description: "The SMTP relay's host name, e.g. smtp.example.net (empty: mail stays queued).",
});
defineInt('MAIL_SMTP_PORT', {
  default: 587,
  description: 'The SMTP port: 587 (STARTTLS) or 465 (TLS). Google Cloud blocks port 25.',
});
defineString('MAIL_SMTP_USER', { default: '', description: 'The SMTP user name (empty: no sign-in).' });
defineString('MAIL_FROM', {
  default: '',
  description: 'The From of every message, e.g. "ROCA <info@example.org>", on a domain with SPF, DKIM and DMARC set up.',
});
defineString('ROCA_SITE_URL', {
  default: '',
  description: 'The public site, e.g. https://roca.example.org, for unsubscribe links; empty for https://<project>.web.app.',
});
/** The SMTP password: the sending function only. */
export const MAIL_SMTP_PASSWORD = defineSecret('MAIL_SMTP_PASSWORD');
/** Signs unsubscribe links (HMAC-SHA256): the functions that queue mail or read the links. At least 32 characters. */
export const MAIL_TOKEN_KEY = defineSecret('MAIL_TOKEN_KEY');
/**
 * How fast the outbox sends (the task queue's rate): within what the SMTP relay allows. Read
 * by Cloud Tasks from the deployed queue, not by the code (functions/src/index.ts).
 */
export const MAIL_SENDS_PER_SECOND = defineInt('MAIL_SENDS_PER_SECOND', {
  default: 10,
  description: 'Messages the outbox hands to the SMTP relay per second at most (large sends are throttled to it).',
});

// PayPal (docs/members.md, "Joining online"): the REST app's credentials, its environment, the
// webhook that posts to /api/paypal/webhook, and the account every payment must be paid to.
/** The REST app's client id and secret: the functions that call PayPal. Unset: the legacy hosted button. */
export const PAYPAL_CLIENT_ID = defineSecret('PAYPAL_CLIENT_ID');
export const PAYPAL_CLIENT_SECRET = defineSecret('PAYPAL_CLIENT_SECRET');
defineString('PAYPAL_ENVIRONMENT', {
  default: 'live',
  description: "PayPal's environment the REST app belongs to: live, or sandbox for trying it out.",
});
defineString('PAYPAL_WEBHOOK_ID', {
  default: '',
  description: 'The id PayPal gave the webhook pointing at https://<site>/api/paypal/webhook (Developer Dashboard, the app, Webhooks).',
});
defineString('PAYPAL_MERCHANT_ID', {
  default: '',
  description: "The association's PayPal merchant id (Account settings, Business information): every capture must be paid to it.",
});

const SECRETS = new Set(['MAIL_SMTP_PASSWORD', 'MAIL_TOKEN_KEY', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']);

/** PayPal's REST API in each environment (https://developer.paypal.com/api/rest/requests/). */
const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;

const hostAndPort = z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:8080');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * A secret a function declares must exist for `firebase deploy`, even where it is not used: a
 * site that keeps PayPal's hosted button stores this placeholder in PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET, read as "not set" (docs/members.md, "Keeping the hosted button").
 */
const NOT_SET_PLACEHOLDER = 'none';
const optionalSecret = <T extends z.ZodType>(schema: T) =>
  optional(
    z.preprocess((value) => (typeof value === 'string' && value.trim() === NOT_SET_PLACEHOLDER ? undefined : value), schema.optional()),
  );

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
  MAIL_SMTP_HOST: optional(z.string().regex(/^[\w.-]+$/, 'must be a host name such as smtp.example.net')),
  MAIL_SMTP_PORT: optional(z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65535)),
  MAIL_SMTP_USER: optional(z.string().max(254)),
  MAIL_SMTP_PASSWORD: optional(z.string()),
  MAIL_FROM: optional(
    z.string().regex(/^(?:[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or "Name <address>", on one line'),
  ),
  MAIL_TOKEN_KEY: optional(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)')),
  ROCA_SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be the site address, e.g. https://roca.example.org' })),
  /** Set by the local stack only: its own SMTP server (host:port, no TLS, no sign-in) and site address. */
  ROCA_EMULATOR_SMTP: optional(hostAndPort),
  ROCA_EMULATOR_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  PAYPAL_CLIENT_ID: optionalSecret(z.string().regex(/^[\w-]{10,128}$/, "must be the REST app's client id (letters, digits, - and _)")),
  PAYPAL_CLIENT_SECRET: optionalSecret(z.string().min(10, "must be the REST app's secret")),
  PAYPAL_ENVIRONMENT: z.preprocess(
    (value) => (value === '' || value === undefined ? 'live' : value),
    z.enum(['live', 'sandbox'], { error: "must be 'live' or 'sandbox'" }),
  ),
  PAYPAL_WEBHOOK_ID: optional(z.string().regex(/^[\w-]{1,64}$/, "must be the webhook's id from PayPal's dashboard")),
  PAYPAL_MERCHANT_ID: optional(z.string().regex(/^[A-Z0-9]{1,32}$/, 'must be the merchant id: capital letters and digits')),
  /** Set by the local stack only: its stand-in of PayPal's REST API (scripts/lib/paypal-stand-in.ts), its webhook and account. */
  ROCA_EMULATOR_PAYPAL_API: optional(z.url({ protocol: /^http$/ })),
  ROCA_EMULATOR_PAYPAL_WEBHOOK_ID: optional(z.string()),
  ROCA_EMULATOR_PAYPAL_MERCHANT_ID: optional(z.string()),
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
  mail: MailConfig;
  /** Undefined when no REST app is set: the membership form posts to the legacy hosted button. */
  paypal: PayPalConfig | undefined;
};

export type PayPalConfig = {
  /** PayPal's REST API (live or sandbox), or the local stand-in's. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Undefined: webhooks are refused (503) until it is set; joins still complete on the return page. */
  webhookId: string | undefined;
  /** Undefined: a capture's payee is not checked against it (the REST app's own account is the payee). */
  merchantId: string | undefined;
};

export type SmtpConfig = { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined };

export type MailConfig = {
  /** Undefined when no relay is set: messages stay queued (and say so) until one is. */
  smtp: SmtpConfig | undefined;
  from: string | undefined;
  tokenKey: string | undefined;
  /** The public site's address, without a trailing slash: unsubscribe links start with it. */
  siteUrl: string | undefined;
};

export class ConfigError extends Error {}

/** Reads and checks the settings; throws one ConfigError naming every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret's value never reaches a log, even a wrong one.
      const got = SECRETS.has(name) ? `a value of ${env[name]?.length ?? 0} characters` : JSON.stringify(env[name]);
      return `${issue.path.join('.')} ${issue.message} (got ${got})`;
    });
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
    mail: mailConfigOf(vars),
    paypal: paypalConfigOf(vars),
  };
}

/** The local stack's stand-in wins over PayPal's own URLs; without a client id and secret, no REST app. */
function paypalConfigOf(vars: z.output<typeof environment>): PayPalConfig | undefined {
  if (!vars.PAYPAL_CLIENT_ID || !vars.PAYPAL_CLIENT_SECRET) return undefined;
  return {
    apiUrl: vars.ROCA_EMULATOR_PAYPAL_API ?? PAYPAL_API[vars.PAYPAL_ENVIRONMENT],
    clientId: vars.PAYPAL_CLIENT_ID,
    clientSecret: vars.PAYPAL_CLIENT_SECRET,
    webhookId: vars.ROCA_EMULATOR_PAYPAL_WEBHOOK_ID ?? vars.PAYPAL_WEBHOOK_ID,
    merchantId: vars.ROCA_EMULATOR_PAYPAL_MERCHANT_ID ?? vars.PAYPAL_MERCHANT_ID,
  };
}

/** The local stack's SMTP server and site, when it set them, win over the deployed params. */
function mailConfigOf(vars: z.output<typeof environment>): MailConfig {
  let smtp: SmtpConfig | undefined;
  if (vars.ROCA_EMULATOR_SMTP) {
    const [host, port] = vars.ROCA_EMULATOR_SMTP.split(':');
    smtp = { host, port: Number(port), secure: false, user: undefined, password: undefined };
  } else if (vars.MAIL_SMTP_HOST) {
    const port = vars.MAIL_SMTP_PORT ?? 587;
    // 465 speaks TLS from the first byte; 587 starts plain and must upgrade (STARTTLS).
    smtp = { host: vars.MAIL_SMTP_HOST, port, secure: port === 465, user: vars.MAIL_SMTP_USER, password: vars.MAIL_SMTP_PASSWORD };
  }
  const projectSite =
    vars.GCLOUD_PROJECT && !vars.GCLOUD_PROJECT.startsWith('demo-') ? `https://${vars.GCLOUD_PROJECT}.web.app` : undefined;
  const siteUrl = vars.ROCA_EMULATOR_SITE_URL ?? vars.ROCA_SITE_URL ?? projectSite;
  // The local stack's messages come from a placeholder address, like the seed's info@example.org.
  const from = vars.MAIL_FROM ?? (vars.ROCA_EMULATOR_SMTP ? 'ROCA (local) <no-reply@example.org>' : undefined);
  return { smtp, from, tokenKey: vars.MAIL_TOKEN_KEY, siteUrl: siteUrl?.replace(/\/+$/, '') };
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
