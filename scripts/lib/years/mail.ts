import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import { developmentLinks } from '@roca/contract/display';
import { LIMITS } from '@roca/contract/limits';
import { MAIL_RETENTION, NOTICE_PERIOD_DEFAULT, noticeWindowFor, type MailSendKind } from '@roca/contract/mail';
import type { SiteSettings } from '@roca/contract/content/site-settings';
import { COLLECTIONS } from '../../../functions/src/lib/firebase';
import { sha256Hex } from '../../../functions/src/lib/sha256';
import {
  bodyParts,
  composeMessage,
  makeRenewalToken,
  outboxIdFor,
  siteLink,
  suppressAfterBounce,
} from '../../../functions/src/services/mail';
import { asOf, dayOf, daysAfter, daysBefore, momentIn } from './clock';
import type { Years } from './context';
import type { DevelopmentChangeRecord } from './developments';
import type { MemberFacts } from './members';
import { forKind, type Random } from './random';
import type { Subscriber } from './subscribers';
import { writerInto } from './sink';
import { paragraph } from './text';

/**
 * Five years of mail (the scale bench's plan: 100 sends and 50,000 outbox messages at scale 1): announcements
 * composed to the members who chose them, general-meeting notices, renewal reminders, and the
 * development alerts and weekly digests to subscribers. A send is stored as recordSend stores it
 * (services/mail/sends.ts) and each message as queueMail creates it and the sender leaves it
 * (services/mail/outbox.ts): sent, or failed, a few by a hard bounce that suppressed the address
 * (suppressAfterBounce). Messages older than MAIL_RETENTION are stored as the retention job leaves
 * them (services/mail/retention.ts): no text, HTML or headers, and outside notices no address.
 * Recent ones carry the real text and HTML, rendered by bulkMessage with this site's settings.
 *
 * Each send goes to a sample of those it could reach (its kind's audience then), sized so the
 * messages add up to the plan: the plan multiplies sends and messages alike. What the sends miss
 * (notices' frozen recipient lists, a digest's week of changes) is not needed by any screen.
 */
type Recipient = { key: string; path: string; email: string; firstName?: string; name?: string; address?: string; since: number };
type Send = {
  id: string;
  kind: MailSendKind;
  ms: number;
  subject: string;
  body: string;
  actor: { id: string; username: string };
  pool: Recipient[];
  /** What recordSend stores besides (a reminder's year and id, a notice's proof). */
  extra: (recipients: Recipient[]) => DocumentData;
  idempotency: (recipient: Recipient) => string;
};

const SHARES: [MailSendKind, number][] = [
  ['notice', 0.05],
  ['reminder', 0.1],
  ['compose', 0.25],
  ['alert', 0.45],
  ['digest', 0.15],
];
/** Sends are queued at this rate (MAIL_SENDS_PER_SECOND's default): the times a message went out. */
const SENDS_PER_SECOND = 10;

const ANNOUNCEMENTS = [
  'Spring newsletter',
  'Volunteers wanted for the clean-up',
  'Summer block party',
  'Survey: the new bike lanes',
  'Autumn newsletter',
  'Candidates forum',
  'Winter market and the AGM',
];

/** The digest's and the renewal reminders' sender (services/mail/development-alerts.ts, reminders.ts). */
const SYSTEM_SENDERS = {
  digest: { id: 'system', username: 'development digest' },
  reminder: { id: 'system', username: 'renewal reminders' },
};

const contentHash = (subject: string, text: string, html: string) => sha256Hex(JSON.stringify([subject, text, html]));

function sendCounts(total: number, changes: number): Record<MailSendKind, number> {
  const counts = Object.fromEntries(SHARES.map(([kind, share]) => [kind, Math.round(total * share)])) as Record<MailSendKind, number>;
  // At most LIMITS.renewalRemindersPerYear reminders a year, and an alert per change at most; the rest are announcements.
  const reminders = Math.min(counts.reminder, LIMITS.renewalRemindersPerYear * 5);
  const alerts = Math.min(counts.alert, changes);
  counts.compose += counts.reminder - reminders + counts.alert - alerts;
  counts.reminder = reminders;
  counts.alert = alerts;
  counts.test = 0;
  counts.compose += total - Object.values(counts).reduce((a, b) => a + b, 0);
  return counts;
}

