import type { Position } from './staff-accounts';

/**
 * The public contact forms and the staff inbox (docs/inbox.md; docs/decisions/019): the kinds of
 * message residents send, the positions they go to, the forms' field names and what each form
 * says it collects. Zod-free, so the public pages' forms import it; the schemas that read the
 * forms and the staff calls are in inbox.ts.
 */

/**
 * The positions an inbox item can be assigned to: a position, not a person, so an item follows
 * the AGM handover (docs/handover.md). Each is a staff position (staff-accounts.ts POSITIONS):
 * whoever holds it on the day is notified.
 */
export const INBOX_POSITIONS = ['President', 'Secretary', 'Treasurer', 'Membership', 'Development Review', 'Webmaster'] as const;
export type InboxPosition = (typeof INBOX_POSITIONS)[number] & Position;

/** A position in a URL or a form value: 'development-review'. */
export const positionSlug = (position: InboxPosition) => position.toLowerCase().replace(/ /g, '-');
export const positionOfSlug = (slug: string): InboxPosition | undefined => INBOX_POSITIONS.find((p) => positionSlug(p) === slug);

/**
 * What the contact form's topic choice says, per position it routes to: the resident picks what
 * they write about, and the item goes to the position that answers it.
 */
export const CONTACT_TOPICS: Record<InboxPosition, string> = {
  President: 'The association’s direction, or a concern for the executive',
  Secretary: 'A general question, meetings and minutes',
  Treasurer: 'Fees, payments and the association’s finances',
  Membership: 'Joining, renewing or my membership',
  'Development Review': 'A development or rezoning near me',
  Webmaster: 'This website',
};

/** The response aim the executive page states, in hours: the due period of every ordinary message (inbox.ts). */
export const RESPONSE_AIM_HOURS = 48;

