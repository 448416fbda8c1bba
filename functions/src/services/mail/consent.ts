import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { MAIL_TOPICS, MEMBER_TOPICS, SUBSCRIBER_TOPICS, type MailTopic, type TopicConsent, type TopicConsents } from '@roca/contract/mail';
import { COLLECTIONS, db } from '../../lib/firebase';
import { todayInMembershipTimeZone } from '@roca/contract/membership';

/**
 * Consent per topic (docs/mail.md, "Consent"; docs/decisions/014). A recipient's document (a
 * member now, a subscriber later) holds `mailTopics: { <topic>: { given, date, source } }`: each
 * choice with when and how it was made. A member stored before topics existed has only the
 * register's `consent` (to notices in general): it counts for every member topic until the member or
 * staff choose per topic, when the choice is written to `mailTopics`.
 */
export function topicConsentsOf(data: DocumentData | undefined): TopicConsents {
  if (!data) return {};
  const stored = (data.mailTopics ?? {}) as TopicConsents;
  const legacy = data.consent as { given: boolean; date: string; source: string } | null | undefined;
  const consents: TopicConsents = {};
  for (const topic of MAIL_TOPICS) {
    const fromRegister = legacy && (MEMBER_TOPICS as readonly MailTopic[]).includes(topic);
    const choice = stored[topic] ?? (fromRegister ? { given: legacy.given, date: legacy.date, source: legacy.source } : undefined);
    if (choice) consents[topic] = choice;
  }
  return consents;
}

/** The choices of the recipient at `path` (members/{id}, subscribers/{id}); null when there is no such recipient. */
export async function recipientConsents(path: string, tx?: Transaction): Promise<TopicConsents | null> {
  const ref = db.doc(path);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? topicConsentsOf(snap.data()) : null;
}

export const consents = (choices: TopicConsents, topic: MailTopic) => choices[topic]?.given === true;

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
  const subscribed = SUBSCRIBER_TOPICS.some((topic) => consents(choices, topic));
  return subscribed
    ? { status: 'confirmed', unsubscribedAt: null, updatedAt: Timestamp.now() }
    : { status: 'unsubscribed', unsubscribedAt: Timestamp.now(), updatedAt: Timestamp.now() };
}

type StoredConsent = { given: boolean; date: string; source: string } | null;

/**
 * The topic choices a member keeps when staff save the member form: unchanged, unless staff
 * recorded a new consent or its withdrawal (the form's one consent box), which then stands for
 * every topic, dated and sourced as staff entered it.
 */
export function mailTopicsAfterStaffEdit(before: DocumentData, consent: StoredConsent): TopicConsents | undefined {
  const kept = before.mailTopics as TopicConsents | undefined;
  const old = (before.consent ?? null) as StoredConsent;
  const changed = consent !== null && (old?.given !== consent.given || old?.date !== consent.date || old?.source !== consent.source);
  if (!changed) return kept;
  const choice = { given: consent.given, date: consent.date, source: `${consent.source} (recorded by staff)` };
  return Object.fromEntries(MEMBER_TOPICS.map((topic) => [topic, choice]));
}
