import { useQuery } from '@tanstack/react-query';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Link } from 'react-router';
import { inboxSummaryQuery } from '#web/lib/queries/inbox';

/** "3.5 hours", "2 days": the median first response as a person reads it. */
const duration = (hours: number) => (hours < 48 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${Math.round(hours / 24)} days`);

/**
 * The inbox's figures (docs/inbox.md): open, overdue (a link to them, in red when any), and the
 * median time to a first answer over the last 90 days. Every staff role sees them: counts only.
 * On the inbox screen and the Control Panel; the space is kept while they load, so nothing moves.
 */
export function InboxFigures() {
  const summary = useQuery(inboxSummaryQuery);
  const data = summary.data;
  const figures = [
    { label: 'Open', value: data ? String(data.open) : '–', to: STAFF_PATHS.inbox },
    {
      label: 'Overdue',
      value: data ? String(data.overdue) : '–',
      to: `${STAFF_PATHS.inbox}?overdue=true`,
      alert: (data?.overdue ?? 0) > 0,
    },
    {
      label: 'Median first answer',
      value: data ? (data.medianFirstResponseHours === null ? 'None yet' : duration(data.medianFirstResponseHours)) : '–',
    },
  ];
  return (
    <section aria-labelledby="inbox-figures" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="inbox-figures" className="text-lg font-semibold text-gray-900">
        Inbox
      </h2>
      {summary.isError && <p className="mt-2 text-sm text-red-800">The inbox's figures could not be read.</p>}
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className={`rounded-md p-4 text-center ${figure.alert ? 'bg-red-50 ring-2 ring-red-700' : 'bg-gray-50'}`}>
            <dt className="text-sm text-gray-700">{figure.label}</dt>
            <dd className={`mt-1 text-2xl font-bold ${figure.alert ? 'text-red-800' : 'text-brand-900'}`}>
              {figure.to ? (
                <Link to={figure.to} className="underline decoration-1 underline-offset-4">
                  {figure.value}
                </Link>
              ) : (
                figure.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
