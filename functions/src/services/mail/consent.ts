import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import {
  MEMBER_TOPICS,
  SUBSCRIBER_TOPICS,
  consentsTo,
  topicConsentsOf,
  type MailTopic,
  type TopicConsent,
  type TopicConsents,
} from '@roca/contract/mail';
import { todayInMembershipTimeZone } from '@roca/contract/membership';
import { COLLECTIONS, db } from '../../lib/firebase';

/**
 * Consent per topic (docs/mail.md, "Consent"; docs/decisions/014). A recipient's document (a
 * member or a subscriber to development updates) holds `mailTopics: { <topic>: { given, date, source } }`: each
 * choice with when and how it was made. A member stored before topics existed has only the
 * register's `consent` (to notices in general): it counts for every member topic until the
 * member or staff choose per topic (`topicConsentsOf`, in the contract), when the choice is
 * written to `mailTopics`.
 */

/** The choices of the recipient at `path` (members/{id}, subscribers/{id}); null when there is no such recipient. */
export async function recipientConsents(path: string, tx?: Transaction): Promise<TopicConsents | null> {
  const ref = db.doc(path);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? topicConsentsOf(snap.data()) : null;
}

/**
 * Writes choices for some topics, in a transaction: each with today's date and how it was made.
 * Returns the recipient's choices after, or null when the recipient is gone.
 */
export async function setTopicChoices(
  path: string,
  changes: Partial<Record<MailTopic, boolean>>,
  source: string,
): Promise<TopicConsents | null> {
  const ref = db.doc(path);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const current = topicConsentsOf(snap.data());
    const date = todayInMembershipTimeZone();
    const updates: Record<string, TopicConsent> = {};
    for (const [topic, given] of Object.entries(changes) as [MailTopic, boolean][]) {
      if (current[topic]?.given === given && snap.get(`mailTopics.${topic}`)) continue;
      updates[`mailTopics.${topic}`] = { given, date, source };
      current[topic] = { given, date, source };
    }
    if (Object.keys(updates).length > 0) tx.update(ref, { ...updates, ...subscriberStatusAfter(path, current) });
    return current;
  });
}

/**
 * A subscriber to development updates (services/mail/subscribers.ts) is unsubscribed once they
 * have no topic left, from then on counted for deletion (docs/decisions/018); ticking a topic
 * again on the page their own link opened makes them a subscriber again.
 */
function subscriberStatusAfter(path: string, choices: TopicConsents): DocumentData {
  if (!path.startsWith(`${COLLECTIONS.subscribers}/`)) return {};
  const subscribed = SUBSCRIBER_TOPICS.some((topic) => consentsTo(choices, topic));
  return subscribed
    ? { status: 'confirmed', unsubscribedAt: null, updatedAt: Timestamp.now() }
    : { status: 'unsubscribed', unsubscribedAt: Timestamp.now(), updatedAt: Timestamp.now() };
}

type StoredConsent = { given: boolean; date: string; source: string } | null;

const byStaff = (source: string) => (source ? `${source} (recorded by staff)` : 'Recorded by staff');

/**
 * The topic choices a member has after staff save the member form (docs/mail.md, "Consent").
 * With a box per topic (`topics`), every topic gets its own record, so the register's one
 * `consent` no longer stands in for any of them: a topic whose box matches the member's choice
 * keeps its record (the member's own, or the register's consent it followed, with its date and
 * source); a box ticked now is a consent dated and sourced as staff entered it (the form's date
 * and "how"); a box cleared now is a withdrawal dated today. Without boxes (an API caller of the
 * register's one consent), a new consent or its withdrawal stands for every topic, and saving
 * other fields keeps every choice.
 */
export function mailTopicsAfterStaffEdit(
  before: DocumentData | undefined,
  consent: StoredConsent,
  topics: Partial<Record<MailTopic, boolean>> | undefined,
): TopicConsents | undefined {
  const kept = before?.mailTopics as TopicConsents | undefined;
  if (topics) {
    const current = topicConsentsOf(before);
    const today = todayInMembershipTimeZone();
    const choices: TopicConsents = {};
    for (const topic of MEMBER_TOPICS) {
      const was = current[topic];
      const given = topics[topic];
      if (given === undefined || was?.given === given) {
        if (was) choices[topic] = was;
        continue;
      }
      choices[topic] = given
        ? { given, date: consent?.date || today, source: byStaff(consent?.source ?? '') }
        : { given, date: today, source: was ? 'Withdrawn (recorded by staff)' : 'Not given (recorded by staff)' };
    }
    return choices;
  }
  const old = (before?.consent ?? null) as StoredConsent;
  const changed = consent !== null && (old?.given !== consent.given || old?.date !== consent.date || old?.source !== consent.source);
  if (!changed) return kept;
  const choice = { given: consent.given, date: consent.date, source: `${consent.source} (recorded by staff)` };
  return Object.fromEntries(MEMBER_TOPICS.map((topic) => [topic, choice]));
}