function memberRecipients(members: MemberFacts[], chose: (m: MemberFacts) => boolean): Recipient[] {
  return members.filter(chose).map((m) => ({
    key: m.id,
    path: `${COLLECTIONS.members}/${m.id}`,
    email: m.email,
    firstName: m.firstName,
    name: `${m.firstName} ${m.lastName}`,
    address: m.address,
    since: m.joinedMs,
  }));
}

/** A sample of `size` of them, in a random order (a partial Fisher-Yates shuffle). */
function sample<T>(random: Random, items: T[], size: number): T[] {
  const copy = items.slice();
  const n = Math.min(size, copy.length);
  for (let i = 0; i < n; i++) {
    const j = random.int(i, copy.length - 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** The sends of the years, by kind, at their times, each with the pool it could reach. */
function plannedSends(
  random: Random,
  years: Years,
  members: MemberFacts[],
  subscribers: Subscriber[],
  changes: DevelopmentChangeRecord[],
): Send[] {
  const { span, plan, editors } = years;
  const recentChanges = changes.filter((c) => c.ms >= daysBefore(span.end, 2 * 365));
  const counts = sendCounts(plan.mailSends, recentChanges.length);
  const staff = (user: PublicUser) => ({ id: user.id, username: user.username });
  const sends: Send[] = [];
  const pools = {
    announcements: memberRecipients(members, (m) => Boolean(m.email) && m.announcements),
    renewals: memberRecipients(members, (m) => Boolean(m.email) && m.renewals),
    withEmail: memberRecipients(members, (m) => Boolean(m.email)),
    byPost: memberRecipients(members, (m) => !m.email),
    every: subscribers.filter((s) => s.frequency === 'every'),
    weekly: subscribers.filter((s) => s.frequency === 'weekly'),
  };
  const toSubscribers = (list: Subscriber[]): Recipient[] =>
    list.map((s) => ({ key: s.id, path: `${COLLECTIONS.subscribers}/${s.id}`, email: s.email, since: s.confirmedMs }));

  for (let n = 0; n < counts.compose; n++) {
    const title = random.pick(ANNOUNCEMENTS);
    const id = random.id();
    sends.push({
      id,
      kind: 'compose',
      ms: momentIn(random, span.start, span.end),
      actor: staff(random.pick(editors)),
      pool: pools.announcements,
      subject: `${title}`,
      body: `Dear {firstName},\n\n${paragraph(random, random.around(1500, 700, 300), 6000)}\n\nSee you there!`,
      extra: () => ({}),
      idempotency: (r) => `send:${id}:${r.key}`,
    });
  }
  for (let n = 0; n < counts.notice; n++) {
    const id = random.id();
    const ms = momentIn(random, span.start, span.end);
    const meetingDate = dayOf(daysAfter(ms, 30));
    const key = (r: Recipient) => `notice:${id}:${r.key}`;
    const byPost = sample(
      random,
      pools.byPost.filter((m) => m.since <= ms),
      Math.round(pools.byPost.length * 0.25),
    );
    sends.push({
      id,
      kind: 'notice',
      ms,
      actor: staff(random.pick(editors)),
      pool: pools.withEmail,
      subject: `Notice of the annual general meeting, ${meetingDate}`,
      body: `Notice is given that the annual general meeting will be held at 7:00 p.m. on ${meetingDate}.\n\nAgenda:\n${paragraph(random, 600, 3000)}`,
      // The proof, as sendNotice keeps it (services/mail/notices.ts).
      extra: (recipients) => ({
        notice: {
          meeting: {
            kind: 'annual',
            date: meetingDate,
            time: '19:00',
            place: 'Community Hall, 2150 Cedar Lane',
            electronicInstructions: '',
          },
          window: noticeWindowFor(meetingDate, dayOf(ms), NOTICE_PERIOD_DEFAULT),
          recipients: recipients.map((r) => ({ memberId: r.key, name: r.name, email: r.email, messageId: outboxIdFor(key(r)) })),
          mailingList: byPost.map((m) => ({ memberId: m.key, name: m.name, address: m.address, reason: 'no e-mail address' })),
        },
      }),
      idempotency: key,
    });
  }
  const reminderYears = new Map<number, number>();
  for (let n = 0; n < counts.reminder; n++) {
    const ms = momentIn(random, span.start, span.end);
    const year = Number(dayOf(ms).slice(0, 4));
    const number = (reminderYears.get(year) ?? 0) + 1;
    if (number > LIMITS.renewalRemindersPerYear) continue;
    reminderYears.set(year, number);
    const reminderId = `reminder-${number}`;
    const id = `reminder-${year}-${reminderId}`;
    sends.push({
      id,
      kind: 'reminder',
      ms,
      actor: SYSTEM_SENDERS.reminder,
      pool: pools.renewals,
      subject: `Time to renew your membership for ${year}`,
      body: `Dear {firstName},\n\nYour membership is due for ${year}. ${paragraph(random, 300, 1000)}`,
      extra: () => ({ reminder: { year, id: reminderId } }),
      idempotency: (r) => `renewal:${year}:${reminderId}:${r.key}`,
    });
  }
  for (const change of sample(random, recentChanges, counts.alert)) {
    const id = `alert-${random.id()}`;
    const dev = change.development;
    const links = developmentLinks(dev).map((link) => `${link.label}: ${link.url}`);
    sends.push({
      id,
      kind: 'alert',
      ms: change.ms,
      actor: staff(random.pick(editors)),
      pool: toSubscribers(pools.every),
      subject: change.change === 'created' ? `New development update: ${dev.projectTitle}` : `${dev.projectTitle} is now ${dev.status}`,
      body: [
        `${dev.projectTitle}\nStatus: ${dev.status}\nDate: ${dev.date}`,
        dev.description,
        ...(links.length ? [links.join('\n')] : []),
      ].join('\n\n'),
      extra: () => ({}),
      idempotency: (r) => `${id}:${r.key}`,
    });
  }
  for (let n = 0; n < counts.digest; n++) {
    const monday = momentIn(random, daysBefore(span.end, 2 * 365), span.end);
    const id = `digest-${dayOf(monday)}-${n}`;
    sends.push({
      id,
      kind: 'digest',
      ms: monday,
      actor: SYSTEM_SENDERS.digest,
      pool: toSubscribers(pools.weekly),
      subject: 'Development updates this week',
      body: paragraph(random, 1200, 5000),
      extra: () => ({}),
      idempotency: (r) => `${id}:${r.key}`,
    });
  }
  return sends.sort((a, b) => a.ms - b.ms);
}

function laneOf(kind: MailSendKind) {
  return kind === 'notice' ? 'notice' : 'topic';
}
function topicOf(kind: MailSendKind) {
  if (kind === 'notice') return null;
  if (kind === 'reminder') return 'renewals';
  return kind === 'compose' ? 'announcements' : 'developments';
}

export async function generateMail(
  years: Years,
  settings: SiteSettings,
  members: MemberFacts[],
  subscribers: Subscriber[],
  changes: DevelopmentChangeRecord[],
) {
  const { span, plan, db, sink } = years;
  const random = forKind(years.seed, 'mail');
  const sends = plannedSends(random, years, members, subscribers, changes);
  const retainedFrom = daysBefore(span.end, MAIL_RETENTION.messageDays);
  const suppressed = new Set<string>();
  const suppressions = writerInto(sink);

  // Each send reaches its audience of the day, in proportion, so the messages add up to the plan.
  const reachable = sends.map((send) => send.pool.filter((r) => r.since <= send.ms));
  const total = reachable.reduce((sum, pool) => sum + pool.length, 0);
  const share = Math.min(1, plan.outboxMessages / Math.max(1, total));
  let messages = 0;

  for (const [index, send] of sends.entries()) {
    const lane = laneOf(send.kind);
    const topic = topicOf(send.kind);
    const format = send.kind === 'compose' ? 'markdown' : 'text';
    const parts = bodyParts(send.body, format);
    const recipients = sample(
      random,
      reachable[index].filter((r) => !suppressed.has(r.email)),
      Math.round(reachable[index].length * share),
    );
    const sendRef = db.collection(COLLECTIONS.mailSends).doc(send.id);
    await sink.set(sendRef, {
      kind: send.kind,
      lane,
      topic,
      audience: send.kind === 'compose' ? 'topic' : null,
      subject: send.subject,
      body: send.body,
      format,
      text: parts.text,
      html: parts.html,
      hash: contentHash(send.subject, parts.text, parts.html),
      createdAt: Timestamp.fromMillis(send.ms),
      createdBy: send.actor,
      recipients: recipients.length,
      ...send.extra(recipients),
    });
    const kept = send.ms >= retainedFrom;
    for (const [n, recipient] of recipients.entries()) {
      const createdMs = send.ms + Math.floor(n / 50) * 100;
      const startMs = send.ms + Math.floor((n / SENDS_PER_SECOND) * 1000);
      const endMs = startMs + random.int(80, 900);
      const outcome = random.next();
      const state = outcome < 0.006 ? 'failed' : 'sent';
      const bounce = outcome < 0.003 ? 'hard' : null;
      const error =
        state === 'failed'
          ? bounce
            ? '550 5.1.1 <recipient>: Recipient address rejected: User unknown'
            : '554 5.7.1 Message rejected as spam'
          : null;
      const messageId = outboxIdFor(send.idempotency(recipient));
      const delivered = {
        messageId: `<${messageId}@roca.example>`,
        accepted: state === 'sent' ? [recipient.email] : [],
        rejected: state === 'sent' ? [] : [recipient.email],
        response: error ?? '250 2.0.0 OK: queued',
      };
      const at = (ms: number) => Timestamp.fromMillis(ms);
      const action =
        send.kind === 'reminder'
          ? { label: 'Renew your membership online', url: siteLink(`/membership/renew/${makeRenewalToken(recipient.key)}`) }
          : undefined;
      const address = { to: recipient.email, recipient: recipient.path, firstName: recipient.firstName };
      const content = kept
        ? composeMessage(
            { subject: send.subject, body: { text: send.body, format }, action },
            topic ? { ...address, lane: 'topic', topic } : { ...address, lane: 'notice' },
            settings,
          )
        : { subject: send.subject, text: '', html: '', headers: {} };
      const keepsAddress = kept || lane === 'notice';
      await sink.set(db.collection(COLLECTIONS.outbox).doc(messageId), {
        retainUntil: kept ? at(daysAfter(createdMs, MAIL_RETENTION.messageDays)) : null,
        lane,
        topic,
        to: keepsAddress ? recipient.email : null,
        recipient: keepsAddress ? recipient.path : null,
        subject: content.subject,
        text: content.text,
        html: content.html,
        headers: content.headers,
        replyTo: settings.email,
        sendId: send.id,
        idempotencyKey: send.idempotency(recipient),
        oneTimeLink: null,
        attachments: [],
        createdAt: at(createdMs),
        state,
        attempts: 1,
        nextAttemptAt: at(createdMs),
        dispatchedAt: at(createdMs),
        leaseId: null,
        leaseExpireTime: null,
        startTime: at(startMs),
        endTime: at(endMs),
        error,
        // The SMTP server's answer is kept for a message sent or bounced (services/mail/outbox.ts, settle).
        info: keepsAddress && (state === 'sent' || bounce) ? delivered : null,
        bounce,
        claims: 1,
        history: [
          { state: 'queued', at: at(createdMs) },
          { state: 'sending', at: at(startMs) },
          { state, at: at(endMs), ...(error ? { error } : {}) },
        ],
        ...(kept ? {} : { contentRemovedAt: at(Math.min(span.end, daysAfter(createdMs, MAIL_RETENTION.messageDays + 1))) }),
      });
      if (bounce) {
        suppressed.add(recipient.email);
        asOf(endMs, () => suppressAfterBounce(suppressions, recipient.email, error!));
      }
      messages++;
    }
  }
  await storeReminders(
    years,
    sends.filter((send) => send.kind === 'reminder'),
  );
  return { sends: sends.length, messages };
}

/** Each year's renewal reminders as staff set them, each marked sent with its send (services/mail/reminders.ts). */
async function storeReminders(years: Years, sends: Send[]) {
  const byYear = new Map<number, Send[]>();
  for (const send of sends) {
    const year = Number(dayOf(send.ms).slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), send]);
  }
  for (const [year, list] of byYear) {
    await years.sink.set(years.db.collection(COLLECTIONS.mailSettings).doc(`reminders-${year}`), {
      year,
      reminders: list.map((send) => ({
        id: String(send.extra([]).reminder.id),
        date: dayOf(send.ms),
        subject: send.subject,
        body: send.body,
        format: 'text',
        sentAt: new Date(send.ms).toISOString(),
        sendId: send.id,
      })),
    });
  }
}
