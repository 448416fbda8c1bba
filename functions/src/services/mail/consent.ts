import { Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { SUBSCRIBER_TOPICS, consentsTo, topicConsentsOf, type MailTopic, type TopicConsent, type TopicConsents } from '@roca/contract/mail';
import { todayInVancouver } from '@roca/contract/days';
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
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(db.doc(path));
    return snap.exists ? writeTopicChoices(tx, snap, changes, source) : null;
  });
}

/** Within a transaction that read the recipient: writes the choices that change (with `also`, other fields to write); returns the choices after. */
export function writeTopicChoices(
  tx: Transaction,
  snap: DocumentSnapshot,
  changes: Partial<Record<MailTopic, boolean>>,
  source: string,
  also: DocumentData = {},
): TopicConsents {
  const current = topicConsentsOf(snap.data());
  const date = todayInVancouver();
  const updates: Record<string, TopicConsent> = {};
  for (const [topic, given] of Object.entries(changes) as [MailTopic, boolean][]) {
    if (current[topic]?.given === given && snap.get(`mailTopics.${topic}`)) continue;
    updates[`mailTopics.${topic}`] = { given, date, source };
    current[topic] = { given, date, source };
  }
  if (Object.keys(updates).length > 0) tx.update(snap.ref, { ...updates, ...subscriberStatusAfter(snap.ref.path, current), ...also });
  else if (Object.keys(also).length > 0) tx.update(snap.ref, also);
  return current;
}

/**
 * A subscriber to development updates (services/subscribers/subscribers.ts) is unsubscribed once they
 * have no topic left, from then on counted for deletion (docs/decisions/018); a topic ticked
 * again on the page their own link opened, once confirmed from their mailbox (topic-requests.ts),
 * makes them a subscriber again.
 */
function subscriberStatusAfter(path: string, choices: TopicConsents): DocumentData {
  if (!path.startsWith(`${COLLECTIONS.subscribers}/`)) return {};
  const subscribed = SUBSCRIBER_TOPICS.some((topic) => consentsTo(choices, topic));
  return subscribed
    ? { status: 'confirmed', unsubscribedAt: null, updatedAt: Timestamp.now() }
    : { status: 'unsubscribed', unsubscribedAt: Timestamp.now(), updatedAt: Timestamp.now() };
}
