import { z } from './zod';
import { mailAddress } from './mail';
import { ALERT_FREQUENCIES, SUBSCRIBE_SOURCES, type AlertFrequency, type SubscribeSource } from './subscription-choices';

/**
 * Subscriptions to development updates (docs/mail.md, "Development updates"; docs/decisions/018):
 * residents who need not be members ask for an e-mail on each update or a weekly digest, and
 * confirm by double opt-in. Subscribers are personal data kept apart from the register.
 */

/**
 * POST /mail/subscribe (an HTML form, urlencoded). `website` is the honeypot: hidden from people,
 * filled by bots; a form with it filled is answered as if it went through and stores nothing.
 */
export const subscribeForm = z.object({
  email: z.string({ error: 'Please enter your e-mail address' }).min(1, 'Please enter your e-mail address').pipe(mailAddress),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'Choose every update or a weekly digest' }),
  source: z.enum(SUBSCRIBE_SOURCES).catch('/'),
  website: z.string().optional(),
});
export type SubscribeForm = z.infer<typeof subscribeForm>;

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** The consent as given: what the person asked for, where, in which words, and when they confirmed. */
export type SubscriptionConsent = {
  frequency: AlertFrequency;
  sourcePage: SubscribeSource;
  wording: string;
  requestedAt: string;
  confirmedAt: string | null;
};

/** GET /api/subscribers/summary: every staff role. */
export type SubscriberSummary = { confirmed: number; every: number; weekly: number; pending: number; unsubscribed: number };

/** One row of GET /api/subscribers (Admin and Super): the export. */
export type SubscriberRow = {
  email: string;
  status: SubscriberStatus;
  frequency: AlertFrequency;
  subscribedAt: string | null;
  unsubscribedAt: string | null;
  consent: SubscriptionConsent | null;
};
