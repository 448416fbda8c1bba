import type { DocumentData } from 'firebase-admin/firestore';
import type { AudienceCount, MailAudience, MailTopic } from '@roca/contract/mail';
import { currentMembershipYear, lastPaidYear, membershipYearOf, statusForYear } from '@roca/contract/membership';
import { membersCollection, storedPayments } from '../members';
import { consents, topicConsentsOf } from './consent';
import { suppressedAddresses } from './suppressions';

/**
 * Who a composed message or a renewal reminder goes to (docs/mail.md, "Audiences"): the members
 * of the audience, narrowed to those who consented to the topic, have an e-mail address, and
 * whose address is not suppressed. Standing is the current membership year's.
 */
export type MemberRecipient = { memberId: string; path: string; email: string; firstName: string; lastName: string };

function inAudience(data: DocumentData, audience: MailAudience | 'renewals', year: number): boolean {
  const payments = storedPayments(data);
  const status = statusForYear(payments, year);
  const last = lastPaidYear(payments);
  // The Renewals screen's list (docs/members.md): unpaid this year after paying last year, or
  // joined last year or this year and never paid; lapsed last year: last paid the year before.
  const due = status !== 'in-good-standing' && (last === year - 1 || (last === null && membershipYearOf(data.joinedOn) >= year - 1));
  const lapsed = status !== 'in-good-standing' && last === year - 2;
  switch (audience) {
    case 'good-standing':
      return status === 'in-good-standing';
    case 'renewals-due':
      return due;
    case 'lapsed-last-year':
      return lapsed;
    case 'renewals':
      return due || lapsed;
    case 'topic':
      return true;
  }
}

/** The recipients of an audience on a topic, and how many of the audience were left out, and why. */
export async function audienceRecipients(
  audience: MailAudience | 'renewals',
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
    else if (!consents(topicConsentsOf(data), topic)) count.noConsent++;
    else if (suppressed.has(email)) count.suppressed++;
    else recipients.push({ memberId: doc.id, path: doc.ref.path, email, firstName: data.firstName, lastName: data.lastName });
  }
  count.recipients = recipients.length;
  return { recipients, count };
}
