import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { SUBSCRIBE_SOURCES, subscribeConsentWording, type AlertFrequency } from '@roca/contract/subscription-choices';
import { subscribeForm, type SubscriptionConsent } from '@roca/contract/subscriptions';
import { COLLECTIONS } from '../../../functions/src/lib/firebase';
import { sha256Hex } from '../../../functions/src/lib/sha256';
import { dayOf, daysBefore, momentIn } from './clock';
import type { Years } from './context';
import { forKind, type Random } from './random';
import { emailOf, firstName, lastName } from './text';

/** The confirmation link's nonce, 18 bytes in base64url as the service makes it, from the seed. */
const nonceOf = (random: Random) => Buffer.from(Array.from({ length: 18 }, () => random.int(0, 255))).toString('base64url');

/** Recipients of the development alerts and digests (years/mail.ts): a confirmed subscriber's id and address. */
export type Subscriber = { id: string; email: string; frequency: AlertFrequency; confirmedMs: number };

/**
 * Subscribers to development updates (the scale bench's plan: 2,000 at scale 1), each stored as
 * requestSubscription and confirmSubscription leave them (services/mail/subscribers.ts): almost all
 * confirmed, on every update or a weekly digest; a few requests of the last week not yet confirmed;
 * a few who unsubscribed in the last month with their own link (services/mail/consent.ts). The
 * retention job deletes older requests and unsubscriptions, so there are none. The id is the
 * address's hash, as the service names it, so the form finds the same document.
 */
export async function generateSubscribers(years: Years, associationName: string): Promise<Subscriber[]> {
  const { plan, span, db, sink } = years;
  const random = forKind(years.seed, 'subscribers');
  const wording = subscribeConsentWording(associationName);
  const confirmed: Subscriber[] = [];
  for (let n = 0; n < plan.subscribers; n++) {
    const form = subscribeForm.parse({
      email: emailOf(firstName(random), lastName(random), 900_000 + n),
      frequency: random.chance(0.6) ? 'every' : 'weekly',
      source: random.pick(SUBSCRIBE_SOURCES),
    });
    const id = `s${sha256Hex(form.email).slice(0, 40)}`;
    const roll = random.next();
    const requestedMs = roll < 0.02 ? momentIn(random, daysBefore(span.end, 6), span.end) : momentIn(random, span.start, span.end);
    const requestedAt = Timestamp.fromMillis(requestedMs);
    const request = { frequency: form.frequency, sourcePage: form.source, wording, requestedAt, nonce: nonceOf(random) };
    const base = { email: form.email, frequency: form.frequency, createdAt: requestedAt, unsubscribedAt: null };
    const ref = db.collection(COLLECTIONS.subscribers).doc(id);
    if (roll < 0.02) {
      await sink.set(ref, {
        ...base,
        status: 'pending',
        updatedAt: requestedAt,
        confirmedAt: null,
        consent: null,
        consentHistory: [],
        mailTopics: {},
        request,
      });
      continue;
    }
    const confirmedMs = Math.min(span.end, requestedMs + random.int(60, 3 * 86_400) * 1000);
    const consent: SubscriptionConsent = {
      frequency: form.frequency,
      sourcePage: form.source,
      wording,
      requestedAt: requestedAt.toDate().toISOString(),
      confirmedAt: new Date(confirmedMs).toISOString(),
    };
    const confirmedAt = Timestamp.fromMillis(confirmedMs);
    const subscribed: DocumentData = {
      ...base,
      status: 'confirmed',
      updatedAt: confirmedAt,
      confirmedAt,
      consent,
      consentHistory: [consent],
      mailTopics: {
        developments: {
          given: true,
          date: dayOf(confirmedMs),
          source: `Subscribe form on ${form.source}, confirmed with the link in the e-mail`,
        },
      },
      request: null,
    };
    if (roll < 0.05) {
      const leftMs = Math.max(confirmedMs, momentIn(random, daysBefore(span.end, 29), span.end));
      const left = Timestamp.fromMillis(leftMs);
      await sink.set(ref, {
        ...subscribed,
        status: 'unsubscribed',
        unsubscribedAt: left,
        updatedAt: left,
        mailTopics: { developments: { given: false, date: dayOf(leftMs), source: 'Unsubscribe link in an e-mail' } },
      });
      continue;
    }
    await sink.set(ref, subscribed);
    confirmed.push({ id, email: form.email, frequency: form.frequency, confirmedMs });
  }
  return confirmed;
}
