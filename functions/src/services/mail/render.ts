import MarkdownIt from 'markdown-it';
import type { SiteSettings } from '@roca/contract/content/site-settings';
import { MAIL_TOPIC_LABELS, type MailBodyFormat, type MailTopic } from '@roca/contract/mail';
import { mailSetting } from './mail-config';
import { makeToken, type LinkScope } from './tokens';

/**
 * What a message says, as text and as safe HTML, and the footer and headers every bulk message
 * carries (docs/mail.md, "What every bulk message carries"): who sends it, the mailing address
 * and contact e-mail from the stored settings, and an unsubscribe that works without signing in.
 */

/**
 * Markdown with raw HTML off: whatever staff type, the HTML has only the tags Markdown makes, and
 * markdown-it refuses javascript:, vbscript:, file: and data: links. Bare addresses become links.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

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

/** The body staff wrote, as the text part and the HTML part of a message. */
export function bodyParts(body: string, format: MailBodyFormat): { text: string; html: string } {
  return { text: body, html: format === 'markdown' ? markdown.render(body) : textToHtml(body) };
}

/** `{firstName}` in a subject or body becomes the recipient's first name (or "member" when unknown). */
const personalise = (template: string, firstName: string | undefined) => template.replaceAll('{firstName}', firstName?.trim() || 'member');

export type LinkTarget = { recipient: string; scope: LinkScope };

/** The unsubscribe and preferences page of one recipient's link. */
const unsubscribeUrl = (target: LinkTarget) => `${mailSetting('siteUrl')}/mail/unsubscribe/${makeToken(target)}`;

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

/** Who sends it: the association's name, mailing address and contact e-mail. */
const senderHtml = (settings: SiteSettings) =>
  `<p style="margin:0"><strong>${escapeHtml(settings.associationName)}</strong><br>${escapeHtml(settings.postalAddress)}<br><a href="mailto:${escapeHtml(settings.email)}" style="color:#15803d">${escapeHtml(settings.email)}</a></p>`;

export type MessageParts = { subject: string; text: string; html: string };

/** The text footer of every message: who sends it and where to reach them (CASL), then a blank line. */
const senderLines = (settings: SiteSettings) => ['--', settings.associationName, settings.postalAddress, settings.email, ''];

/** A link as a button, and written out for mail programs that show no buttons. */
type MessageAction = { label: string; url: string };
const actionButtonHtml = (action: MessageAction) =>
  `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#15803d;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;color:#374151">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`;

/**
 * A message about the person's own dealings (the transactional lane: a password reset, an
 * invitation, an inbox acknowledgement): a few paragraphs, at most one link as a button and
 * written out, and who sends it. No unsubscribe footer: it is not bulk mail.
 */
export function transactionalMessage(
  { subject, paragraphs, action }: { subject: string; paragraphs: string[]; action?: MessageAction },
  settings: SiteSettings,
): MessageParts {
  const actionLines = action ? [`${action.label}: ${action.url}`, ''] : [];
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), ...actionLines, ...senderLines(settings)].join('\n');
  const body = `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>\n')}</p>`).join('\n')}
${action ? actionButtonHtml(action) : ''}`;
  return { subject, text, html: htmlDocument(subject, body, senderHtml(settings)) };
}

export type BulkMessage = { subject: string; text: string; html: string; headers: Record<string, string> };

/**
 * A bulk message for one recipient: the body, the footer, and the RFC 8058 headers. Gmail and
 * Yahoo file bulk mail without one-click unsubscribe as spam; CASL wants the sender, a mailing
 * address and an unsubscribe that needs no sign-in in every message.
 */
export function bulkMessage(
  { subject, body, format }: { subject: string; body: string; format: MailBodyFormat },
  { firstName, link, action }: { firstName?: string; link: LinkTarget; action?: MessageAction },
  settings: SiteSettings,
): BulkMessage {
  const written = bodyParts(personalise(body, firstName), format);
  // The message's own link (a renewal reminder's), after what staff wrote.
  const parts = action
    ? { text: `${written.text.trimEnd()}\n\n${action.label}: ${action.url}`, html: `${written.html}\n${actionButtonHtml(action)}` }
    : written;
  const url = unsubscribeUrl(link);
  const reason = reasonFor(link.scope, settings);
  const choice = link.scope === 'all' ? 'Your e-mail choices' : 'Unsubscribe or choose what you receive';
  const text = [parts.text.trimEnd(), '', ...senderLines(settings), reason, `${choice}: ${url}`, ''].join('\n');
  const html = htmlDocument(
    personalise(subject, firstName),
    parts.html,
    `${senderHtml(settings)}
<p>${escapeHtml(reason)} <a href="${escapeHtml(url)}" style="color:#15803d">${escapeHtml(choice)}</a>.</p>`,
  );
  return {
    subject: personalise(subject, firstName),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${url}>, <mailto:${settings.email}?subject=Unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
