import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { MAIL_TOPICS, type MailTopic, type TopicConsent, type TopicConsents } from '@roca/contract/mail';
import { db } from '../../lib/firebase';
import { todayInMembershipTimeZone } from '@roca/contract/membership';

/**
 * Consent per topic (docs/mail.md, "Consent"; docs/decisions/014). A recipient's document (a
 * member now, a subscriber later) holds `mailTopics: { <topic>: { given, date, source } }`: each
 * choice with when and how it was made. A member stored before topics existed has only the
 * register's `consent` (to notices in general): it counts for every topic until the member or
 * staff choose per topic, when the choice is written to `mailTopics`.
 */
export function topicConsentsOf(data: DocumentData | undefined): TopicConsents {
  if (!data) return {};
  const stored = (data.mailTopics ?? {}) as TopicConsents;
  const legacy = data.consent as { given: boolean; date: string; source: string } | null | undefined;
  const consents: TopicConsents = {};
  for (const topic of MAIL_TOPICS) {
    const choice = stored[topic] ?? (legacy ? { given: legacy.given, date: legacy.date, source: legacy.source } : undefined);
    if (choice) consents[topic] = choice;
  }
  return consents;
}

/** The choices of the recipient at `path` (members/{id}); null when there is no such recipient. */
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
    if (Object.keys(updates).length > 0) tx.update(ref, updates);
    return current;
  });
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
  return Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, choice]));
}
