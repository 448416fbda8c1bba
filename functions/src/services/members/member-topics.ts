import type { DocumentData } from 'firebase-admin/firestore';
import { MEMBER_TOPICS, topicConsentsOf, type MailTopic, type TopicConsents } from '@roca/contract/mail';
import { todayInVancouver } from '@roca/contract/days';

/**
 * A member's consent per topic as staff record it on the member form (docs/mail.md, "Consent"):
 * the member document's `mailTopics`, which the mail domain reads when it sends (mail/consent.ts).
 */

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
    const today = todayInVancouver();
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
