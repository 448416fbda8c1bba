import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAIL_TOPIC_LABELS, MEMBER_TOPICS, topicConsentsOf } from '@roca/contract/mail';
import type { Member, Payment } from '@roca/contract/members';
import { MEMBER_CATEGORY_LABELS, MEMBER_STATUS_LABELS, type MemberStatus } from '@roca/contract/membership';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Button } from '#web/components/ui/button';
import { formatDateTime } from '#web/lib/dates';
import { describePayment } from '#web/features/members/lib/member-files';
import { topicChoiceText } from '#web/features/members/lib/topic-choices';

const STATUS_CLASSES: Record<MemberStatus, string> = {
  'in-good-standing': 'bg-green-100 text-green-900',
  lapsed: 'bg-yellow-100 text-yellow-900',
  'never-paid': 'bg-gray-200 text-gray-900',
};

function StatusBadge({ status, year }: { status: MemberStatus; year: number }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>
      {MEMBER_STATUS_LABELS[status]} ({year})
    </span>
  );
}

/**
 * One member of the register: details and payments; `actions` are Edit, Record a payment and
 * Delete, and `paymentForm` the open form of a new payment.
 */
export function MemberCard({
  member,
  year,
  actions,
  actionsDisabled,
  onDeletePayment,
  paymentForm,
}: {
  member: Member;
  year: number;
  actions: ReactNode;
  actionsDisabled: boolean;
  onDeletePayment: (payment: Payment) => void;
  paymentForm?: ReactNode;
}) {
  const name = `${member.firstName} ${member.lastName}`;
  const choices = topicConsentsOf(member);
  const details = [
    { term: 'E-mail', value: member.email ?? '-' },
    { term: 'Phone', value: member.phone ?? '-' },
    { term: 'Address', value: member.address || 'Missing: add it' },
    { term: 'Category', value: MEMBER_CATEGORY_LABELS[member.category] },
    { term: 'Joined on', value: member.joinedOn },
    // Each mail topic's choice, with when and how (the register's consent until the member chose per topic).
    ...MEMBER_TOPICS.map((topic) => ({ term: MAIL_TOPIC_LABELS[topic].label, value: topicChoiceText(choices[topic]) })),
  ];
  return (
    <article aria-label={name} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">{name}</h2>
          <StatusBadge status={member.status} year={year} />
        </div>
        {actions}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {details.map((d) => (
          <div key={d.term} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-gray-700">{d.term}:</dt>
            <dd className="min-w-0 break-words text-gray-900">{d.value}</dd>
          </div>
        ))}
      </dl>
      {member.notes && <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{member.notes}</p>}
      <p className="mt-2 text-sm text-gray-700">
        {`My membership: ${member.portalLastUsedAt ? `last used ${formatDateTime(member.portalLastUsedAt)}` : 'never used'}. `}
        {/* Every change to the member, by staff and by the member in My membership (the audit log keeps each before and after). */}
        <Link
          className="text-brand-700 underline"
          to={`${STAFF_PATHS.auditLog}?itemType=member&itemId=${encodeURIComponent(member.id)}`}
          aria-label={`History of ${name}`}
        >
          History
        </Link>
      </p>
      <h3 className="mt-4 text-sm font-semibold text-gray-900">Payments</h3>
      {member.payments.length === 0 ? (
        <p className="text-sm text-gray-700">No payments recorded.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm" aria-label={`Payments of ${name}`}>
          {member.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-gray-50 px-2 py-1">
              <span className="break-all text-gray-900">{describePayment(payment)}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDeletePayment(payment)}
                disabled={actionsDisabled}
                aria-label={`Delete the payment of ${payment.date} for ${payment.year}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {paymentForm}
    </article>
  );
}
