import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_TOPICS, type MailTopic } from '@roca/contract/mail';
import { mailSetting } from './mail-config';

/**
 * The signed token of an unsubscribe link (docs/mail.md, "Unsubscribe"): whose choices it opens
 * (the path of the recipient's document, which holds their `mailTopics`) and the topic of the
 * message it came in ('all' for a notice, which no choice stops). HMAC-SHA256 with the
 * MAIL_TOKEN_KEY secret, so nobody can make one for someone else, and a changed character is
 * refused. Tokens do not expire: CASL wants a link that works for at least 60 days, and one
 * that only ever lessens mail is harmless when old.
 */
export type LinkScope = MailTopic | 'all';
export type MailToken = { recipient: string; scope: LinkScope };

/** Collections whose documents hold topic choices (`mailTopics`); a test message's link points at 'test'. */
const RECIPIENT_PATH = /^(members\/[A-Za-z0-9_-]{1,128}|test)$/;
const SCOPES: readonly string[] = [...MAIL_TOPICS, 'all'];
/** 128 bits of the MAC: far past guessing, and keeps the link short. */
const MAC_BYTES = 16;

const mac = (payload: string) =>
  createHmac('sha256', mailSetting('tokenKey')).update(`roca-mail-link:${payload}`).digest().subarray(0, MAC_BYTES);

export function makeToken({ recipient, scope }: MailToken): string {
  const payload = `${recipient}|${scope}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(payload).toString('base64url')}`;
}

/**
 * Base64url of a length that is not a multiple of 3 bytes ends in a character with unused bits:
 * 'A' and 'B' at the end of the MAC decode to the same bytes. Only the encoding makeToken writes is
 * taken, so any changed character is refused, as the link promises.
 */
const canonical = (text: string) => Buffer.from(text, 'base64url').toString('base64url') === text;

/** The token's recipient and scope, or null for anything not made by makeToken with this key. */
export function readToken(token: string): MailToken | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match || !canonical(match[1]) || !canonical(match[2])) return null;
  const payload = Buffer.from(match[1], 'base64url').toString('utf8');
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(payload))) return null;
  const [recipient, scope, extra] = payload.split('|');
  if (extra !== undefined || !RECIPIENT_PATH.test(recipient) || !SCOPES.includes(scope)) return null;
  return { recipient, scope: scope as LinkScope };
}
