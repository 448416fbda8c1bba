import { expect } from 'vitest';
import { MEMBER_SESSION } from '@roca/contract/portal-choices';
import type { ReceivedMail, SmtpInbox } from '../../scripts/lib/smtp-inbox';
import { COLLECTIONS, db } from './db';
import { callSite, type SiteResponse } from './front-door';

/**
 * My membership as a member's browser uses it, through the front door (Hosting rewrites
 * /my-membership/** to the function): forms posted urlencoded, the session cookie sent back by hand
 * (fetch keeps no cookies), the links read from the messages as received.
 */

/**
 * Waits until every sign-in link request has been taken by its task, and every queued message has
 * gone out (or failed): then nothing changes the stored data behind a test's back.
 */
export async function portalMailSettled(timeoutMs = 30_000, pollMs = 100) {
  const deadline = Date.now() + timeoutMs;
  const settled = async () =>
    (await db.collection(COLLECTIONS.memberLinkRequests).get()).empty &&
    (await db.collection(COLLECTIONS.outbox).get()).docs.every((doc) => ['sent', 'failed'].includes(doc.get('state')));
  while (!(await settled())) {
    if (Date.now() > deadline) throw new Error(`Link requests or messages still on their way after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** An HTML form's body: a field repeated for each value of a list. */
export function formBody(fields: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
}

/** A GET or a form POST to a member page, with the session's cookie when given. */
export function memberPage(
  method: 'GET' | 'POST',
  path: string,
  { cookie, form }: { cookie?: string; form?: Record<string, string | string[]> } = {},
) {
  // A redirect is the answer to look at (a sign-in's 303 sets the cookie), not followed.
  return callSite(method, path, { ...(form ? formBody(form) : {}), headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
}

/** The text a page shows in its main part, tags and repeated spaces out. */
export const mainText = (res: SiteResponse) =>
  (/<main[\s\S]*<\/main>/.exec(res.text)?.[0] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The path of the sign-in link in a message as received (the text and the HTML carry the same). */
export function signInPathIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/\s]+(\/my-membership\/sign-in\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`No sign-in link in: ${mail.parsed.text}`);
  expect(String(mail.parsed.html)).toContain(match[1]);
  return match[1];
}

/** The path of the link that confirms a new address, in a message as received. */
export function emailConfirmPathIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/\s]+(\/my-membership\/email\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`No confirmation link in: ${mail.parsed.text}`);
  return match[1];
}

/** The session cookie a sign-in set, as the browser would send it back. */
function sessionCookieOf(res: SiteResponse): string {
  const set = res.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${MEMBER_SESSION.cookieName}=([A-Za-z0-9_-]{43})`).exec(set);
  if (!match) throw new Error(`No session cookie in: ${set}`);
  return `${MEMBER_SESSION.cookieName}=${match[1]}`;
}

/**
 * The whole sign-in: ask for a link for `email`, read it from the inbox, press the button of
 * `memberId`. Returns the session's cookie and the link's path (used now).
 */
export async function signIn(inbox: SmtpInbox, email: string, memberId: string) {
  const before = inbox.messages.length;
  const asked = await memberPage('POST', '/my-membership/sign-in', { form: { email } });
  expect(asked.status, asked.text.slice(0, 300)).toBe(200);
  const [mail] = (await inbox.waitFor(before + 1)).slice(before);
  const link = signInPathIn(mail);
  const used = await memberPage('POST', link, { form: { member: memberId } });
  expect(used.status, used.text.slice(0, 300)).toBe(303);
  await portalMailSettled();
  return { cookie: sessionCookieOf(used), link, mail };
}
