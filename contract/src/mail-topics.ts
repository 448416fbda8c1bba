/**
 * The opt-in mail topics (docs/mail.md, "Consent"; docs/decisions/014), zod-free so the public
 * join form can list them; mail.ts holds the schemas that use them.
 */

/** Opt-in topics. A later topic is added here, with its label and what the person receives, and in the topics of its recipients below. */
export const MAIL_TOPICS = ['renewals', 'announcements', 'developments'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];
export const MAIL_TOPIC_LABELS: Record<MailTopic, { label: string; description: string }> = {
  renewals: { label: 'Membership renewal reminders', description: 'A reminder or two a year when your membership is due.' },
  announcements: { label: 'Announcements', description: 'News, events and calls for volunteers from the association.' },
  developments: {
    label: 'Development updates',
    description: 'An e-mail when the association posts a development update or its status changes, or a weekly digest.',
  },
};

/**
 * Who chooses which topics: members of the register (staff compose to them), and subscribers to
 * development updates, who need not be members (docs/mail.md, "Development updates"). A member who
 * wants development updates subscribes like anyone else.
 */
export const MEMBER_TOPICS = ['renewals', 'announcements'] as const satisfies readonly MailTopic[];
export type MemberTopic = (typeof MEMBER_TOPICS)[number];
export const SUBSCRIBER_TOPICS = ['developments'] as const satisfies readonly MailTopic[];
