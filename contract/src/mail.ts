import { z } from './zod';
import { LIMITS } from './limits';
import { clockTime, emailAddress, isoDate, optionalText, requiredText } from './fields';
import { MAIL_TOPICS, MEMBER_TOPICS, type MailTopic } from './mail-topics';
import { dayNumberOf, isoDateOfDayNumber } from './days';

/**
 * Mail (docs/mail.md, docs/decisions/014): the outbox, its three lanes, the topics people opt
 * into, and the bodies and answers of /api/mail. One source for the screens and the server.
 */

/**
 * - transactional: about the person's own dealings (a receipt, a password reset, a test): always sent.
 * - notice: statutory notices (a general meeting): every member on the register, whatever their topics.
 * - topic: opt-in topics: only people who consented to that topic, never to a suppressed address.
 */
export type MailLane = 'transactional' | 'notice' | 'topic';
/** The lanes a hard-bounced address is suppressed for (until staff clear it). */
export const BULK_LANES: readonly MailLane[] = ['notice', 'topic'];

// The topics, with their labels, are zod-free (mail-topics.ts): the public join form lists them.
export { MAIL_TOPICS, MAIL_TOPIC_LABELS, MEMBER_TOPICS, SUBSCRIBER_TOPICS, type MailTopic, type MemberTopic } from './mail-topics';

/** An outbox message's delivery state: queued -> sending -> sent | failed (docs/mail.md, "The outbox"). */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Who a composed message goes to; every audience is narrowed to the members who consented to its topic. */
export const MAIL_AUDIENCES = ['good-standing', 'renewals-due', 'lapsed-last-year', 'renewals', 'topic'] as const;
export type MailAudience = (typeof MAIL_AUDIENCES)[number];
export const MAIL_AUDIENCE_LABELS: Record<MailAudience, string> = {
  'good-standing': 'Members in good standing',
  'renewals-due': 'Members whose renewal is due',
  'lapsed-last-year': 'Members who lapsed last year',
  // The Renewals screen's list and the renewal reminders' (renewalStanding in membership.ts).
  renewals: 'The renewal list: renewal due or lapsed last year',
  topic: 'Everyone who consented to the topic',
};

const MAIL_BODY_FORMATS = ['text', 'markdown'] as const;
export type MailBodyFormat = (typeof MAIL_BODY_FORMATS)[number];

/**
 * What a send was: composed by staff, a general-meeting notice, a renewal reminder, a test,
 * development updates (the alert of one saved update, or a week's digest), or staff's message to
 * the people signed up for one date of an event (docs/signups.md).
 */
const MAIL_SEND_KINDS = ['compose', 'notice', 'reminder', 'test', 'alert', 'digest', 'signup'] as const;
export type MailSendKind = (typeof MAIL_SEND_KINDS)[number];

/** Header injection: a line break in a subject, name or address would start a new header. */
const NO_LINE_BREAKS = /^[^\r\n]*$/;
const noLineBreaks = 'must be one line (no line breaks)';

export const mailSubject = requiredText('Subject', LIMITS.mailSubject).regex(NO_LINE_BREAKS, `Subject ${noLineBreaks}`);

export const mailBody = z
  .string({ error: 'Body is required' })
  .trim()
  .min(1, 'Body is required')
  .max(LIMITS.mailBody, `Body must be at most ${LIMITS.mailBody} characters`);

/** An address to send to: one line, an address, not too long. */
export const mailAddress = z.string({ error: 'E-mail is required' }).regex(NO_LINE_BREAKS, `E-mail ${noLineBreaks}`).pipe(emailAddress);

const mailTopic = z.enum(MEMBER_TOPICS, { error: `Topic must be one of ${MEMBER_TOPICS.join(', ')}` });
const format = z.enum(MAIL_BODY_FORMATS, { error: `Format must be one of ${MAIL_BODY_FORMATS.join(', ')}` }).default('text');

/** Who a composed message goes to: the audience, narrowed to consent to `topic`. */
export const audienceInput = z
  .object({
    topic: mailTopic,
    audience: z.enum(MAIL_AUDIENCES, { error: `Audience must be one of ${MAIL_AUDIENCES.join(', ')}` }),
  })
  .strict();
