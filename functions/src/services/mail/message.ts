import MarkdownIt from 'markdown-it';
import type { SiteSettings } from '@roca/contract/content/site-settings';
import { LIMITS } from '@roca/contract/limits';
import { MAIL_TOPIC_LABELS, type MailBodyFormat, type MailTopic } from '@roca/contract/mail';
import { siteLink } from './mail-config';
import { makeToken, type LinkScope } from './tokens';

/**
 * The one way a message is written (docs/mail.md, "Writing a message"): every message the
 * association sends, transactional or bulk, is made here from what it says and whom it is for, so
 * each has the same HTML document and text part, the footer its lane needs, and absolute links only.
 *
 *   const settings = await readSiteSettings();
 *   await queueMail([{
 *     ...composeMessage(
 *       { subject, body: [paragraph, ...], action: { label, url: siteLink('/some/page') }, attachments: [calendarAttachment('event.ics', ics, 'PUBLISH')] },
 *       { lane: 'transactional', to, recipient: 'members/<id>', replyTo: positionAddress },
 *       settings,
 *     ),
 *     idempotencyKey: 'signup:<id>',
 *   }]);
 *
 * - Transactional (about the person's own dealings: a receipt, a link, a confirmation): the body,
 *   then the association's identification (name, mailing address, e-mail). No unsubscribe.
 * - Bulk (lane `topic` or `notice`): the body, the identification, why the person gets it and a
 *   link to unsubscribe or choose (their own, signed), and the RFC 8058 one-click headers. Gmail
 *   and Yahoo file bulk mail without one-click unsubscribe as spam; CASL wants the sender, a
 *   mailing address and an unsubscribe that needs no sign-in in every message.
 * - Replies go to the association's address (the site settings' e-mail) unless `replyTo` names
 *   another, a position's say.
 * - Every link is absolute: ours are made with siteLink (mail-config.ts) from ROCA_SITE_URL, and a
 *   relative link staff write in Markdown is made absolute on the same site. A message that would
 *   still hold a relative link is not made. An address a message prints that may be a path of the
 *   site (an attachment's) is made absolute with absoluteOnSite.
 */

/**
 * Markdown with raw HTML off: whatever staff type, the HTML has only the tags Markdown makes, and
 * markdown-it refuses javascript:, vbscript:, file: and data: links. Bare addresses become links;
 * a link or image to a path of the site (`/calendar`, `#updates`) becomes the site's absolute address.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
const normalizeLink = markdown.normalizeLink.bind(markdown);
markdown.normalizeLink = (url: string) => normalizeLink(absoluteOnSite(url));

/**
 * A link as written, absolute: one with a scheme as it is, a path or an anchor on the public site.
 * For an address a message prints that may be a path of the site (an attachment on the local
 * store is `/api/objects/...`): a mail program can open only a whole address.
 */
export function absoluteOnSite(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return siteLink(url.startsWith('/') ? (url as `/${string}`) : `/${url}`);
}

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** Plain text as HTML: escaped, with addresses (http, https, mailto) as links. */
function linkified(text: string): string {
  let html = '';
  let last = 0;
  for (const match of markdown.linkify.match(text) ?? []) {
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(match.url)}">${escapeHtml(match.text)}</a>`;
    last = match.lastIndex;
  }
  return html + escapeHtml(text.slice(last));
}

