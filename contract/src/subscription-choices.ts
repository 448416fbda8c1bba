/**
 * The choices of a subscription to development updates (docs/mail.md, "Development updates"):
 * zod-free, so the public pages' subscribe form imports them; the schemas are in subscriptions.ts.
 */

export const ALERT_FREQUENCIES = ['every', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  every: 'Every update',
  weekly: 'A weekly digest',
};

/** The public pages that carry the subscribe form; the consent record keeps which one was used. */
export const SUBSCRIBE_SOURCES = ['/', '/rezoning'] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

/**
 * The consent the form shows beside its button, word for word; the consent record keeps it as
 * shown, with the association's name then (CASL: express consent, who asks and that it can be
 * withdrawn).
 */
export const subscribeConsentWording = (associationName: string) =>
  `By subscribing, I agree to receive e-mail about development updates from ${associationName}. I can unsubscribe at any time with the link in every message.`;

/** The form's field names: the keys of `subscribeForm` (subscriptions.ts), which reads them. */
export const SUBSCRIBE_FIELDS = { email: 'email', frequency: 'frequency', source: 'source', honeypot: 'website' } as const;