export type AudienceInput = z.infer<typeof audienceInput>;

/** Body of POST /api/mail/preview and POST /api/mail/sends: a message to an audience, on an opt-in topic. */
export const composeInput = audienceInput.extend({ subject: mailSubject, body: mailBody, format }).strict();
export type ComposeInput = z.input<typeof composeInput>;

/**
 * Body of POST /api/mail/test: the message, once. It goes only to the signed-in staff member's own
 * confirmed recovery e-mail, never to an address the caller names, so no role can use it to mail
 * anyone else.
 */
export const testMailInput = composeInput.omit({ audience: true }).strict();
export type TestMailInput = z.input<typeof testMailInput>;

/** Societies Act s.77: 14 to 60 days' notice, or what the bylaws set (at least 7). */
export const NOTICE_PERIOD_DEFAULT = { minDays: 14, maxDays: 60 } as const;

export const noticePeriod = z
  .object({
    minDays: z
      .number({ error: 'Minimum days must be a number' })
      .int('Minimum days must be a whole number')
      .min(7, 'The Societies Act allows no fewer than 7 days')
      .max(60, 'At most 60 days'),
    maxDays: z
      .number({ error: 'Maximum days must be a number' })
      .int('Maximum days must be a whole number')
      .min(7, 'At least 7 days')
      .max(60, 'The Societies Act allows no more than 60 days'),
  })
  .strict()
  .refine((period) => period.minDays <= period.maxDays, { path: ['maxDays'], message: 'Maximum days must be at least the minimum' });
export type NoticePeriod = z.infer<typeof noticePeriod>;

/** Body of PUT /api/mail/settings: the bylaw notice period. */
export const mailSettingsInput = z.object({ noticePeriod }).strict();
export type MailSettings = z.infer<typeof mailSettingsInput>;

/** Body of POST /api/mail/notices (preview with `dryRun`). */
export const noticeInput = z
  .object({
    meetingKind: z.enum(['annual', 'special'], { error: 'Meeting kind must be annual or special' }),
    meetingDate: isoDate,
    meetingTime: clockTime,
    place: optionalText('Place', LIMITS.location),
    electronicInstructions: optionalText('Electronic-meeting instructions', LIMITS.noticeInstructions),
    agenda: requiredText('Agenda', LIMITS.noticeAgenda),
    specialResolutions: optionalText('Special resolutions', LIMITS.noticeResolutions),
    subject: mailSubject.optional(),
    /** Sending outside the legal window must be confirmed: the meeting could be void. */
    confirmOutsideWindow: z.boolean({ error: 'confirmOutsideWindow must be true or false' }).optional(),
  })
  .strict()
  .superRefine((notice, ctx) => {
    if (!notice.place && !notice.electronicInstructions) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'Give the place, or the instructions to join electronically' });
    }
  });
export type NoticeInput = z.input<typeof noticeInput>;

/** Query of GET /api/mail/notices/window. */
export const noticeWindowQuery = z.object({ meetingDate: isoDate }).strict();

/** Query of GET /api/mail/sends: the latest sends, of one kind (the notices given) or all. */
export const mailSendsQuery = z
  .object({ kind: z.enum(MAIL_SEND_KINDS, { error: `Kind must be one of ${MAIL_SEND_KINDS.join(', ')}` }).optional() })
  .strict();

/** The days a notice can be given for a meeting: GET /api/mail/notices/window and every notice. */
export type NoticeWindow = {
  meetingDate: string;
  /** Notice given today: how many days before the meeting that is. */
  daysBefore: number;
  /** The first and last day notice can be given (yyyy-mm-dd). */
  earliest: string;
  latest: string;
  withinWindow: boolean;
  period: NoticePeriod;
  /** Why today is outside the window, for the screen's warning. */
  warning?: string;
};

/**
 * The days notice of a meeting can be given under the bylaw period, and whether `today` is one of
 * them: the server refuses a notice outside it unless confirmed, and the notice screen warns as
 * the date is typed, from this one rule. Days are calendar days (yyyy-mm-dd), Vancouver's.
 */
