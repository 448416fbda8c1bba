import { z } from './zod';
import { emailAddress, isoDate, requiredText } from './fields';
import { LIMITS } from './limits';
import { mailAddress } from './mail';
import {
  COMMENT_POSITIONS,
  COMMENT_TOPICS,
  DEFAULT_COMMENT_RETENTION_DAYS,
  HIDE_REASONS,
  type CommentPosition,
  type CommentTopic,
  type ConsultationCounts,
  type ConsultationRecipient,
  type ConsultationWindow,
  type HideReason,
  type WindowState,
} from './consultation-choices';

/**
 * Consultations on development applications (docs/consultations.md; docs/decisions/023): a comment
 * window staff open on an application, residents' comments confirmed by e-mail, moderation,
 * tallies, and the association's letter with its appendix, sent as a PDF with proof. One source
 * for the screens, the public pages and the server.
 */

const NO_LINE_BREAKS = /^[^\r\n]*$/;
const oneLine = (label: string, max: number) =>
  requiredText(label, max).regex(NO_LINE_BREAKS, `${label} must be one line (no line breaks)`);

/** One address the association writes to: a department of the municipality, say. */
const consultationRecipient = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Id must be 1 to 40 lowercase letters, digits or dashes'),
    name: oneLine('Name', LIMITS.consultationRecipientName),
    email: emailAddress,
  })
  .strict() satisfies z.ZodType<ConsultationRecipient>;

/** PUT /api/consultations/settings: whom the association writes to, and how long commenters' details are kept. */
export const consultationSettingsInput = z
  .object({
    recipients: z
      .array(consultationRecipient)
      .min(1, 'Add at least one address the association writes to')
      .max(LIMITS.consultationRecipients, `At most ${LIMITS.consultationRecipients} addresses`)
      .refine((list) => new Set(list.map((r) => r.id)).size === list.length, 'Each address needs its own id'),
    retentionDaysAfterDecision: z
      .number({ error: 'Days must be a number' })
      .int('Days must be a whole number')
      .min(LIMITS.consultationRetentionDaysMin, `At least ${LIMITS.consultationRetentionDaysMin} days`)
      .max(LIMITS.consultationRetentionDaysMax, `At most ${LIMITS.consultationRetentionDaysMax} days`),
  })
  .strict();
export type ConsultationSettings = z.infer<typeof consultationSettingsInput>;

/** Placeholders until staff enter the municipality's real addresses (docs/consultations.md, "Settings"). */
export const DEFAULT_CONSULTATION_SETTINGS: ConsultationSettings = {
  recipients: [
    { id: 'planning', name: 'Planning Department', email: 'planning@example.org' },
    { id: 'council', name: 'Mayor and Council', email: 'council@example.org' },
    { id: 'approving-officer', name: 'Approving Officer', email: 'approving-officer@example.org' },
  ],
  retentionDaysAfterDecision: DEFAULT_COMMENT_RETENTION_DAYS,
};

/**
 * PUT /api/consultations/{developmentId}/window: open a comment window, or change its dates and
 * addressees. Dates are calendar days in America/Vancouver; the window is open from the start of
 * `opensOn` to the end of `closesOn`.
 */
export const windowInput = z
  .object({
    opensOn: isoDate,
    closesOn: isoDate,
    municipalityDeadline: isoDate,
    recipientIds: z
      .array(z.string().max(40), { error: 'Choose whom the association writes to' })
      .min(1, 'Choose whom the association writes to')
      .max(LIMITS.consultationRecipients),
  })
  .strict()
  .refine((w) => w.closesOn >= w.opensOn, { path: ['closesOn'], message: 'The window must close on or after the day it opens' });
export type WindowInput = z.infer<typeof windowInput>;

/** PUT /api/consultations/{developmentId}/decision: what the municipality decided, and when (retention counts from it). */
export const decisionInput = z.object({ decidedOn: isoDate, outcome: oneLine('Decision', LIMITS.consultationDecision) }).strict();
export type DecisionInput = z.infer<typeof decisionInput>;

/** The comment form (POST /consultation/{developmentId}/comment, urlencoded): a box ticked sends "yes". */
const ticked = z
  .union([z.literal('yes'), z.literal('')])
  .optional()
  .transform((value) => value === 'yes');

const commentFields = {
  name: oneLine('Name', LIMITS.commentName),
  street: oneLine('Street address', LIMITS.commentStreet),
  position: z.enum(COMMENT_POSITIONS, { error: 'Choose where you stand on the application' }),
  topics: z
    .array(z.enum(COMMENT_TOPICS, { error: 'Choose topics from the list' }))
    .max(COMMENT_TOPICS.length)
    .refine((topics) => new Set(topics).size === topics.length, 'Choose each topic once')
    .default([]),
  comment: requiredText('Your comment', LIMITS.commentText),
  shareName: ticked,
  updates: ticked,
};

