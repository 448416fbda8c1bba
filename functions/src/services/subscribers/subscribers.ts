import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract/limits';
import { ALERT_FREQUENCY_LABELS, subscribeConsentWording } from '@roca/contract/subscription-choices';
import {
  type SubscribeForm,
  type SubscriberRow,
  type SubscriberStatus,
  type SubscriberSummary,
  type SubscriptionConsent,
} from '@roca/contract/subscriptions';
import { msDaysBefore, todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { sha256Hex } from '../../lib/sha256';
import { toIso } from '../../lib/timestamps';
import { readSiteSettings } from '../content';
import { composeMessage, makeConfirmToken, mayMailFromForm, queueMail, readConfirmToken, siteLink } from '../mail';

/**
 * Subscribers to development updates (docs/mail.md, "Development updates"; docs/decisions/018):
 * `subscribers/{id}`, one per address, apart from the register. Double opt-in: the form stores a
 * request and sends a confirmation e-mail; only the button on the confirmation link's page makes
 * the subscriber `confirmed` and gives the `developments` topic, with the consent as shown.
 *
 * The form's answer is the same whatever the address's state, so it never tells whether an
 * address is subscribed; a request never lowers a confirmed subscriber (they keep getting what
 * they chose until they confirm the new choice).
 */
export const subscribersCollection = () => db.collection(COLLECTIONS.subscribers);

/** One document per address, whoever posts it: the id is the address's hash, so two requests race on one document. */
const subscriberIdOf = (email: string) => `s${sha256Hex(email.toLowerCase()).slice(0, 40)}`;

export const subscriberPath = (id: string) => `${COLLECTIONS.subscribers}/${id}`;

/** A request waiting for its confirmation: what was asked, where, in which words, and the link's nonce. */
type StoredRequest = {
  frequency: SubscriptionConsent['frequency'];
  sourcePage: SubscriptionConsent['sourcePage'];
  wording: string;
  requestedAt: Timestamp;
  nonce: string;
};

/**
 * POST /mail/subscribe after the form is valid. Stores the request and queues the confirmation
 * e-mail, unless the honeypot is filled (a bot: nothing stored) or the mail of public forms may
 * not go to this address now (mayMailFromForm: its mailbox was sent one in the last few minutes,
 * confirmed since or not; the address is suppressed; the forms' caps are reached).
 */
export async function requestSubscription(form: SubscribeForm): Promise<void> {
  if (form.website) return;
  const email = form.email.toLowerCase();
  if (!(await mayMailFromForm('subscribe', email))) return;
  const settings = await readSiteSettings();
  const id = subscriberIdOf(email);
  const ref = subscribersCollection().doc(id);
  const now = Timestamp.now();
  const request: StoredRequest = {
    frequency: form.frequency,
    sourcePage: form.source,
    wording: subscribeConsentWording(settings.associationName),
    requestedAt: now,
    nonce: randomBytes(18).toString('base64url'),
  };
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) {
      tx.create(ref, {
        email,
        status: 'pending' satisfies SubscriberStatus,
        frequency: form.frequency,
        createdAt: now,
        updatedAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
        consent: null,
        consentHistory: [],
        mailTopics: {},
        request,
      });
    } else {
      // A confirmed subscriber stays confirmed with what they chose; the unsubscribed wait for the new confirmation.
      const status = snap.get('status') === 'confirmed' ? 'confirmed' : 'pending';
      tx.update(ref, { request, status, updatedAt: now });
    }
  });
  await queueMail([
    {
      ...composeMessage(
        {
          subject: `Confirm your subscription to development updates from ${settings.shortName}`,
          body: [
            `Someone, we hope you, asked ${settings.associationName} to e-mail this address about development updates: ${ALERT_FREQUENCY_LABELS[form.frequency].toLowerCase()}.`,
            'To confirm, open the link below and press the button "Confirm my subscription" on its page.',
            `If it was not you, ignore this message: without a confirmation you will get nothing more from us, and we delete the request after ${LIMITS.subscriberPendingDays} days.`,
          ],
          action: {
            label: 'Open the confirmation page',
            url: siteLink(`/mail/confirm/${makeConfirmToken({ subscriberId: id, nonce: request.nonce })}`),
          },
        },
        { lane: 'transactional', to: email, recipient: subscriberPath(id) },
        settings,
      ),
      idempotencyKey: `subscribe-confirm:${id}:${request.nonce}`,
      fromForm: true,
    },
  ]);
}

/** What a confirmation link leads to now. */
export type ConfirmationState =
  { state: 'invalid' } | { state: 'already-confirmed' } | { state: 'waiting'; email: string; frequency: SubscriptionConsent['frequency'] };

async function requestOf(token: string): Promise<{ id: string; nonce: string; data: DocumentData } | null> {
  const parsed = readConfirmToken(token);
  if (!parsed) return null;
  const snap = await subscribersCollection().doc(parsed.subscriberId).get();
  return snap.exists ? { id: parsed.subscriberId, nonce: parsed.nonce, data: snap.data()! } : null;
}

/**
 * The state of a link's request: waiting for the button; already confirmed (the same link
 * again, or one superseded while the person is subscribed); or not valid (changed, expired,
 * superseded after an unsubscribe).
 */
