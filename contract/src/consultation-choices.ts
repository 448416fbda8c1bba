/**
 * The choices and words of a consultation on a development application (docs/consultations.md;
 * docs/decisions/023): the resident's comment form, the application's public page and the letter's
 * appendix. Zod-free, so the public pages import them; the schemas are in consultations.ts.
 */

/** Where a resident stands on the application. */
export const COMMENT_POSITIONS = ['support', 'oppose', 'support-with-changes', 'neutral'] as const;
export type CommentPosition = (typeof COMMENT_POSITIONS)[number];
export const COMMENT_POSITION_LABELS: Record<CommentPosition, string> = {
  support: 'Support',
  oppose: 'Oppose',
  'support-with-changes': 'Support with changes',
  neutral: 'Neutral',
};

/** What a comment is about: the review considerations of /rezoning, in residents' words. */
export const COMMENT_TOPICS = [
  'height',
  'density',
  'parking',
  'traffic',
  'trees',
  'heritage',
  'neighbourhood-fit',
  'design',
  'housing',
  'environment',
  'construction',
  'other',
] as const;
export type CommentTopic = (typeof COMMENT_TOPICS)[number];
export const COMMENT_TOPIC_LABELS: Record<CommentTopic, string> = {
  height: 'Height and massing',
  density: 'Density',
  parking: 'Parking',
  traffic: 'Traffic and safety',
  trees: 'Trees and green space',
  heritage: 'Heritage',
  'neighbourhood-fit': 'Neighbourhood fit',
  design: 'Design',
  housing: 'Housing and affordability',
  environment: 'Drainage and environment',
  construction: 'Construction impacts',
  other: 'Something else',
};

/** Why staff hide a comment: it is kept, audited, and counted nowhere. */
export const HIDE_REASONS = ['defamatory', 'off-topic', 'duplicate'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];
export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  defamatory: 'Defamatory',
  'off-topic': 'Off-topic',
  duplicate: 'Duplicate',
};

/** The two choices beside the comment, word for word (the comment keeps the words it was given with). */
export const SHARE_NAME_WORDING =
  'The association may send my name, street and comment to the municipality with its submission. I understand it becomes part of the public record.';
export const UPDATES_WORDING = 'Send me updates on this application';

/** The comment form's field names: the keys of `commentForm` (consultations.ts), which reads them. */
export const COMMENT_FIELDS = {
  name: 'name',
  street: 'street',
  email: 'email',
  position: 'position',
  topics: 'topics',
  comment: 'comment',
  shareName: 'shareName',
  updates: 'updates',
  honeypot: 'website',
} as const;

/**
 * Where the comment form and the comment's link go: pages the function renders (Hosting rewrites
 * /consultation/** to it), since they depend on what was posted or on the link's token.
 */
export const CONSULTATION_PAGES = '/consultation';
export const commentFormAction = (developmentId: string) => `${CONSULTATION_PAGES}/${developmentId}/comment`;
export const commentLinkPath = (token: string) => `${CONSULTATION_PAGES}/comment/${token}`;

/**
 * What the form says it collects, why, who sees it and how long it is kept (BC PIPA), beside its
 * button. `retentionDays`: after the municipality's decision (the consultation settings).
 */
export const commentPrivacyStatement = (associationName: string, retentionDays: number) =>
  `${associationName} collects your name, street address, e-mail address and comment to carry residents' views on this application to the municipality. ` +
  "Your e-mail address is used to confirm the comment and tell you when it was delivered, and to send you this application's updates only if you tick the second box (each has a link to stop them); it is never published or shared. " +
  "Your comment, position and topics are counted in the association's submission. Your name and street go to the municipality only if you tick the first box; otherwise your comment is quoted without them. " +
  `Only the association's Development Review volunteers see your details. We delete them ${retentionDays} days after the municipality decides on the application; the letter the association sent is kept.`;

/** One address the association writes to (a department of the municipality): consultations.ts checks it. */
export type ConsultationRecipient = { id: string; name: string; email: string };

/** How long commenters' details are kept after the decision until staff set it (the consultation settings). */
export const DEFAULT_COMMENT_RETENTION_DAYS = 180;

/** What the municipality decided on the application, and when: the commenters' details are deleted a set time after. */
type ConsultationDecision = { decidedOn: string; outcome: string };

/** Counts of the comments that count: confirmed, not withdrawn, not hidden. */
export type ConsultationCounts = {
  total: number;
  byPosition: Record<CommentPosition, number>;
  byTopic: Record<CommentTopic, number>;
};

/**
 * A comment window as stored (`consultations/{developmentId}`) and published: what the
 * application's page shows. The addressees are kept as they were chosen, so a later change of
 * the settings does not change whom an open window promised to write to.
 */
export type ConsultationWindow = {
  developmentId: string;
  opensOn: string;
  closesOn: string;
  /** Staff closed the window before `closesOn` (yyyy-mm-dd of the day they did). */
  closedOn: string | null;
  municipalityDeadline: string;
  recipients: ConsultationRecipient[];
  /** Counts only, published by staff on the application's page once the window closed; never names. */
  summary: ConsultationCounts | null;
  decision: ConsultationDecision | null;
  /** When the letter went out (the proof is GET /api/consultations/{id}/submission). */
  sentAt: string | null;
};

export type WindowState = 'scheduled' | 'open' | 'closed';

/** Whether a window takes comments on `today` (yyyy-mm-dd in the municipality). */
export function windowStateOn(
  window: Pick<ConsultationWindow, 'opensOn' | 'closesOn' | 'closedOn' | 'sentAt'>,
  today: string,
): WindowState {
  if (today < window.opensOn) return 'scheduled';
  if (window.sentAt || window.closedOn || today > window.closesOn) return 'closed';
  return 'open';
}

/**
 * The last day comments were taken: the closing day, or the day staff closed the window early
 * (comments came in that day until they did); a close pressed after the window ended changes nothing.
 */
export const lastCommentDay = (window: Pick<ConsultationWindow, 'closesOn' | 'closedOn'>): string =>
  window.closedOn && window.closedOn < window.closesOn ? window.closedOn : window.closesOn;

/** Counts with every position and topic at zero. */
export const emptyCounts = (): ConsultationCounts => ({
  total: 0,
  byPosition: Object.fromEntries(COMMENT_POSITIONS.map((p) => [p, 0])) as Record<CommentPosition, number>,
  byTopic: Object.fromEntries(COMMENT_TOPICS.map((t) => [t, 0])) as Record<CommentTopic, number>,
});
