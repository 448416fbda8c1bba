import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { MAIL_TOPICS, type MailTopic } from '@roca/contract/mail';
import { mailSetting } from './mail-config';

/**
 * The signed token of an unsubscribe link (docs/mail.md, "Unsubscribe"): whose choices it opens
 * (the path of the recipient's document, which holds their `mailTopics`) and the topic of the
 * message it came in ('all' for a notice, which no choice stops). HMAC-SHA256 with the
 * MAIL_TOKEN_KEY secret, so nobody can make one for someone else, and a changed character is
 * refused. It names the day it was made and works for LIMITS.unsubscribeLinkDays after it (CASL
 * wants at least 60 days from the message; the message is made when it is queued): a link in a
 * URL is kept in request logs and in forwarded mail, so it should not open someone's choices for
 * ever. A newer message brings a newer link; the footer's address works without one.
 */
export type LinkScope = MailTopic | 'all';
export type MailToken = { recipient: string; scope: LinkScope };

/** The day (since 1970, UTC) a link was made, written in it: how old a link is is read from it, under its MAC. */
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);
/** Whether a link made on `day` still works `maxDays` later. */
const stillValid = (day: string, maxDays: number, now: Date) => /^\d{1,6}$/.test(day) && dayOf(now) - Number(day) <= maxDays;

/** Collections whose documents hold topic choices (`mailTopics`); a test message's link points at 'test'. */
const RECIPIENT_PATH = /^((members|subscribers|applicationFollowers)\/[A-Za-z0-9_-]{1,128}|test)$/;
const SCOPES: readonly string[] = [...MAIL_TOPICS, 'all'];
/** 128 bits of the MAC: far past guessing, and keeps the link short. */
const MAC_BYTES = 16;

/** What a token is for, in its MAC: an unsubscribe link's token never passes as a confirmation's, nor the other way. */
type Purpose =
  'roca-mail-link' | 'roca-subscription-confirm' | 'roca-topic-confirm' | 'roca-renewal' | 'roca-signup' | 'roca-consultation-comment';

const mac = (purpose: Purpose, payload: string) =>
  createHmac('sha256', mailSetting('tokenKey')).update(`${purpose}:${payload}`).digest().subarray(0, MAC_BYTES);

const sign = (purpose: Purpose, payload: string) =>
  `${Buffer.from(payload).toString('base64url')}.${mac(purpose, payload).toString('base64url')}`;

/**
 * Base64url of a length that is not a multiple of 3 bytes ends in a character with unused bits:
 * 'A' and 'B' at the end of the MAC decode to the same bytes. Only the encoding sign writes is
 * taken, so any changed character is refused, as the link promises.
 */
const canonical = (text: string) => Buffer.from(text, 'base64url').toString('base64url') === text;

/** The payload of a token signed for `purpose` with this key, or null. */
function verified(purpose: Purpose, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match || !canonical(match[1]) || !canonical(match[2])) return null;
  const payload = Buffer.from(match[1], 'base64url').toString('utf8');
  // Compared as the link's characters, not decoded bytes: with the canonical check above, no
  // spare bit of the last character goes unchecked. The purpose is inside the MAC.
  const expected = Buffer.from(mac(purpose, payload).toString('base64url'));
  return timingSafeEqual(Buffer.from(match[2]), expected) ? payload : null;
}

export const makeToken = ({ recipient, scope }: MailToken, madeAt = new Date()): string =>
  sign('roca-mail-link', `${recipient}|${scope}|${dayOf(madeAt)}`);

/**
 * The token's recipient and scope; 'expired' for one of ours older than LIMITS.unsubscribeLinkDays;
 * null for anything not made by makeToken with this key.
 */
export function readToken(token: string, now = new Date()): MailToken | 'expired' | null {
  const payload = verified('roca-mail-link', token);
  if (payload === null) return null;
  const [recipient, scope, day, extra] = payload.split('|');
  if (extra !== undefined || !RECIPIENT_PATH.test(recipient) || !SCOPES.includes(scope) || !/^\d{1,6}$/.test(day ?? '')) return null;
  if (!stillValid(day, LIMITS.unsubscribeLinkDays, now)) return 'expired';
  return { recipient, scope: scope as LinkScope };
}

