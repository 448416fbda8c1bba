import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract/limits';
import { consentsTo, topicConsentsOf } from '@roca/contract/mail';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { sha256Hex } from '../../lib/sha256';

/**
 * Residents who asked for updates on one application (docs/consultations.md, "Updates on this
 * application"): the comment form's "Send me updates on this application", confirmed with the
 * comment's link. `applicationFollowers/{id}`, one per address per application, apart from the
 * subscribers to every development update: the consent is for this application only. A follower
 * gets that application's development alerts (development-alerts.ts), as topic mail
 * (`developments`), whose links unsubscribe them; the address goes with the commenter's personal
 * data, or soon after they unsubscribe.
 */
const followersCollection = () => db.collection(COLLECTIONS.applicationFollowers);

const followerIdOf = (developmentId: string, email: string) => `f${sha256Hex(`${developmentId}|${email.toLowerCase()}`).slice(0, 40)}`;

const followerPath = (id: string) => `${COLLECTIONS.applicationFollowers}/${id}`;

/** The consent as the comment recorded it: its words, where, when asked and when confirmed. */
export type FollowConsent = { wording: string; source: string; requestedAt: Date; confirmedAt: Date };

/**
 * The commenter confirmed a comment that asked for updates (or ticked it when changing the
 * comment): they follow the application from now on. Following again changes nothing.
 */
export async function followApplication(developmentId: string, email: string, consent: FollowConsent): Promise<void> {
  const ref = followersCollection().doc(followerIdOf(developmentId, email));
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && consentsTo(topicConsentsOf(snap.data()), 'developments')) return;
    const now = Timestamp.now();
    tx.set(ref, {
      developmentId,
      email: email.toLowerCase(),
      consent: {
        wording: consent.wording,
        source: consent.source,
        requestedAt: consent.requestedAt.toISOString(),
        confirmedAt: consent.confirmedAt.toISOString(),
      },
      mailTopics: { developments: { given: true, date: todayInVancouver(), source: consent.source } },
      createdAt: snap.get('createdAt') ?? now,
      updatedAt: now,
    });
  });
}

/** The commenter withdrew the comment, or unticked "Send me updates": no more updates on it. */
export async function unfollowApplication(developmentId: string, email: string): Promise<void> {
  await followersCollection().doc(followerIdOf(developmentId, email)).delete();
}

/** Who follows an application and still consents to the topic (an unsubscribe link ends it). */
export async function followersOf(developmentId: string): Promise<{ id: string; email: string; path: string }[]> {
  const snap = await followersCollection().where('developmentId', '==', developmentId).get();
  return snap.docs
    .filter((doc) => consentsTo(topicConsentsOf(doc.data()), 'developments'))
    .map((doc) => ({ id: doc.id, email: String(doc.get('email')), path: followerPath(doc.id) }));
}

/**
 * Retention: an application's followers go when its commenters' personal data do (the
 * consultations' retention job), and one who unsubscribed goes after
 * LIMITS.subscriberUnsubscribedDays, as a subscriber would (forgetOldFollowers). Returns how many.
 */
export async function forgetFollowersOf(developmentId: string): Promise<number> {
  const snap = await followersCollection().where('developmentId', '==', developmentId).get();
  await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
  return snap.size;
}

export async function forgetOldFollowers(today = todayInVancouver()): Promise<number> {
  const before = addDays(today, -LIMITS.subscriberUnsubscribedDays);
  const snap = await followersCollection().get();
  const gone = snap.docs.filter((doc) => {
    const choice = topicConsentsOf(doc.data()).developments;
    // The day of the unsubscribe is the choice's own date.
    return !choice?.given && (choice?.date ?? '') < before;
  });
  await Promise.all(gone.map((doc) => doc.ref.delete()));
  return gone.length;
}
