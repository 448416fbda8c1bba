import {
  MAIL_TOPIC_LABELS,
  MEMBER_TOPICS,
  SUBSCRIBER_TOPICS,
  consentsTo,
  topicConsentsOf,
  type MailTopic,
  type TopicConsents,
} from '@roca/contract/mail';
import { messagePage, type MailPreferencesPage, type PageAnswer } from '@roca/contract/function-pages';
import type { SiteSettings } from '@roca/contract/content/site-settings';
import { LIMITS } from '@roca/contract/limits';
import { maskEmail } from '@roca/contract/staff-accounts';
import { COLLECTIONS, db } from '../../lib/firebase';
import { readSiteSettings } from '../content';
import { setTopicChoices } from './consent';
import { askToConfirmTopics } from './topic-requests';
import { readToken, type MailToken } from './tokens';

/**
 * The unsubscribe and preferences page behind every mail link (docs/mail.md, "Unsubscribe"):
 * GET shows the choices and changes nothing; POST to the link itself unsubscribes from the
 * message's topic (RFC 8058 one-click, and the page's button), or from every topic for a notice's
 * link; the preferences form saves the choices. Each change is stored with its date and how it
 * was made. The link may be old or forwarded, so it only ever lessens mail: a topic ticked here is
 * not consent until the recipient confirms it from their mailbox (topic-requests.ts). Errors come
 * back as the page with the message beside the field.
 */
function notValid(): PageAnswer {
  return {
    status: 404,
    page: messagePage(
      'This link is not valid',
      [
        'The link may have been copied only in part, or changed. Open it again from the message, or write to the association and we will change your e-mail choices for you.',
      ],
      { title: 'Link not valid', description: 'This e-mail link is not valid.' },
    ),
  };
}

const TEST_LINK: PageAnswer = {
  status: 200,
  page: messagePage(
    'This link came in a test message',
    ['In the real message each recipient gets a link of their own, which opens their e-mail choices. This one changes nothing.'],
    { title: 'Test message link', description: 'The link of a test or preview message.' },
  ),
};

type Recipient = { token: MailToken; path: string; email: string; choices: TopicConsents };

/** A subscriber to development updates, or a follower of one application (subscribers/application-followers.ts). */
const isSubscriber = (path: string) =>
  path.startsWith(`${COLLECTIONS.subscribers}/`) || path.startsWith(`${COLLECTIONS.applicationFollowers}/`);

/** The topics a recipient chooses from: a member's, or a subscriber's to development updates. */
const topicsOf = (path: string): readonly MailTopic[] => (isSubscriber(path) ? SUBSCRIBER_TOPICS : MEMBER_TOPICS);

/**
 * A link older than LIMITS.unsubscribeLinkDays: nothing changes. CASL wants 60 days from the
 * message; the footer's address, and any newer message's link, still work.
 */
function expired(): PageAnswer {
  return {
    status: 410,
    page: messagePage(
      'This link has expired',
      [
        `An e-mail's link to your choices works for ${LIMITS.unsubscribeLinkDays} days. Use the link in a newer message from us, or write to the association at the address at the foot of the message and we will change your e-mail choices for you.`,
      ],
      { title: 'Link expired', description: 'This e-mail link has expired.' },
    ),
  };
}

/** The link's recipient as stored now; null when the link is not valid or the recipient is gone. */
async function recipientOf(tokenText: string): Promise<Recipient | 'test' | 'expired' | null> {
  const token = readToken(tokenText);
  if (token === 'expired') return 'expired';
  if (!token) return null;
  if (token.recipient === 'test') return 'test';
  const snap = await db.doc(token.recipient).get();
  if (!snap.exists) return null;
  return { token, path: token.recipient, email: String(snap.get('email') ?? ''), choices: topicConsentsOf(snap.data()) };
}

function page(
  tokenText: string,
  recipient: Recipient,
  settings: SiteSettings,
  extra: Pick<MailPreferencesPage, 'outcome' | 'errors'> & Partial<Pick<MailPreferencesPage, 'awaitingConfirmation'>>,
): MailPreferencesPage {
  const scope = recipient.token.scope;
  return {
    kind: 'mail-preferences',
    title: 'Your e-mail choices',
    description: `Choose which e-mail you get from ${settings.associationName}, or unsubscribe.`,
    maskedEmail: maskEmail(recipient.email),
    linkTopic:
      scope === 'all' ? null : { topic: scope, label: MAIL_TOPIC_LABELS[scope].label, subscribed: consentsTo(recipient.choices, scope) },
    unsubscribeAction: `/mail/unsubscribe/${tokenText}`,
    preferencesAction: `/mail/preferences/${tokenText}`,
    topics: topicsOf(recipient.path).map((topic) => ({
      topic,
      ...MAIL_TOPIC_LABELS[topic],
      subscribed: consentsTo(recipient.choices, topic),
    })),
    contactEmail: settings.email,
    recipientKind: isSubscriber(recipient.path) ? 'subscriber' : 'member',
    awaitingConfirmation: [],
    ...extra,
  };
}