export function noticeWindowFor(meetingDate: string, today: string, period: NoticePeriod): NoticeWindow {
  const meeting = dayNumberOf(meetingDate);
  const daysBefore = meeting - dayNumberOf(today);
  const window: NoticeWindow = {
    meetingDate,
    daysBefore,
    earliest: isoDateOfDayNumber(meeting - period.maxDays),
    latest: isoDateOfDayNumber(meeting - period.minDays),
    withinWindow: daysBefore >= period.minDays && daysBefore <= period.maxDays,
    period,
  };
  if (!window.withinWindow) {
    window.warning =
      daysBefore < period.minDays
        ? `Notice today is ${daysBefore} days before the meeting: the bylaws require at least ${period.minDays}, so the meeting could be void. Give notice by ${window.latest} or move the meeting.`
        : `Notice today is ${daysBefore} days before the meeting: the bylaws allow at most ${period.maxDays}. Give notice from ${window.earliest}.`;
  }
  return window;
}

/** One reminder of a year: on `date` every member on the renewal list who consented gets it, once. */
export const renewalReminderInput = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Id must be 1-40 lower-case letters, digits or -'),
    date: isoDate,
    subject: mailSubject,
    body: mailBody,
    format,
  })
  .strict();

/** Body of PUT /api/mail/renewal-reminders/{year}. */
export const renewalRemindersInput = z
  .object({
    reminders: z
      .array(renewalReminderInput)
      .max(LIMITS.renewalRemindersPerYear, `At most ${LIMITS.renewalRemindersPerYear} reminders a year`)
      .refine((list) => new Set(list.map((r) => r.id)).size === list.length, 'Each reminder needs its own id'),
  })
  .strict();
export type RenewalRemindersInput = z.input<typeof renewalRemindersInput>;

export type RenewalReminder = z.output<typeof renewalReminderInput> & { sentAt: string | null; sendId: string | null };
export type RenewalReminders = { year: number; reminders: RenewalReminder[] };

/**
 * Query of GET /api/mail/log, which refuses `q`; with a search by address, the body of POST
 * /api/mail/log/search (an address never travels in a URL: docs/security.md).
 */
export const mailLogQuery = z
  .object({
    state: z.enum(OUTBOX_STATES, { error: `State must be one of ${OUTBOX_STATES.join(', ')}` }).optional(),
    q: z.string().trim().toLowerCase().max(LIMITS.email, `Search must be at most ${LIMITS.email} characters`).optional(),
    sendId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a valid id')
      .optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(500, 'Limit must be at most 500')
      .default(100),
  })
  .strict();

/** Body of POST /api/mail/suppressions: staff mark an address that bounced (a bounce report in the association's mailbox). */
export const suppressionInput = z.object({ email: mailAddress, reason: requiredText('Reason', LIMITS.mailError) }).strict();

/** The delivery of one message, after the Trigger Email extension's `delivery` field. */
export type MailDelivery = {
  state: OutboxState;
  attempts: number;
  /** When the next attempt may start (a queued message after a failure). */
  nextAttemptAt: string | null;
  startTime: string | null;
  endTime: string | null;
  error: string | null;
  /** What the SMTP server said, and the hard bounce if it refused the address for good. */
  info: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
  bounce: 'hard' | null;
  /** Every change of state, oldest first. */
  history: { state: OutboxState; at: string; error?: string }[];
};

/** One message of GET /api/mail/log. `to` only for Admin and Super, and only while the outbox keeps it (MAIL_RETENTION). */
export type MailLogEntry = {
  id: string;
  sendId: string | null;
  lane: MailLane;
  topic: MailTopic | null;
  to?: string;
  subject: string;
  createdAt: string;
  delivery: MailDelivery;
  /** When the retention job removed what the message said (and, outside notices, who it went to). */
  contentRemovedAt?: string;
};

/**
 * How long the outbox keeps what each message said and who it went to (docs/decisions/014,
 * "Retention"): `messageDays` after it was queued, a message that has ended (sent or failed)
 * loses its text, HTML, headers and personalised subject, and, outside the notice lane, its
 * address, its recipient and the SMTP server's answer. Its state, times, errors and send stay, so
 * the log's counts hold. A general-meeting notice keeps each address and delivery: the notice's
 * proof is a society record, kept with the meeting's minutes. A deleted member's messages go the
 * same way, so none outlives the 90 days in which the deletion can be undone (decision 009).
 */