function stateOf(found: { nonce: string; data: DocumentData } | null): ConfirmationState {
  if (!found) return { state: 'invalid' };
  const request = found.data.request as StoredRequest | null;
  if (request?.nonce === found.nonce) return { state: 'waiting', email: String(found.data.email), frequency: request.frequency };
  return found.data.status === 'confirmed' ? { state: 'already-confirmed' } : { state: 'invalid' };
}

/** GET /mail/confirm/{token}: what the page shows. Changes nothing: link scanners open links. */
export async function confirmationState(token: string): Promise<ConfirmationState> {
  return stateOf(await requestOf(token));
}

/**
 * POST /mail/confirm/{token} (the page's button): the request becomes the subscription, and the
 * consent is recorded as given: when it was asked, where, in which words, and when confirmed.
 * A second POST finds no request and changes nothing.
 */
export async function confirmSubscription(token: string): Promise<ConfirmationState> {
  const parsed = readConfirmToken(token);
  if (!parsed) return { state: 'invalid' };
  const ref = subscribersCollection().doc(parsed.subscriberId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = stateOf(snap.exists ? { nonce: parsed.nonce, data: snap.data()! } : null);
    if (before.state !== 'waiting') return before;
    const request = snap.get('request') as StoredRequest;
    const now = Timestamp.now();
    const consent: SubscriptionConsent = {
      frequency: request.frequency,
      sourcePage: request.sourcePage,
      wording: request.wording,
      requestedAt: request.requestedAt.toDate().toISOString(),
      confirmedAt: now.toDate().toISOString(),
    };
    tx.update(ref, {
      status: 'confirmed' satisfies SubscriberStatus,
      frequency: request.frequency,
      confirmedAt: snap.get('confirmedAt') ?? now,
      unsubscribedAt: null,
      updatedAt: now,
      consent,
      consentHistory: FieldValue.arrayUnion(consent),
      'mailTopics.developments': {
        given: true,
        date: todayInVancouver(),
        source: `Subscribe form on ${request.sourcePage}, confirmed with the link in the e-mail`,
      },
      request: null,
    });
    return before;
  });
}

/** GET /api/subscribers/summary: how many, never who. */
export async function subscriberSummary(): Promise<SubscriberSummary> {
  const snap = await subscribersCollection().select('status', 'frequency').get();
  const summary: SubscriberSummary = { confirmed: 0, every: 0, weekly: 0, pending: 0, unsubscribed: 0 };
  for (const doc of snap.docs) {
    const status = doc.get('status') as SubscriberStatus;
    summary[status]++;
    if (status === 'confirmed') summary[doc.get('frequency') as 'every' | 'weekly']++;
  }
  return summary;
}

/** GET /api/subscribers: every subscriber with the consent on record, for the export. */
export async function listSubscribers(): Promise<SubscriberRow[]> {
  const snap = await subscribersCollection().orderBy('email').get();
  return snap.docs.map((doc) => ({
    email: String(doc.get('email')),
    status: doc.get('status') as SubscriberStatus,
    frequency: doc.get('frequency') as SubscriberRow['frequency'],
    subscribedAt: toIso(doc.get('confirmedAt')),
    unsubscribedAt: toIso(doc.get('unsubscribedAt')),
    consent: (doc.get('consent') as SubscriptionConsent | null) ?? null,
  }));
}

/**
 * Retention (docs/decisions/018): an address that unsubscribed is deleted after
 * LIMITS.subscriberUnsubscribedDays, a request never confirmed after LIMITS.subscriberPendingDays
 * (a confirmed subscriber's unconfirmed change of frequency is only dropped). Daily, with the
 * other retention jobs. Returns how many subscribers it deleted.
 */
export async function forgetOldSubscribers(now = new Date()): Promise<number> {
  // Every subscriber, filtered here: the local Firestore emulator filters neither on nested fields
  // nor with `in`, and a daily read of a few hundred small documents costs nothing.
  const snap = await subscribersCollection().get();
  const pendingBefore = msDaysBefore(now, LIMITS.subscriberPendingDays);
  const writes: Promise<unknown>[] = [];
  let deleted = 0;
  for (const doc of snap.docs) {
    const status = doc.get('status') as SubscriberStatus;
    const unsubscribedAt = doc.get('unsubscribedAt') as Timestamp | null;
    const requestedAt = doc.get('request.requestedAt') as Timestamp | undefined;
    const requestExpired = !!requestedAt && requestedAt.toMillis() < pendingBefore;
    if (status === 'confirmed') {
      if (requestExpired) writes.push(doc.ref.update({ request: null }));
      continue;
    }
    const expired =
      status === 'unsubscribed'
        ? !!unsubscribedAt && unsubscribedAt.toMillis() < msDaysBefore(now, LIMITS.subscriberUnsubscribedDays)
        : !requestedAt || requestExpired;
    if (!expired) continue;
    writes.push(doc.ref.delete());
    deleted++;
  }
  await Promise.all(writes);
  return deleted;
}

/**
 * The subscription of an address to development updates, if any (My membership's download of a
 * member's data): its status, frequency, and when it was confirmed.
 */
export async function subscriptionOf(email: string): Promise<{ status: SubscriberStatus; frequency: string; since: string | null } | null> {
  if (!email) return null;
  const data = (await subscribersCollection().doc(subscriberIdOf(email)).get()).data();
  return data ? { status: data.status, frequency: data.frequency, since: toIso(data.confirmedAt) } : null;
}