export const commentForm = z.object({
  ...commentFields,
  email: z.string({ error: 'Please enter your e-mail address' }).min(1, 'Please enter your e-mail address').pipe(mailAddress),
  /** The honeypot: hidden from people, filled by bots; the form then answers as if sent and stores nothing. */
  website: z.string().optional(),
});
export type CommentForm = z.infer<typeof commentForm>;

/** POST /consultation/comment/{token}/change: the same fields but the address, which the link belongs to. */
export const commentChangeForm = z.object(commentFields);
export type CommentChange = z.infer<typeof commentChangeForm>;

/** PUT /api/consultations/{developmentId}/comments/{commentId}/moderation. */
export const moderationInput = z.discriminatedUnion(
  'hidden',
  [
    z
      .object({
        hidden: z.literal(true),
        reason: z.enum(HIDE_REASONS, { error: `Reason must be one of ${HIDE_REASONS.join(', ')}` }),
        note: z.string().trim().max(LIMITS.moderationNote, `Note must be at most ${LIMITS.moderationNote} characters`).default(''),
      })
      .strict(),
    z.object({ hidden: z.literal(false) }).strict(),
  ],
  { error: 'hidden must be true or false' },
);
export type ModerationInput = z.infer<typeof moderationInput>;

/** PUT /api/consultations/{developmentId}/letter: the association's letter, Markdown as in Compose. */
export const letterInput = z
  .object({
    subject: oneLine('Subject', LIMITS.mailSubject),
    body: requiredText('Letter', LIMITS.consultationLetter),
  })
  .strict();
export type LetterInput = z.infer<typeof letterInput>;

/** POST /api/consultations/{developmentId}/send: staff confirm the send, which cannot be undone. */
export const sendInput = z.object({ confirm: z.literal(true, { error: 'Confirm the send with confirm: true' }) }).strict();

export type CommentStatus = 'pending' | 'confirmed' | 'withdrawn';

/** GET /api/consultations/{developmentId}/tallies: every staff role (no names, no addresses). */
export type ConsultationTallies = ConsultationCounts & {
  /** Streets as residents wrote them, without the house number, most comments first. */
  byStreet: { street: string; count: number }[];
  /** Comments waiting for their e-mail confirmation, hidden, and withdrawn: counted in none of the above. */
  pending: number;
  hidden: number;
  withdrawn: number;
};

/** One comment as Admin and Super see it (GET /api/consultations/{developmentId}/comments). */
export type CommentRow = {
  id: string;
  status: CommentStatus;
  name: string;
  street: string;
  email: string;
  position: CommentPosition;
  topics: CommentTopic[];
  comment: string;
  shareName: boolean;
  updates: boolean;
  submittedAt: string;
  confirmedAt: string | null;
  withdrawnAt: string | null;
  hidden: { reason: HideReason; note: string; by: string; at: string } | null;
  /** After the retention period: only position, topics and street name are left. */
  personalDataRemoved: boolean;
};

/** A quoted comment of the appendix: name and street only where the commenter agreed. */
type AppendixComment = {
  number: number;
  position: CommentPosition;
  topics: CommentTopic[];
  comment: string;
  /** Null: "Name withheld at the commenter's request". */
  author: { name: string; street: string } | null;
};

export type Appendix = { counts: ConsultationCounts; comments: AppendixComment[] };

/** What the letter is made of: its sender, date, addressees, subject, and the appendix (GET .../preview adds the letter as HTML). */
export type SubmissionParts = {
  associationName: string;
  postalAddress: string;
  email: string;
  /** yyyy-mm-dd the letter is dated. */
  date: string;
  recipients: string[];
  projectTitle: string;
  subject: string;
  window: { opensOn: string; closesOn: string };
  appendix: Appendix;
};

/** GET /api/consultations/{developmentId}/preview: the letter and its appendix as they would go out now, for the print view. */
export type SubmissionPreview = SubmissionParts & { letterHtml: string };

/** GET /api/consultations/{developmentId}/submission: the proof, kept like a meeting notice's. No route changes or deletes it. */
export type SubmissionProof = {
  sentAt: string;
  sentBy: string;
  subject: string;
  /** The SHA-256 of the exact PDF bytes attached to every copy. */
  pdfSha256: string;
  pdfBytes: number;
  pdfFileName: string;
  counts: ConsultationCounts;
  recipients: { name: string; email: string; outboxId: string; state: string; sentAt: string | null; error: string | null }[];
  /** Delivery notices queued to the commenters whose comments were in the appendix. */
  noticesQueued: number;
};

/** GET /api/consultations: the windows, newest first, with their counts (every staff role). */
export type ConsultationListItem = {
  window: ConsultationWindow;
  projectTitle: string;
  state: WindowState;
  counts: Pick<ConsultationTallies, 'total' | 'pending' | 'hidden' | 'withdrawn'>;
};

/** GET /api/consultations/{developmentId}: the window, the letter's draft and (Admin and Super) nothing personal. */
export type ConsultationDetail = {
  window: ConsultationWindow | null;
  state: WindowState | null;
  letter: LetterInput | null;
  projectTitle: string;
  today: string;
};
