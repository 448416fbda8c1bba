import { isMemberActor, type AuditEntry } from '@roca/contract/audit';
import { INBOX_KIND_FACTS, INBOX_STATUS_LABELS } from '@roca/contract/inbox-choices';
import { JOIN_PAYMENT_LABELS } from '@roca/contract/join-choices';
import { MAIL_TOPIC_LABELS, MEMBER_TOPICS, topicConsentsOf } from '@roca/contract/mail';
import { currentMembershipYear, MEMBER_CATEGORY_LABELS, plainStanding } from '@roca/contract/membership';
import type { PortalDataPage } from '@roca/contract/function-pages';
import { PORTAL_PATHS, type MemberDataExport } from '@roca/contract/portal-choices';
import { SIGNUP_STATUS_LABELS } from '@roca/contract/signup-choices';
import { notFound } from '../../lib/http-errors';
import { readSiteSettings } from '../content';
import { auditTrailOf } from '../core';
import { itemsFromSender } from '../inbox';
import { joinsOf } from '../joins';
import { messagesTo } from '../mail';
import { readMember } from '../members';
import { signupsOfAddress } from '../signups';
import { subscriptionOf } from '../subscribers';
import { paymentInWords, signupWhen } from './pages';

/**
 * Download my data (docs/members.md, "My membership"): everything the association holds about one
 * member, read from where each part lives, and nothing about anyone else. Messages, join forms and
 * inbox items sent to or from the member's address count as theirs unless they name another
 * member (a household sharing the address): the download of each member of a household holds what
 * names them, and what went to the mailbox they share.
 */
export async function memberData(memberId: string, now = new Date()): Promise<MemberDataExport> {
  const member = await readMember(memberId);
  if (!member) throw notFound('No such member');
  const email = member.email ?? '';
  const [settings, history, messages, joins, inboxItems, developmentUpdates, signups] = await Promise.all([
    readSiteSettings(),
    auditTrailOf('member', memberId),
    messagesTo(`members/${memberId}`, email),
    joinsOf(memberId, email),
    itemsFromSender(email, memberId),
    subscriptionOf(email),
    email ? signupsOfAddress(email) : [],
  ]);
  const consents = topicConsentsOf(member);
  return {
    exportedAt: now.toISOString(),
    association: { name: settings.associationName, email: settings.email, postalAddress: settings.postalAddress },
    member: {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email,
      phone: member.phone ?? '',
      address: member.address,
      category: MEMBER_CATEGORY_LABELS[member.category],
      isAdult: member.isAdult,
      joinedOn: member.joinedOn,
      notes: member.notes ?? '',
      createdAt: member.createdAt,
      updatedAt: member.updatedAt,
      myMembershipLastUsedAt: member.portalLastUsedAt ?? null,
    },
    standing: plainStanding(member, currentMembershipYear(now)).text,
    payments: member.payments.map(paymentInWords),
    consent: {
      register: member.consent
        ? { given: member.consent.given, date: member.consent.date ?? '', source: member.consent.source ?? '' }
        : null,
      topics: MEMBER_TOPICS.flatMap((topic) => {
        const choice = consents[topic];
        return choice ? [{ topic, label: MAIL_TOPIC_LABELS[topic].label, ...choice }] : [];
      }),
    },
    changes: history.map((entry) => ({
      at: entry.at,
      by: whoChanged(entry, memberId),
      action: entry.action,
      fields: entry.changedFields.map((field) => ({ field, before: entry.before?.[field] ?? null, after: entry.after?.[field] ?? null })),
    })),
    messages: messages.map((m) => ({
      at: m.at,
      subject: m.subject,
      state: m.state,
      kind: m.topic ? `${m.lane}: ${m.topic}` : m.lane,
      text: m.text,
    })),
    joins: joins.map((join) => ({
      reference: join.reference,
      year: join.year,
      amount: `$${join.amount.value} ${join.amount.currency_code}`,
      payment: JOIN_PAYMENT_LABELS[join.payment],
      state: join.state,
      sentAt: join.createdAt,
    })),
    inboxItems: inboxItems.map((item) => ({
      reference: item.reference,
      kind: INBOX_KIND_FACTS[item.kind].label,
      receivedAt: item.receivedAt,
      status: INBOX_STATUS_LABELS[item.status],
      thread: item.thread,
    })),
    developmentUpdates,
    // Kept by e-mail address (the signups domain), until their retention ends.
    signUps: signups.map((signup) => ({
      event: signup.eventTitle,
      date: signupWhen(signup),
      partySize: signup.party,
      shift: signup.shift,
      status: SIGNUP_STATUS_LABELS[signup.status],
    })),
  };
}

/** Who made a change, as the member reads it: never a staff member's name (theirs is not the member's data). */
function whoChanged(entry: AuditEntry, memberId: string): string {
  if (entry.actor === null) return 'The association (a job or an import)';
  if (isMemberActor(entry.actor)) return entry.actor.id === memberId ? 'You, in My membership' : 'A member, in My membership';
  return 'Association staff';
}

/** GET /my-membership/data: the member's data as a page to read, with its downloads. */
export async function dataPage(memberId: string): Promise<PortalDataPage> {
  return {
    kind: 'portal-data',
    title: 'Your data',
    description: 'A copy of everything the association holds about you.',
    data: await memberData(memberId),
    downloads: { json: `${PORTAL_PATHS.data}.json`, html: `${PORTAL_PATHS.data}.html` },
  };
}
