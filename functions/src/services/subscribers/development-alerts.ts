import { Timestamp } from 'firebase-admin/firestore';
import type { Development } from '@roca/contract';
import type { Actor } from '../core';
import { developmentLinks } from '@roca/contract/display';
import { LIMITS } from '@roca/contract/limits';
import { consentsTo, topicConsentsOf } from '@roca/contract/mail';
import type { AlertFrequency } from '@roca/contract/subscription-choices';
import { addDays, mondayOf, todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { readSiteSettings } from '../content';
import { absoluteOnSite, composeMessage, contentOf, recordSend, siteLink } from '../mail';
import { followersOf } from './application-followers';
import { subscriberPath, subscribersCollection } from './subscribers';

/**
 * Development alerts (docs/mail.md, "Development updates"): when staff create a development
 * update or change its status, and do not mark the save "minor: no alert", the change is recorded
 * in `developmentChanges` and every confirmed subscriber on "every update" gets one message; the
 * weekly digest lists a week's changes to those on "a weekly digest", and sends nothing in a week
 * without any. Both are topic mail (`developments`): footer, List-Unsubscribe, consent checked
 * again when each message is sent.
 */
const changesCollection = () => db.collection(COLLECTIONS.developmentChanges);

/** What happened to an update: posted, a new status, or a comment window opened on it (docs/consultations.md). */
export type DevelopmentChange = 'created' | 'status' | 'comments-open';

/** A comment window's dates and page, for the alert that it opened. */
export type CommentWindowNews = { opensOn: string; closesOn: string; pageUrl: string };

const CHANGE_HEADINGS: Record<DevelopmentChange, string> = {
  created: 'New update',
  status: 'Status changed',
  'comments-open': 'Open for comments',
};

type StoredChange = {
  developmentId: string;
  change: DevelopmentChange;
  /** The window, for a change 'comments-open'. */
  window?: CommentWindowNews;
  /** The day in Vancouver, which the digest's week is counted in. */
  day: string;
  at: Timestamp;
  development: Pick<Development, 'projectTitle' | 'status' | 'date' | 'description'> & {
    subTitle: string;
    links: { label: string; url: string }[];
    attachments: { fileName: string; url: string }[];
  };
};

const updatesUrl = () => siteLink('/#updates');

/**
 * One update as the message tells it: title, status, date, description, links and attachments as
 * links. An attachment's address is the store's, which on the local store is a path of the site
 * (`/api/objects/...`): a mail program opens only a whole address, so each is made absolute.
 */
function describe(dev: StoredChange['development']): string {
  const lines = [dev.subTitle ? `${dev.projectTitle} - ${dev.subTitle}` : dev.projectTitle, `Status: ${dev.status}`, `Date: ${dev.date}`];
  const links = [
    ...dev.links.map((link) => `${link.label}: ${link.url}`),
    ...dev.attachments.map((file, index) => `Attachment ${index + 1} - ${file.fileName}: ${absoluteOnSite(file.url)}`),
  ];
  return [lines.join('\n'), dev.description, ...(links.length ? [links.join('\n')] : [])].join('\n\n');
}

/** A comment window in an alert: when, and where to comment. */
const windowLines = (window: CommentWindowNews) =>
  `Comments are open from ${window.opensOn} to ${window.closesOn}. Read the application and comment: ${window.pageUrl}`;

type AlertRecipient = { id: string; email: string; path: string };

/** Confirmed subscribers who chose `frequency` and still consent to the topic. */
async function subscribersFor(frequency: AlertFrequency): Promise<AlertRecipient[]> {
  const snap = await subscribersCollection().where('status', '==', 'confirmed').get();
  return snap.docs
    .filter((doc) => doc.get('frequency') === frequency && consentsTo(topicConsentsOf(doc.data()), 'developments'))
    .map((doc) => ({ id: doc.id, email: String(doc.get('email')), path: subscriberPath(doc.id) }));
}

/**
 * An application's alert goes to the subscribers on "every update" and to those who asked for
 * updates on this application with their comment (application-followers.ts); an address that is
 * both gets it once, as a subscriber.
 */
async function alertRecipients(developmentId: string): Promise<AlertRecipient[]> {
  const [subscribers, followers] = await Promise.all([subscribersFor('every'), followersOf(developmentId)]);
  const addresses = new Set(subscribers.map((r) => r.email.toLowerCase()));
  return [...subscribers, ...followers.filter((f) => !addresses.has(f.email.toLowerCase()))];
}

async function sendToSubscribers(
  actor: Actor,
  sendId: string,
  kind: 'alert' | 'digest',
  recipients: AlertRecipient[],
  subject: string,
  body: string,
) {
  const settings = await readSiteSettings();
  if (recipients.length === 0) return 0;
  await recordSend(
    actor,
    { kind, lane: 'topic', topic: 'developments', audience: null, subject, body, format: 'text' },
    (id) =>
      recipients.map((r) => ({
        ...composeMessage(
          contentOf({ subject, body, format: 'text' }),
          { lane: 'topic', topic: 'developments', to: r.email, recipient: r.path },
          settings,
        ),
        sendId: id,
        idempotencyKey: `${sendId}:${r.id}`,
      })),
    () => ({}),
    sendId,
  );
  return recipients.length;
}

/**
 * After a save of a development update that created it or changed its status (not "minor"), or
 * a comment window opened on it (reactions.ts): records the change and queues the alert to
 * subscribers on "every update" and to the application's followers. Returns how many.
 */
export async function alertSubscribers(
  actor: Actor,
  development: Development,
  change: DevelopmentChange,
  window?: CommentWindowNews,
): Promise<number> {
  const ref = changesCollection().doc();
  const stored: StoredChange = {
    developmentId: development.id,
    change,
    ...(window ? { window } : {}),
    day: todayInVancouver(),
    at: Timestamp.now(),
    development: {
      projectTitle: development.projectTitle,
      subTitle: development.subTitle ?? '',
      status: development.status,
      date: development.date,
      description: development.description,
      links: developmentLinks(development).map(({ label, url }) => ({ label, url })),
      attachments: development.attachments.map(({ fileName, url }) => ({ fileName, url })),
    },
  };
  await ref.create(stored);
  const subject = {
    created: `New development update: ${development.projectTitle}`,
    status: `${development.projectTitle} is now ${development.status}`,
    'comments-open': `Comment on ${development.projectTitle} until ${window?.closesOn}`,
  }[change];
  const body = [
    {
      created: 'The association posted a new development update.',
      status: 'The status of a development update changed.',
      'comments-open': 'The association asks residents for their comments on a development application.',
    }[change],
    describe(stored.development),
    ...(window ? [windowLines(window)] : []),
    `All development updates: ${updatesUrl()}`,
  ].join('\n\n');
  return sendToSubscribers(actor, `alert-${ref.id}`, 'alert', await alertRecipients(development.id), subject, body);
}

/**
 * The weekly digest (sendDevelopmentDigest in index.ts, Mondays): the changes of the seven days
 * before this week's Monday (Vancouver days), to subscribers on "a weekly digest"; nothing when
 * there were none. Its send id is the week, and each message's key the week and the subscriber:
 * a run after the week's send is recorded does nothing, and one racing it queues nothing twice. Returns how many it sent to.
 */
export async function sendWeeklyDigest(today = todayInVancouver()): Promise<number> {
  const monday = mondayOf(today);
  const from = addDays(monday, -7);
  const sendId = `digest-${monday}`;
  if ((await db.collection(COLLECTIONS.mailSends).doc(sendId).get()).exists) return 0;
  const snap = await changesCollection().where('day', '>=', from).where('day', '<', monday).orderBy('day').get();
  if (snap.empty) return 0;
  const changes = snap.docs.map((doc) => doc.data() as StoredChange).sort((a, b) => a.at.toMillis() - b.at.toMillis());
  const subject = `Development updates of the week of ${from}: ${changes.length} change${changes.length === 1 ? '' : 's'}`;
  const body = [
    `What changed in the development updates from ${from} to ${addDays(monday, -1)}:`,
    ...changes.map((c) =>
      [`${CHANGE_HEADINGS[c.change]} (${c.day})\n${describe(c.development)}`, ...(c.window ? [windowLines(c.window)] : [])].join('\n\n'),
    ),
    `All development updates: ${updatesUrl()}`,
  ].join('\n\n----\n\n');
  return sendToSubscribers('development digest', sendId, 'digest', await subscribersFor('weekly'), subject, body);
}

/** Drops the record of changes older than LIMITS.developmentChangeDays (the digest needs a week). */
export async function forgetOldDevelopmentChanges(today = todayInVancouver()): Promise<number> {
  const snap = await changesCollection().where('day', '<', addDays(today, -LIMITS.developmentChangeDays)).get();
  await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
  return snap.size;
}