/** The kinds of message, one per public form; later capabilities add theirs (a member's request from the portal). */
export const INBOX_KINDS = ['contact', 'volunteer', 'listing', 'link', 'heritage', 'boundary', 'records', 'privacy'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

type KindFacts = {
  /** The form's heading and the item's name in the inbox. */
  label: string;
  /** Where a new item of the kind goes before anyone assigns it (the contact form: its topic's position). */
  position: InboxPosition;
  /** The subject of the page's mail link this form stands first beside (docs/requirements.md, Public pages), where one exists. */
  mailSubject?: string;
};

export const INBOX_KIND_FACTS: Record<InboxKind, KindFacts> = {
  contact: { label: 'Contact the association', position: 'Secretary' },
  volunteer: { label: 'Volunteer', position: 'Secretary', mailSubject: 'Volunteer Interest' },
  listing: { label: 'List my business', position: 'Webmaster', mailSubject: 'Business Directory Listing' },
  link: { label: 'Suggest a link', position: 'Webmaster', mailSubject: 'Community Link Suggestion' },
  heritage: { label: 'Heritage information', position: 'Secretary', mailSubject: 'Heritage Information' },
  boundary: { label: 'Boundary question', position: 'Secretary', mailSubject: 'Boundary Question' },
  // The Secretary keeps the society's records (docs/inbox.md, "Records and privacy requests").
  records: { label: 'Request a record', position: 'Secretary' },
  privacy: { label: 'Privacy request', position: 'Secretary' },
};

/** Where an item is: new (routed, nobody has taken it), assigned, waiting for the resident, closed. */
export const INBOX_STATUSES = ['new', 'assigned', 'waiting', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', assigned: 'Assigned', waiting: 'Waiting', closed: 'Closed' };

/** How an item was closed: closing asks for one. */
export const INBOX_OUTCOMES = ['answered', 'done', 'accepted', 'declined', 'no-action', 'spam'] as const;
export type InboxOutcome = (typeof INBOX_OUTCOMES)[number];
export const INBOX_OUTCOME_LABELS: Record<InboxOutcome, string> = {
  answered: 'Answered',
  done: 'Done as asked',
  accepted: 'Accepted (listed or linked)',
  declined: 'Declined',
  'no-action': 'Nothing to do',
  spam: 'Spam',
};

/** The opportunities /volunteer lists (web/src/data/volunteer.ts names its cards with these): the volunteer form offers them. */
export const VOLUNTEER_OPPORTUNITIES = [
  'Development Review Committee',
  'Executive Board Member',
  'Event Volunteer',
  'Communications Helper',
] as const;

/** Records a society keeps (Societies Act s. 20) that a request may name; 'other' with a description. */
export const RECORD_CHOICES = {
  'financial-statements': 'Financial statements (anyone may ask)',
  'constitution-bylaws': 'Constitution and bylaws',
  'members-minutes': 'Minutes of general meetings and resolutions',
  'directors-minutes': 'Minutes of directors’ meetings',
  'register-of-directors': 'Register of directors',
  'register-of-members': 'Register of members (members only)',
  other: 'Another record (describe it below)',
} as const;

export const REQUESTER_CHOICES = { member: 'I am a member of the association', public: 'I am not a member' } as const;

export const PRIVACY_CHOICES = {
  see: 'See the personal information the association holds about me',
  correct: 'Correct personal information the association holds about me',
} as const;

/**
 * Every form's field names (the keys its schema reads, inbox.ts). `website` is the honeypot,
 * `started` the time trap's stamp, `source` the page the form was on.
 */
export const INBOX_FIELDS = {
  name: 'name',
  email: 'email',
  message: 'message',
  topic: 'topic',
  opportunities: 'opportunities',
  availability: 'availability',
  phone: 'phone',
  businessName: 'businessName',
  category: 'category',
  address: 'address',
  website: 'site',
  linkName: 'linkName',
  url: 'url',
  photo: 'photo',
  requester: 'requester',
  record: 'record',
  request: 'request',
  honeypot: 'website',
  started: 'started',
  source: 'source',
} as const;

/**
 * The photo the heritage form takes (at most LIMITS.inboxPhotoMaxBytes), by what its bytes are,
 * not by its name or what the browser says: what phones and cameras save. Staff open it as a file.
 */
export const INBOX_PHOTO_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/heic': 'HEIC' } as const;
export type InboxPhotoType = keyof typeof INBOX_PHOTO_TYPES;

/** Where each form posts: the function answers with the next page (docs/inbox.md). */
export const inboxFormAction = (kind: InboxKind) => `/forms/${kind}`;

/**
 * Months an item keeps its personal data after it is closed; then only its kind, dates, position
 * and outcome remain, as a count (docs/inbox.md, "Retention"). Records and privacy requests: two
 * years, BC's basic limitation period (Limitation Act s. 6), which also covers PIPA s. 35 (keep
 * what a decision about a person used for a year after it). The forms state these.
 */
export const INBOX_RETENTION_MONTHS: Record<InboxKind, number> = {
  contact: 12,
  volunteer: 12,
  listing: 12,
  link: 12,
  heritage: 12,
  boundary: 12,
  records: 24,
  privacy: 24,
};

/**
 * What each form tells the resident it collects, why, and how long it is kept (BC PIPA s. 10:
 * the purpose, on or before collecting; docs/inbox.md, "Retention"). The retention is the kind's
 * INBOX_RETENTION_MONTHS.
 */
export function pipaStatement(kind: InboxKind, associationName: string): string {
  const months = INBOX_RETENTION_MONTHS[kind];
  const what =
    kind === 'listing'
      ? 'your name and e-mail address, and the business details you give'
      : kind === 'heritage'
        ? 'your name, e-mail address, what you write and any photo you send'
        : 'your name, e-mail address and what you write';
  const use =
    kind === 'listing' || kind === 'link'
      ? 'to consider it for the site and to reply to you'
      : kind === 'volunteer'
        ? 'to match you with volunteer work and to reply to you'
        : kind === 'privacy'
          ? 'to answer your request under BC’s Personal Information Protection Act'
          : kind === 'records'
            ? 'to answer your request under BC’s Societies Act'
            : 'to reply to you';
  return `${associationName} collects ${what} ${use}. The volunteers who answer it see it; nobody else does. We keep it for ${months} months after we close your message, then delete your personal information.`;
}
