import type { ReceivedMail } from '../../scripts/lib/smtp-inbox';

/**
 * The link of a message about a staff account (a password reset, an invitation, a recovery
 * e-mail to confirm), as the person would follow it: the page's path and the code in its
 * fragment. The same link is in the text and the HTML.
 */
export function accountLinkIn(mail: ReceivedMail, page: string) {
  const text = mail.parsed.text ?? '';
  const match = new RegExp(`https?://[^\\s/]+(${page.replaceAll('/', '\\/')})#([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`No link to ${page} in: ${text}`);
  if (!String(mail.parsed.html).includes(`${match[1]}#${match[2]}`)) throw new Error('The HTML part has another link than the text');
  return { path: `${match[1]}#${match[2]}`, token: match[2] };
}