export const MAIL_RETENTION = { messageDays: 90 } as const;

export type MailStateCounts = Record<OutboxState, number> & { bounced: number };

/** A send: one compose, notice, reminder or test, with its messages' states. */
export type MailSend = {
  id: string;
  kind: MailSendKind;
  lane: MailLane;
  topic: MailTopic | null;
  audience: MailAudience | null;
  subject: string;
  createdAt: string;
  createdBy: string;
  recipients: number;
  counts: MailStateCounts;
};

/** GET /api/mail/sends/{id} for Admin and Super; a notice adds its proof. */
export type MailSendDetail = MailSend & {
  text: string;
  html: string;
  /** SHA-256 of the subject, text and HTML as sent (before the per-recipient footer). */
  hash: string;
  notice?: NoticeProof;
};

/** The proof of a general-meeting notice (docs/mail.md, "Proof of notice"). Never changed once given. */
export type NoticeProof = {
  meeting: { kind: 'annual' | 'special'; date: string; time: string; place: string; electronicInstructions: string };
  window: NoticeWindow;
  /** When the notice was given, and the register that day: who got it by e-mail, and who by post. */
  sentAt: string;
  recipients: { memberId: string; name: string; email: string; messageId: string; delivery: MailDelivery | null }[];
  mailingList: MailingListEntry[];
};

/** A member to give notice on paper: no e-mail address, or one that bounced. */
export type MailingListEntry = {
  memberId: string;
  name: string;
  address: string;
  reason: 'no e-mail address' | 'e-mail address suppressed';
};

/** POST /api/mail/audience: how many would get it, and why others would not. */
export type AudienceCount = { recipients: number; noConsent: number; noEmail: number; suppressed: number };

/** POST /api/mail/preview: the message as the first recipient would see it. */
export type MailPreview = { subject: string; text: string; html: string; recipients: number };

export type Suppression = { id: string; email: string; reason: string; createdAt: string; source: 'bounce' | 'staff' };

/** One topic choice of a member or subscriber: given or withdrawn, when, and how. */
export type TopicConsent = { given: boolean; date: string; source: string };
export type TopicConsents = Partial<Record<MailTopic, TopicConsent>>;

type ConsentRecord = { given: boolean; date?: string; source?: string };

const isMemberTopic = (topic: MailTopic) => (MEMBER_TOPICS as readonly MailTopic[]).includes(topic);

/**
 * A recipient's choice per topic (docs/mail.md, "Consent"; docs/decisions/014): each topic's
 * stored choice (`mailTopics`), else the register's `consent`, which predates topics and counts
 * for every member topic until a choice is made (never for a subscriber's topic: development
 * updates need their own double opt-in, docs/decisions/018). The server sends by it; the member
 * form shows it.
 */
export function topicConsentsOf(
  recipient: { mailTopics?: TopicConsents | null; consent?: ConsentRecord | null } | undefined,
): TopicConsents {
  const stored = recipient?.mailTopics ?? {};
  const legacy = recipient?.consent;
  const choices: TopicConsents = {};
  for (const topic of MAIL_TOPICS) {
    const fromRegister = legacy && isMemberTopic(topic);
    const choice =
      stored[topic] ?? (fromRegister ? { given: legacy.given, date: legacy.date ?? '', source: legacy.source ?? '' } : undefined);
    if (choice) choices[topic] = choice;
  }
  return choices;
}

export const consentsTo = (choices: TopicConsents, topic: MailTopic) => choices[topic]?.given === true;

/** Domains whose mailboxes ignore dots in the local part (Gmail's own; googlemail.com is the same mailbox). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for counting what the public forms send it (docs/mail.md,
 * "Mail a public form sends"): lower-case, without a `+tag` (which most providers deliver to the
 * same mailbox), and for Gmail without the dots. Only for counting: mail still goes to the address
 * as written.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.trim().toLowerCase();
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

/** What the public forms' mail has used of one of its caps, in the window under way (GET /api/mail/form-mail). */
export type FormMailWindow = { sent: number; heldBack: number; cap: number; endsAt: string | null };
/** The public forms' mail this hour and today, for staff (docs/mail.md, "Mail a public form sends"). */
export type FormMailCounts = { hour: FormMailWindow; day: FormMailWindow };
