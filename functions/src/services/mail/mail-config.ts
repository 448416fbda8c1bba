import { HttpError } from '../../lib/http-errors';
import { config, type MailConfig } from '../../config';

/**
 * A mail setting the caller cannot do without. Mail that cannot be made (no token key, no site
 * address) is refused with 503 naming the setting, before anything is stored; an SMTP relay that
 * is not set only keeps messages queued (services/mail/outbox.ts).
 */
export function mailSetting<K extends 'tokenKey' | 'siteUrl' | 'from'>(key: K): NonNullable<MailConfig[K]> {
  const value = config().mail[key];
  if (!value) throw new HttpError(503, `Mail is not set up: ${SETTING_NAMES[key]} is missing (docs/mail.md, "Production")`);
  return value as NonNullable<MailConfig[K]>;
}

const SETTING_NAMES = { tokenKey: 'the MAIL_TOKEN_KEY secret', siteUrl: 'ROCA_SITE_URL', from: 'MAIL_FROM' } as const;

/**
 * An absolute address on the public site, from ROCA_SITE_URL: every link a message carries is made
 * here (a page of the site, a signed link's page), so no message holds a relative link.
 */
export const siteLink = (path: `/${string}`) => `${mailSetting('siteUrl')}${path}`;