/** Plain text as HTML: paragraphs at blank lines, line breaks kept. */
const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${linkified(paragraph.trim()).replaceAll('\n', '<br>\n')}</p>`)
    .join('\n');

/** A Markdown link's target that names no scheme: `[label](/calendar)`. */
const RELATIVE_MARKDOWN_TARGET = /(\]\(\s*)(?![a-z][a-z0-9+.-]*:)([^)\s]+)/gi;

/**
 * The body staff wrote, as the text part and the HTML part of a message. In the text part a
 * Markdown link to the site keeps its words and gets the site's absolute address.
 */
export function bodyParts(body: string, format: MailBodyFormat): { text: string; html: string } {
  if (format === 'text') return { text: body, html: textToHtml(body) };
  return {
    text: body.replace(RELATIVE_MARKDOWN_TARGET, (_all, lead: string, url: string) => `${lead}${absoluteOnSite(url)}`),
    html: markdown.render(body),
  };
}

/** `{firstName}` in a subject or body staff wrote becomes the recipient's first name (or "member" when unknown). */
const personalise = (template: string, firstName: string | undefined) => template.replaceAll('{firstName}', firstName?.trim() || 'member');

/** A message's one link (a renewal, a confirmation): a button, and its address written out for mail programs without buttons. */
type MessageAction = {
  label: string;
  /** Absolute (siteLink). */
  url: string;
  /**
   * A link that works once (a password reset, a sign-in link): it is put into the message only as
   * it goes out, and the outbox forgets it once it went (outbox.ts, ONE_TIME_LINK).
   */
  once?: boolean;
};

/** A file sent with a message, stored with it in the outbox until the message's content is removed. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** A file's name as a mail program shows it: no folders, no control characters. */
const isFileName = (name: string) => name.length >= 1 && name.length <= 120 && !/[/\\]/.test(name) && ![...name].some((c) => c < ' ');

function attachment(filename: string, contentType: string, content: Buffer): MailAttachment {
  if (!isFileName(filename)) throw new Error(`Not a file name for an attachment: ${JSON.stringify(filename)}`);
  return { filename, contentType, content };
}

/** A PDF (a letter), as its bytes. */
export const pdfAttachment = (filename: string, bytes: Uint8Array) => attachment(filename, 'application/pdf', Buffer.from(bytes));

/**
 * An iCalendar file (RFC 5545): PUBLISH for an event to add to a calendar, REQUEST for an
 * invitation to answer, CANCEL to take one back (RFC 5546). The method must be the one the file's
 * own METHOD line says: calendar programs read both.
 */
export function calendarAttachment(filename: string, ics: string, method: 'PUBLISH' | 'REQUEST' | 'CANCEL') {
  if (!new RegExp(`^METHOD:${method}\\r?$`, 'm').test(ics)) throw new Error(`The calendar file says no METHOD:${method}`);
  return attachment(filename, `text/calendar; charset=utf-8; method=${method}`, Buffer.from(ics, 'utf8'));
}

/** What a message says. */
export type MessageContent = {
  subject: string;
  /**
   * Paragraphs we write, as plain text (a paragraph may hold line breaks; addresses in it become
   * links), or the body staff wrote, in text or Markdown, where `{firstName}` (and in the subject)
   * becomes the recipient's first name.
   */
  body: string[] | { text: string; format: MailBodyFormat };
  action?: MessageAction;
  attachments?: MailAttachment[];
};

/** Whom a message is for, on which lane (docs/decisions/014). */
export type MessageAddress = {
  to: string;
  /** The recipient's document (members/{id}, subscribers/{id}): the topic lane checks its consent, and the footer's link opens its choices. */
  recipient?: string;
  firstName?: string;
  /** Where replies go; the association's address when not given. */
  replyTo?: string;
} & (
  | { lane: 'topic'; topic: MailTopic }
  | { lane: 'notice' }
  /** `unsubscribe`: a test of a bulk message shows its topic's footer, with a link that changes nothing. */
  | { lane: 'transactional'; unsubscribe?: MailTopic }
);

/** A message made, ready for the outbox (outbox.ts: queueMail, which adds its send and key). */
export type ComposedMessage = {
  lane: MessageAddress['lane'];
  topic?: MailTopic;
  to: string;
  recipient?: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  replyTo: string;
  oneTimeLink?: string;
  attachments?: MailAttachment[];
};

/** Where a one-time link goes in a message's text and HTML until it is sent. */
export const ONE_TIME_LINK = '{oneTimeLink}';

/** Why this person gets this message, said in the footer. */
function reasonFor(scope: LinkScope, settings: SiteSettings): string {
  if (scope === 'all') {
    return `This notice goes to every member of ${settings.associationName} with an e-mail address on the register, whatever their e-mail choices, as the Societies Act allows.`;
  }
  return `You get this because you chose "${MAIL_TOPIC_LABELS[scope as MailTopic].label}" from ${settings.associationName}.`;
}

/** A whole message as HTML: the body, then a rule and the footer, readable in any mail program. */
const htmlDocument = (title: string, body: string, footer: string) =>
  `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:640px;margin:0 auto">
${body}
<hr style="border:0;border-top:1px solid #d1d5db;margin:32px 0 16px">
<div style="font-size:13px;color:#374151">
${footer}
</div>
</div>
</body></html>
`;

/** Who sends it, in the footer of every message: the association's name, mailing address and contact e-mail (CASL). */
const senderHtml = (settings: SiteSettings) =>
  `<p style="margin:0"><strong>${escapeHtml(settings.associationName)}</strong><br>${escapeHtml(settings.postalAddress)}<br><a href="mailto:${escapeHtml(settings.email)}" style="color:#15803d">${escapeHtml(settings.email)}</a></p>`;
const senderLines = (settings: SiteSettings) => ['--', settings.associationName, settings.postalAddress, settings.email, ''];

const actionButtonHtml = (action: { label: string; url: string }) =>
  `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#15803d;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;color:#374151">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`;

/** The unsubscribe scope of a message's footer: its topic, 'all' for a notice, none for a transactional message. */
function unsubscribeScope(address: MessageAddress): LinkScope | undefined {
  if (address.lane === 'topic') return address.topic;
  if (address.lane === 'notice') return 'all';
  return address.unsubscribe;
}

