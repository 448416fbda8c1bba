import { INBOX_STATUS_LABELS, type InboxStatus } from '@roca/contract/inbox-choices';

const TONES: Record<InboxStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  assigned: 'bg-amber-100 text-amber-950',
  waiting: 'bg-purple-100 text-purple-900',
  closed: 'bg-gray-200 text-gray-900',
};

/** An item's status, and "Overdue" beside it when it is: said in words, never by colour alone. */
export function StatusPill({ status, overdue }: { status: InboxStatus; overdue: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>{INBOX_STATUS_LABELS[status]}</span>
      {overdue && <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">Overdue</span>}
    </span>
  );
}