/**
 * The token of a subscription's confirmation link (docs/mail.md, "Development updates"): the
 * subscriber and the request it confirms (a random nonce stored with the request), so only the
 * latest request's link confirms, and an old link after an unsubscribe does nothing.
 */
export type ConfirmToken = { subscriberId: string; nonce: string };

/** A token naming a document and the random secret stored with it: only the document's current secret passes. */
const ID_AND_NONCE = /^([A-Za-z0-9_-]{1,128})\|([A-Za-z0-9_-]{16,64})$/;
const signIdAndNonce = (purpose: Purpose, id: string, nonce: string) => sign(purpose, `${id}|${nonce}`);
function readIdAndNonce(purpose: Purpose, token: string): { id: string; nonce: string } | null {
  const match = ID_AND_NONCE.exec(verified(purpose, token) ?? '');
  return match ? { id: match[1], nonce: match[2] } : null;
}

export const makeConfirmToken = ({ subscriberId, nonce }: ConfirmToken): string =>
  signIdAndNonce('roca-subscription-confirm', subscriberId, nonce);

export function readConfirmToken(token: string): ConfirmToken | null {
  const read = readIdAndNonce('roca-subscription-confirm', token);
  return read && { subscriberId: read.id, nonce: read.nonce };
}

/**
 * The token of the link that confirms topics asked for on the e-mail choices page (preferences.ts,
 * "A mail link only lessens mail"): the recipient and the request's random nonce, stored with the
 * request, so only the newest request's link confirms, once.
 */
export type TopicConfirmToken = { recipient: string; nonce: string };

export const makeTopicConfirmToken = ({ recipient, nonce }: TopicConfirmToken): string =>
  sign('roca-topic-confirm', `${recipient}|${nonce}`);

export function readTopicConfirmToken(token: string): TopicConfirmToken | null {
  const [recipient, nonce, extra] = (verified('roca-topic-confirm', token) ?? '').split('|');
  if (extra !== undefined || !RECIPIENT_PATH.test(recipient) || recipient === 'test' || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce ?? ''))
    return null;
  return { recipient, nonce };
}

/**
 * The token of a renewal reminder's link to the join form (docs/members.md, "Renewing"): the
 * member the payment renews, and the day it was made. It works for LIMITS.renewalLinkDays: the
 * link is in a URL, kept in request logs and forwarded mail, and it fills the form with the
 * member's name; an older one leads to the plain join form.
 */
const MEMBER_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const makeRenewalToken = (memberId: string, madeAt = new Date()): string => sign('roca-renewal', `${memberId}|${dayOf(madeAt)}`);

/** The member a renewal link names, or null (not ours, or older than LIMITS.renewalLinkDays). */
export function readRenewalToken(token: string, now = new Date()): string | null {
  const [memberId, day, extra] = (verified('roca-renewal', token) ?? '').split('|');
  return MEMBER_ID.test(memberId) && extra === undefined && stillValid(day ?? '', LIMITS.renewalLinkDays, now) ? memberId : null;
}

/**
 * The token of a sign-up's link (docs/signups.md): the sign-up and its secret, so the link of a
 * sign-up that was deleted, or replaced by a new one from the same address, does nothing. Its page
 * confirms, changes, cancels and accepts an offered place, each by a button (POST).
 */
export type SignupToken = { signupId: string; nonce: string };

export const makeSignupToken = ({ signupId, nonce }: SignupToken): string => signIdAndNonce('roca-signup', signupId, nonce);

export function readSignupToken(token: string): SignupToken | null {
  const read = readIdAndNonce('roca-signup', token);
  return read && { signupId: read.id, nonce: read.nonce };
}

/**
 * The token of a resident's comment on a development application (docs/consultations.md): the
 * comment and the submission it belongs to (a random nonce stored with it), so a newer comment from
 * the same address, or the comment's deletion, ends the older link. It confirms, changes and
 * withdraws the comment until the window closes.
 */
export type CommentToken = { commentId: string; nonce: string };

export const makeCommentToken = ({ commentId, nonce }: CommentToken): string =>
  signIdAndNonce('roca-consultation-comment', commentId, nonce);

export function readCommentToken(token: string): CommentToken | null {
  const read = readIdAndNonce('roca-consultation-comment', token);
  return read && { commentId: read.id, nonce: read.nonce };
}
