import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { MAIL_TOPICS, topicConsentsOf, type MailTopic, type TopicConsent, type TopicConsents } from '@roca/contract/mail';
import { todayInMembershipTimeZone } from '@roca/contract/membership';
import { db } from '../../lib/firebase';

/**
 * Consent per topic (docs/mail.md, "Consent"; docs/decisions/014). A recipient's document (a
 * member now, a subscriber later) holds `mailTopics: { <topic>: { given, date, source } }`: each
 * choice with when and how it was made. A member stored before topics existed has only the
 * register's `consent` (to notices in general): it counts for every topic until the member or
 * staff choose per topic (`topicConsentsOf`, in the contract), when the choice is written to
 * `mailTopics`.
 */

/** The choices of the recipient at `path` (members/{id}); null when there is no such recipient. */
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
    if (Object.keys(updates).length > 0) tx.update(ref, updates);
    return current;
  });
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
    for (const topic of MAIL_TOPICS) {
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
  return Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, choice]));
}
