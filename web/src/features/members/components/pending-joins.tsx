import type { JoinPaymentChoice, PendingJoin } from '@roca/contract/joins';
import { MEMBER_CATEGORY_LABELS } from '@roca/contract/membership';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { formatDateTime, formatLongDate } from '#web/lib/dates';
import { pendingJoinsQuery } from '#web/lib/queries/joins';
import { MarkReceivedDialog } from './mark-received-dialog';

const PAYMENT_CHOICE_LABELS: Record<JoinPaymentChoice, string> = {
  paypal: 'PayPal',
  'e-transfer': 'Interac e-Transfer',
  'in-person': 'Cheque or cash',
};

const STATES: Record<PendingJoin['state'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-950' },
  paid: { label: 'Paid', className: 'bg-green-100 text-green-900' },
  expired: { label: 'Expired', className: 'bg-gray-200 text-gray-900' },
};

/** The register showing only this member (the Register screen reads `member`). */
const memberLink = (memberId: string) => `${STAFF_PATHS.members}?${new URLSearchParams({ member: memberId })}`;

/**
 * Pending joins (docs/members.md, "Joining online"), newest first: every join form sent, paid or
 * not, so the treasurer can match an e-Transfer's reference, a cheque or cash to one. An unpaid
 * one past its day is listed as expired, still marked received if the money comes late.
 */
export function PendingJoins() {
  const joins = useQuery(pendingJoinsQuery);
  const [receiving, setReceiving] = useState<PendingJoin | null>(null);
  return (
    <section aria-labelledby="pending-joins" className="space-y-3">
      <h2 id="pending-joins" className="text-xl font-semibold text-gray-900">
        Join forms
      </h2>
      <DataState
        query={joins}
        loading="Loading the joins..."
        error="Error loading the joins"
        empty={{ text: 'No join forms yet.', detail: 'Each form sent from the membership page is listed here with its reference.' }}
      >
        {(list) => (
          <ul className="space-y-3" aria-label="Join forms">
            {list.map((join) => (
              <li key={join.reference}>
                <JoinCard join={join} onReceive={() => setReceiving(join)} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
      {receiving && <MarkReceivedDialog join={receiving} onClose={() => setReceiving(null)} />}
    </section>
  );
}

function JoinCard({ join, onReceive }: { join: PendingJoin; onReceive: () => void }) {
  const state = STATES[join.state];
  const details = [
    { term: 'E-mail', value: join.email },
    { term: 'Category', value: MEMBER_CATEGORY_LABELS[join.category] },
    { term: 'Paying by', value: PAYMENT_CHOICE_LABELS[join.payment] },
    { term: 'For year', value: String(join.year) },
    { term: 'Amount', value: `$${join.amount.value} ${join.amount.currency_code}` },
    { term: 'Sent', value: formatDateTime(join.createdAt) },
  ];
  return (
    <article aria-label={join.reference} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900">
            <span className="font-mono">{join.reference}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
          </h3>
          <p className="break-words text-gray-900">{join.memberName}</p>
        </div>
        {join.state !== 'paid' && (
          <Button size="sm" onClick={onReceive}>
            Mark received<span className="sr-only"> for {join.reference}</span>
          </Button>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {details.map(({ term, value }) => (
          <div key={term} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-gray-700">{term}:</dt>
            <dd className="min-w-0 break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-gray-800">
        {join.state === 'paid' && join.memberId ? (
          <Link to={memberLink(join.memberId)} className="font-medium text-brand-800 underline">
            {join.memberName} in the register
          </Link>
        ) : join.state === 'expired' ? (
          `Not paid by ${formatLongDate(join.expiresOn, { weekday: false })}, so it expired. It can still be marked received if the money comes.`
        ) : (
          `Waits for payment until ${formatLongDate(join.expiresOn, { weekday: false })}.`
        )}
      </p>
    </article>
  );
}