/** GET /mail/unsubscribe/{token}: the page; nothing changes. */
export async function showPreferences(tokenText: string): Promise<PageAnswer> {
  const recipient = await recipientOf(tokenText);
  if (recipient === 'test') return TEST_LINK;
  if (recipient === 'expired') return expired();
  if (!recipient) return notValid();
  return { status: 200, page: page(tokenText, recipient, await readSiteSettings(), { outcome: null, errors: {} }) };
}

const allTopics = (path: string, given: boolean) =>
  Object.fromEntries(topicsOf(path).map((topic) => [topic, given])) as Partial<Record<MailTopic, boolean>>;

/** POST /mail/unsubscribe/{token}: one click stops the link's topic at once (every topic, for a notice's link). */
export async function unsubscribeByLink(tokenText: string): Promise<PageAnswer> {
  const recipient = await recipientOf(tokenText);
  if (recipient === 'test') return TEST_LINK;
  if (recipient === 'expired') return expired();
  if (!recipient) return notValid();
  const scope = recipient.token.scope;
  const changes = scope === 'all' ? allTopics(recipient.path, false) : { [scope]: false };
  const choices = await setTopicChoices(recipient.path, changes, 'Unsubscribe link in an e-mail');
  if (!choices) return notValid();
  const after = { ...recipient, choices };
  return {
    status: 200,
    page: page(tokenText, after, await readSiteSettings(), { outcome: scope === 'all' ? 'unsubscribed-all' : 'unsubscribed', errors: {} }),
  };
}

/**
 * POST /mail/preferences/{token}: `action=save` with the chosen `topics`, or
 * `action=unsubscribe-all`. A form that names no known topic or action changes nothing.
 */
export async function savePreferences(tokenText: string, form: Record<string, unknown>): Promise<PageAnswer> {
  const recipient = await recipientOf(tokenText);
  if (recipient === 'test') return TEST_LINK;
  if (recipient === 'expired') return expired();
  if (!recipient) return notValid();
  const settings = await readSiteSettings();
  const picked = form.topics === undefined ? [] : Array.isArray(form.topics) ? form.topics : [form.topics];
  const offered: readonly string[] = topicsOf(recipient.path);
  const unknown = picked.filter((topic) => typeof topic !== 'string' || !offered.includes(topic));
  const errors: Record<string, string> = {};
  if (unknown.length > 0) errors.topics = 'Choose only from the topics listed';
  if (form.action !== 'save' && form.action !== 'unsubscribe-all')
    errors.actions = 'Use one of the two buttons: Save my choices, or Unsubscribe from all';
  if (Object.keys(errors).length > 0) return { status: 400, page: page(tokenText, recipient, settings, { outcome: null, errors }) };
  // A topic ticked that the recipient does not get now is only asked for: the rest is saved at once.
  const toConfirm =
    form.action === 'save' ? offered.filter((t) => picked.includes(t) && !consentsTo(recipient.choices, t as MailTopic)) : [];
  const wanted =
    form.action === 'unsubscribe-all'
      ? allTopics(recipient.path, false)
      : (Object.fromEntries(
          topicsOf(recipient.path)
            .filter((t) => !toConfirm.includes(t))
            .map((t) => [t, picked.includes(t)]),
        ) as Partial<Record<MailTopic, boolean>>);
  const choices = await setTopicChoices(recipient.path, wanted, 'E-mail preferences page');
  if (!choices) return notValid();
  await askToConfirmTopics(recipient.path, recipient.email, toConfirm as MailTopic[]);
  return {
    status: 200,
    page: page(tokenText, { ...recipient, choices }, settings, {
      outcome: form.action === 'unsubscribe-all' ? 'unsubscribed-all' : 'saved',
      errors: {},
      awaitingConfirmation: toConfirm.map((t) => MAIL_TOPIC_LABELS[t as MailTopic].label),
    }),
  };
}
