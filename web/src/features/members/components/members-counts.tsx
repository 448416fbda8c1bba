import { useQuery } from '@tanstack/react-query';
import { QueryError } from '#web/components/admin/data-state';
import { membersSummaryQuery } from '#web/lib/queries/members';

/**
 * The register's figures on a day: what every staff role may see. The AGM adds the support a
 * special meeting needs; both it and the quorum are 10% of the voting members, rounded up.
 */
export function MembersCounts({ date, withSpecialMeeting = false }: { date: string; withSpecialMeeting?: boolean }) {
  const summary = useQuery(membersSummaryQuery(date));
  // While the counts load the figures show a dash (aria-busy): the block keeps its place.
  if (summary.isError) return <QueryError query={summary} title="Error loading the member counts" />;
  const value = (n: number | undefined) => (n === undefined ? '–' : String(n));
  const figures = [
    { label: 'Members', value: value(summary.data?.members) },
    { label: 'In good standing', value: value(summary.data?.inGoodStanding) },
    { label: 'Quorum (10%)', value: value(summary.data?.quorum) },
    ...(withSpecialMeeting ? [{ label: 'Special meeting support (10%)', value: value(summary.data?.specialMeetingSupport) }] : []),
  ];
  return (
    <dl
      aria-label="Member counts"
      aria-busy={summary.isPending}
      className={`grid grid-cols-2 gap-3 ${withSpecialMeeting ? 'md:grid-cols-4' : 'md:grid-cols-3'}`}
    >
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-gray-200 bg-white p-4 text-center shadow-sm">
          <dt className="text-sm text-gray-700">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