/** Makes a message from what it says and whom it is for (see above). */
export function composeMessage(content: MessageContent, address: MessageAddress, settings: SiteSettings): ComposedMessage {
  const written = Array.isArray(content.body)
    ? { subject: content.subject, parts: bodyParts(content.body.join('\n\n'), 'text') }
    : {
        subject: personalise(content.subject, address.firstName),
        parts: bodyParts(personalise(content.body.text, address.firstName), content.body.format),
      };
  const action = content.action && { label: content.action.label, url: content.action.once ? ONE_TIME_LINK : content.action.url };
  if (content.action && !/^https?:\/\//.test(content.action.url))
    throw new Error(`A message's link must be absolute: ${content.action.url}`);
  const body = action
    ? {
        text: `${written.parts.text.trimEnd()}\n\n${action.label}: ${action.url}`,
        html: `${written.parts.html}\n${actionButtonHtml(action)}`,
      }
    : { text: written.parts.text.trimEnd(), html: written.parts.html };

  const scope = unsubscribeScope(address);
  let footerText = senderLines(settings);
  let footerHtml = senderHtml(settings);
  let headers: Record<string, string> = {};
  if (scope) {
    const url = siteLink(`/mail/unsubscribe/${makeToken({ recipient: address.recipient ?? 'test', scope })}`);
    const reason = reasonFor(scope, settings);
    const choice = scope === 'all' ? 'Your e-mail choices' : 'Unsubscribe or choose what you receive';
    footerText = [...footerText, reason, `${choice}: ${url}`, ''];
    footerHtml = `${footerHtml}
<p>${escapeHtml(reason)} <a href="${escapeHtml(url)}" style="color:#15803d">${escapeHtml(choice)}</a>.</p>`;
    headers = {
      'List-Unsubscribe': `<${url}>, <mailto:${settings.email}?subject=Unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  const message: ComposedMessage = {
    lane: address.lane,
    ...(address.lane === 'topic' ? { topic: address.topic } : {}),
    to: address.to,
    ...(address.recipient ? { recipient: address.recipient } : {}),
    subject: written.subject,
    text: [body.text, '', ...footerText].join('\n'),
    html: htmlDocument(written.subject, body.html, footerHtml),
    headers,
    replyTo: address.replyTo ?? settings.email,
    ...(content.action?.once ? { oneTimeLink: content.action.url } : {}),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
  const relative = relativeHrefsIn(message);
  if (relative.length > 0) throw new Error(`A message may hold absolute links only; this one has ${relative.join(', ')}`);
  const bytes = (content.attachments ?? []).reduce((sum, file) => sum + file.content.length, 0);
  if (bytes > LIMITS.mailAttachmentBytes) throw new AttachmentsTooLarge(bytes);
  return message;
}

/**
 * Attachments heavier together than one message carries (LIMITS.mailAttachmentBytes, the one
 * limit: the outbox stores them in the message's document). composeMessage throws it before
 * anything is queued; a caller that made the file says what to do about it (a letter's PDF).
 */
export class AttachmentsTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(`A message's attachments may weigh ${kilobytes(LIMITS.mailAttachmentBytes)} together; these weigh ${kilobytes(bytes)}`);
  }
}

/** Bytes as whole KB, rounded up, so a file just over the limit never reads as at it. */
export const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-CA')} KB`;

/** The links of a message's HTML that are not absolute: every `href` and `src` that is not http(s) or mailto (or the place of its one-time link). */
function relativeHrefsIn({ html }: { html: string }): string[] {
  return [...html.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/gi)]
    .map((match) => match[1])
    .filter((url) => !/^(?:https?:\/\/|mailto:)/i.test(url) && url !== ONE_TIME_LINK);
}

/**
 * A path printed as words (`/api/objects/uploads/plan.pdf`, `/calendar`): a slash that starts a
 * word, not one inside a word, an address or a number (`and/or`, `https://a/b`, `5/6`).
 */
const BARE_PATH = /(?<![\w/:.~%-])\/[\w~.-][^\s<>"')\]]*/g;

/** A message's HTML as a mail program shows it: its words, without tags, with the entities a path may hold undone. */
const shownText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"');

/**
 * The links of a message that a mail program cannot open: every `href` and `src` of its HTML that
 * is not http(s) or mailto (or the place of its one-time link), and every path of the site printed
 * as words, in its text part or its HTML, which a mail program makes no link of (it links only
 * whole addresses). composeMessage refuses the first kind; a path in words may be what staff wrote
 * ("bring gloves /rakes"), so only tests check every message a flow makes for the second:
 * tests/support/mail.ts, after every integration test, for every message in the outbox.
 */
export function relativeLinksIn(message: { html: string; text?: string }): string[] {
  const words = [message.text ?? '', shownText(message.html)].join('\n');
  return [...new Set([...relativeHrefsIn(message), ...[...words.matchAll(BARE_PATH)].map((match) => match[0])])];
}
