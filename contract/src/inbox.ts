import { z } from './zod';
import { LIMITS } from './limits';
import { emailAddress, httpUrl, isOneLine, isoDate } from './fields';
import {
  INBOX_KINDS,
  INBOX_OUTCOMES,
  INBOX_POSITIONS,
  INBOX_STATUSES,
  PRIVACY_CHOICES,
  RECORD_CHOICES,
  REQUESTER_CHOICES,
  RESPONSE_AIM_HOURS,
  VOLUNTEER_OPPORTUNITIES,
  positionOfSlug,
  type InboxKind,
  type InboxOutcome,
  type InboxPosition,
  type InboxStatus,
} from './inbox-choices';

/**
 * The public contact forms and the staff inbox (docs/inbox.md; docs/decisions/019): what each form
 * may send, the staff calls on an item, the settings (due-date periods with their sources,
 * retention, each position's address) and the answers of /api/inbox. One source for the forms,
 * the screens and the server.
 */

// ---------------------------------------------------------------------------------------------
// The forms (POST /forms/{kind}, urlencoded; the heritage form multipart with its photo)

// A line break in a name or an address would start a new header of the acknowledgement (isOneLine).
const oneLine = (label: string, max: number, missing = `Please enter ${label.toLowerCase()}`) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} must be one line`);

const optionalLine = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).refine(isOneLine, `${label} must be one line`).default('');

const text = (label: string, max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** Who writes: every form has them. `website` is the honeypot, `started` the time trap's stamp (ms). */
const sender = {
  name: oneLine('Your name', LIMITS.inboxName, 'Please enter your name'),
  email: z
    .string({ error: 'Please enter your e-mail address' })
    .trim()
    .min(1, 'Please enter your e-mail address')
    .refine(isOneLine, 'Your e-mail address must be one line')
    .pipe(emailAddress.transform((address) => address.toLowerCase())),
  website: z.string().optional(),
  started: z.string().optional(),
  source: z.string().optional(),
};

const message = (missing = 'Please write your message') => text('Your message', LIMITS.inboxMessage, missing);

/** A choice of one (a radio group or a select): an unknown value is refused like a missing one. */
const choice = <T extends string>(values: readonly [T, ...T[]], missing: string) => z.enum(values, { error: missing });

const keysOf = <T extends Record<string, string>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/** The contact form's topic: a position's slug ('development-review'). */
const topic = z.string({ error: 'Please choose what your message is about' }).transform((slug, ctx) => {
  const position = positionOfSlug(slug);
  if (!position) ctx.addIssue({ code: 'custom', message: 'Please choose what your message is about' });
  return position as InboxPosition;
});

export const INBOX_FORMS = {
  contact: z.object({ ...sender, topic, message: message() }).strict(),
  volunteer: z
    .object({
      ...sender,
      opportunities: z
        .array(choice(VOLUNTEER_OPPORTUNITIES, 'Choose from the opportunities listed'))
        .min(1, 'Please choose at least one opportunity')
        .max(VOLUNTEER_OPPORTUNITIES.length, 'Choose each opportunity once'),
      availability: text('Your availability', LIMITS.inboxShortText, 'Please tell us when you are available'),
      phone: optionalLine('Phone', LIMITS.phone),
      message: optionalText('Anything else', LIMITS.inboxMessage),
    })
    .strict(),
  listing: z
    .object({
      ...sender,
      businessName: oneLine('The business name', LIMITS.listItemName, 'Please enter the business name'),
      category: oneLine('The category', LIMITS.listCategory, 'Please enter a category, e.g. Café'),
      address: optionalLine('The address', LIMITS.postalAddress),
      phone: optionalLine('The phone number', LIMITS.phone),
      site: z.union([z.literal(''), httpUrl]).default(''),
      message: text('The description', LIMITS.listDescription, 'Please describe the business in a sentence or two'),
    })
    .strict(),
  link: z
    .object({
      ...sender,
      linkName: oneLine('The name of the site', LIMITS.listItemName, 'Please enter the name of the site'),
      url: z.string({ error: 'Please enter the address of the site' }).trim().min(1, 'Please enter the address of the site').pipe(httpUrl),
      category: optionalLine('The category', LIMITS.listCategory),
      message: text('Why it is useful', LIMITS.listDescription, 'Please say in a sentence why neighbours would find it useful'),
    })
    .strict(),
  heritage: z.object({ ...sender, message: message('Please tell us what you know') }).strict(),
  boundary: z
    .object({ ...sender, address: optionalLine('The address', LIMITS.postalAddress), message: message('Please write your question') })
    .strict(),
  records: z
    .object({
      ...sender,
      requester: choice(keysOf(REQUESTER_CHOICES), 'Please say whether you are a member'),
      record: choice(keysOf(RECORD_CHOICES), 'Please choose the record you ask for'),
      message: optionalText('The details', LIMITS.inboxMessage),
    })
    .strict()
    .superRefine((form, ctx) => {
      if (form.record === 'other' && !form.message)
        ctx.addIssue({ code: 'custom', path: ['message'], message: 'Please describe the record you ask for' });
    }),
  privacy: z
    .object({
      ...sender,
      request: choice(keysOf(PRIVACY_CHOICES), 'Please choose what you ask for'),
      message: message('Please say which information, and for a correction, what is wrong'),
    })
    .strict(),
} satisfies Record<InboxKind, z.ZodType>;

type InboxForm<K extends InboxKind> = z.output<(typeof INBOX_FORMS)[K]>;
export type AnyInboxForm = { [K in InboxKind]: InboxForm<K> }[InboxKind];

// ---------------------------------------------------------------------------------------------
// Due dates: the settings staff can correct, with the source of each default

export const DUE_UNITS = ['hours', 'days', 'business-days'] as const;
type DueUnit = (typeof DUE_UNITS)[number];
/**
 * What the period is counted to: the first response (a reply; the 48-hour aim), or closing the
 * item with an outcome (the law's period to answer a request, which a "we are on it" does not stop).
 */
export type DueClock = 'first-response' | 'closing';

export type DuePeriod = { amount: number; unit: DueUnit };

/**
 * The one place the periods live (docs/inbox.md, "Due dates"). The defaults and their sources;
 * staff correct the amounts in the inbox settings if the law or the bylaws say otherwise.
 * - 48 hours: the response aim the executive page promises (docs/requirements.md, Public pages).
 * - Records: BC Societies Act (SBC 2015, c. 18): a person entitled to inspect a record (s. 24; the
 *   financial statements: anyone) may ask for a copy, which the society provides within 14 days.
 * - Privacy: BC Personal Information Protection Act (SBC 2003, c. 63) s. 29: a response to a
 *   request to see (s. 23) or correct (s. 24) one's personal information within 30 days, where a
 *   "day" excludes Saturdays and holidays (s. 1), Sunday among them (Interpretation Act s. 29);
 *   s. 31 allows up to 30 more in the cases it lists, which staff record as a new period.
 */
const AIM: DuePeriod = { amount: RESPONSE_AIM_HOURS, unit: 'hours' };
export const INBOX_PERIOD_DEFAULTS: Record<InboxKind, DuePeriod> = {
  contact: AIM,
  volunteer: AIM,
  listing: AIM,
  link: AIM,
  heritage: AIM,
  boundary: AIM,
  records: { amount: 14, unit: 'days' },
  privacy: { amount: 30, unit: 'business-days' },
};

const STATUTORY: readonly InboxKind[] = ['records', 'privacy'];
export const dueClockOf = (kind: InboxKind): DueClock => (STATUTORY.includes(kind) ? 'closing' : 'first-response');

export const INBOX_PERIOD_SOURCES: Record<InboxKind, string> = {
  contact: 'The 48-hour response aim on the executive page',
  volunteer: 'The 48-hour response aim on the executive page',
  listing: 'The 48-hour response aim on the executive page',
  link: 'The 48-hour response aim on the executive page',
  heritage: 'The 48-hour response aim on the executive page',
  boundary: 'The 48-hour response aim on the executive page',
  records: 'BC Societies Act: a copy of a record within 14 days of the request',
  privacy: 'BC Personal Information Protection Act s. 29: 30 days, not counting Saturdays, Sundays and holidays',
};

const duePeriod = z
  .object({
    amount: z
      .number({ error: 'The period must be a number' })
      .int('The period must be a whole number')
      .min(1, 'The period must be at least 1')
      .max(365, 'The period must be at most 365'),
    unit: z.enum(DUE_UNITS, { error: `The unit must be one of ${DUE_UNITS.join(', ')}` }),
  })
  .strict();

const perKey = <K extends string, T extends z.ZodType>(keys: readonly K[], schema: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, schema])) as unknown as Record<K, T>).strict();
const perKind = <T extends z.ZodType>(schema: T) => perKey(INBOX_KINDS, schema);
const perPosition = <T extends z.ZodType>(schema: T) => perKey(INBOX_POSITIONS, schema);

/** Body of PUT /api/inbox/settings (Admin): the periods, and where replies from each position go. */
export const inboxSettingsInput = z
  .object({
    periods: perKind(duePeriod),
    /** Reply-To of a reply from a position: its role address (secretary@...), or '' for the association's contact e-mail. */
    positionAddresses: perPosition(z.union([z.literal(''), emailAddress])),
  })
  .strict();
export type InboxSettings = z.infer<typeof inboxSettingsInput>;

export const DEFAULT_INBOX_SETTINGS: InboxSettings = {
  periods: INBOX_PERIOD_DEFAULTS,
  positionAddresses: Object.fromEntries(INBOX_POSITIONS.map((p) => [p, ''])) as Record<InboxPosition, string>,
};

// ---------------------------------------------------------------------------------------------
// Staff calls on an item (Admin and Super)

const positionInput = z.enum(INBOX_POSITIONS, { error: `Position must be one of ${INBOX_POSITIONS.join(', ')}` });

/** POST /api/inbox/{id}/assign. */
export const assignInput = z.object({ position: positionInput }).strict();

/** POST /api/inbox/{id}/notes: seen by staff only. */
export const noteInput = z.object({ body: text('Note', LIMITS.inboxNote, 'Note is required') }).strict();

/** POST /api/inbox/{id}/replies: sent to the resident through the outbox and kept in the thread. */
export const replyInput = z.object({ body: text('Reply', LIMITS.inboxReply, 'Reply is required') }).strict();

/**
 * POST /api/inbox/{id}/received: the resident's answer, which came to the position's mailbox,
 * pasted into the thread so it stays with the item.
 */
export const receivedInput = z
  .object({ body: text('Their answer', LIMITS.inboxMessage, 'Paste what they wrote'), receivedOn: isoDate.optional() })
  .strict();

/** POST /api/inbox/{id}/close. */
export const closeInput = z
  .object({ outcome: z.enum(INBOX_OUTCOMES, { error: 'Choose how it ended' }), note: optionalText('Note', LIMITS.inboxNote) })
  .strict();

/** POST /api/inbox/{id}/status: waiting for the resident, or back to assigned. Closing is its own call. */
export const statusInput = z.object({ status: z.enum(['assigned', 'waiting'], { error: 'Status must be assigned or waiting' }) }).strict();

/**
 * GET /api/inbox: the filters, as the query string sends them, without `q`; with a search, the
 * body of POST /api/inbox/search, the same fields (what residents wrote never travels in a URL:
 * docs/security.md).
 */
export const inboxQuery = z
  .object({
    status: z.enum([...INBOX_STATUSES, 'open'], { error: `Status must be open or one of ${INBOX_STATUSES.join(', ')}` }).optional(),
    position: positionInput.optional(),
    kind: z.enum(INBOX_KINDS, { error: `Kind must be one of ${INBOX_KINDS.join(', ')}` }).optional(),
    overdue: z.enum(['true', 'false'], { error: 'overdue must be true or false' }).optional(),
    q: z.string().trim().max(LIMITS.inboxSearch, `Search must be at most ${LIMITS.inboxSearch} characters`).optional(),
  })
  .strict();
export type InboxQuery = z.input<typeof inboxQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

/** One entry of an item's thread: what the resident sent, a reply, their answer pasted in. */
export type InboxMessage = {
  id: string;
  type: 'received' | 'reply';
  at: string;
  body: string;
  /** Who wrote a reply or pasted an answer; a reply's delivery through the outbox. */
  by?: string;
  outboxId?: string;
  delivery?: string;
};

type InboxNote = { id: string; at: string; by: string; body: string };

/** A row of the inbox as every staff role sees it: states and dates, never who wrote or what. */
export type InboxRow = {
  id: string;
  kind: InboxKind;
  status: InboxStatus;
  position: InboxPosition;
  receivedAt: string;
  dueAt: string;
  overdue: boolean;
  firstResponseAt: string | null;
  closedAt: string | null;
  outcome: InboxOutcome | null;
  /** The personal data was removed when its retention ended; the item is kept as a count. */
  personalDataRemovedAt: string | null;
  /** Admin and Super only: who wrote, and the first words. */
  sender?: { name: string; email: string };
  summary?: string;
};

/** GET /api/inbox/{id} (Admin and Super): the whole item. */
export type InboxItem = InboxRow & {
  sender: { name: string; email: string };
  summary: string;
  /** The form's answers besides the message, as labelled lines ("Opportunities: Event Volunteer"). */
  details: { label: string; value: string }[];
  sourcePage: string | null;
  photo: { fileName: string; contentType: string; size: number; url: string } | null;
  thread: InboxMessage[];
  notes: InboxNote[];
  /** A listing or link request accepted: the draft entry it made, for staff to publish. */
  draft: { itemType: 'business' | 'communityLink'; id: string } | null;
  dueClock: DueClock;
};

/** GET /api/inbox/summary (every staff role): the Control Panel's figures. */
export type InboxSummary = {
  open: number;
  overdue: number;
  byStatus: Record<InboxStatus, number>;
  /** The median time from receiving to the first reply, over the items answered in the last 90 days; null before any. */
  medianFirstResponseHours: number | null;
};
