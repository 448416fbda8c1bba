import type { DocumentData } from 'firebase-admin/firestore';
import { consentsTo, topicConsentsOf, type AudienceCount, type MailAudience, type MailTopic } from '@roca/contract/mail';
import { currentMembershipYear, renewalStanding, statusForYear } from '@roca/contract/membership';
import { membersCollection, storedPayments } from '../members';
import { suppressedAddresses } from './suppressions';

/**
 * Who a composed message or a renewal reminder goes to (docs/mail.md, "Audiences"): the members
 * of the audience, narrowed to those who consented to the topic, have an e-mail address, and
 * whose address is not suppressed. Standing is the current membership year's.
 */
export type MemberRecipient = { memberId: string; path: string; email: string; firstName: string; lastName: string };

function inAudience(data: DocumentData, audience: MailAudience, year: number): boolean {
  const payments = storedPayments(data);
  // The Renewals screen's rule (renewalStanding): renewal due, or lapsed last year.
  const renewal = renewalStanding({ payments, joinedOn: data.joinedOn }, year);
  switch (audience) {
    case 'good-standing':
      return statusForYear(payments, year) === 'in-good-standing';
    case 'renewals-due':
    case 'lapsed-last-year':
      return renewal?.kind === audience;
    case 'renewals':
      return renewal !== null;
    case 'topic':
      return true;
  }
}

/** The recipients of an audience on a topic, and how many of the audience were left out, and why. */
export async function audienceRecipients(
  audience: MailAudience,
  topic: MailTopic,
): Promise<{ recipients: MemberRecipient[]; count: AudienceCount }> {
  const [snap, suppressed] = await Promise.all([membersCollection().get(), suppressedAddresses()]);
  const year = currentMembershipYear();
  const count: AudienceCount = { recipients: 0, noConsent: 0, noEmail: 0, suppressed: 0 };
  const recipients: MemberRecipient[] = [];
  for (const doc of snap.docs) {
    const data = doc.data();
    if (!inAudience(data, audience, year)) continue;
    const email = String(data.email ?? '').toLowerCase();
    if (!email) count.noEmail++;
    else if (!consentsTo(topicConsentsOf(data), topic)) count.noConsent++;
    else if (suppressed.has(email)) count.suppressed++;
    else recipients.push({ memberId: doc.id, path: doc.ref.path, email, firstName: data.firstName, lastName: data.lastName });
  }
  count.recipients = recipients.length;
  return { recipients, count };
}
