import { type Development, developmentLinks } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { StatusBadge } from '#web/components/shared/status-badge';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { formatDateTime, formatLongDate } from '#web/lib/dates';
import { siteSettingsQuery } from '#web/lib/queries/content';
import { developmentsQuery } from '#web/lib/queries/developments';
import '#web/components/admin/print-alone.css';
import './development-report.css';

const longDate = (day: string) => formatLongDate(day, { weekday: false });

const NO_STATUS = 'No status';

/** Updates grouped by status, statuses in alphabetical order, each group newest date first. */
function groupByStatus(developments: Development[]) {
  const groups = new Map<string, Development[]>();
  for (const dev of developments) {
    const status = dev.status?.trim() || NO_STATUS;
    groups.set(status, [...(groups.get(status) ?? []), dev]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, devs]) => ({ status, developments: [...devs].sort((a, b) => b.date.localeCompare(a.date)) }));
}

/**
 * Generate Report: every development update grouped by status, with counts and the date range.
 * Laid out for paper: the browser's Print / Save as PDF leaves out the admin chrome and buttons.
 */
export function DevelopmentReport() {
  const list = useQuery(developmentsQuery);
  const settings = useQuery(siteSettingsQuery);
  return (
    <DataState query={list} loading="Loading development updates..." error="Error loading development updates">
      {(developments) => <Report developments={developments} associationName={settings.data?.associationName} />}
    </DataState>
  );
}

function Report({ developments, associationName }: { developments: Development[]; associationName: string | undefined }) {
  const dates = developments.map((d) => d.date).sort();
  const groups = groupByStatus(developments);
  const generated = formatDateTime(new Date(), { long: true });

  return (
    <article className="development-report print-alone mx-auto max-w-4xl bg-white p-6 text-gray-900 shadow-sm print:max-w-none print:p-0 print:shadow-none">
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>Print / Save as PDF</Button>
        <Link
          to={STAFF_PATHS.developments}
          className="inline-flex items-center rounded-md px-4 py-2 text-sm font-medium text-brand-800 hover:bg-gray-100"
        >
          Back to Developments
        </Link>
      </div>
      <h1 className="text-2xl font-bold">Development Updates Report</h1>
      <p className="mt-1 min-h-6 text-gray-700">{associationName}</p>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold">Updates</dt>
          <dd>{developments.length}</dd>
        </div>
        <div>
          <dt className="font-semibold">Date range</dt>
          <dd>{dates.length ? `${longDate(dates[0])} to ${longDate(dates[dates.length - 1])}` : 'None'}</dd>
        </div>
        <div>
          <dt className="font-semibold">Generated</dt>
          <dd>{generated}</dd>
        </div>
      </dl>

      <h2 className="mt-6 text-lg font-semibold">Summary by status</h2>
      <table className="mt-2 w-full max-w-md border-collapse text-sm">
        <thead>
          <tr className="border-b border-gray-400 text-left">
            <th scope="col" className="py-1">
              Status
            </th>
            <th scope="col" className="py-1 text-right">
              Updates
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.status} className="border-b border-gray-200">
              <td className="py-1">{g.status === NO_STATUS ? NO_STATUS : <StatusBadge status={g.status} />}</td>
              <td className="py-1 text-right">{g.developments.length}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {developments.length === 0 && <p className="mt-6">No development updates available</p>}
      {groups.map((g) => (
        <section key={g.status} className="report-group mt-8" aria-labelledby={`status-${g.status}`}>
          <h2 id={`status-${g.status}`} className="border-b-2 border-gray-900 pb-1 text-lg font-semibold">
            {g.status} ({g.developments.length})
          </h2>
          <ul className="mt-2 divide-y divide-gray-200">
            {g.developments.map((dev) => (
              <li key={dev.id} className="report-item py-3 wrap-anywhere">
                <p className="text-sm text-gray-700">{longDate(dev.date)}</p>
                <p className="font-semibold">
                  {dev.projectTitle}
                  {dev.subTitle && <span className="font-normal text-gray-700"> - {dev.subTitle}</span>}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm">{dev.description}</p>
                {developmentLinks(dev).length > 0 && (
                  <ul className="mt-1 text-sm">
                    {developmentLinks(dev).map((link) => (
                      <li key={link.url} className="break-all">
                        {link.label === link.url ? link.url : `${link.label}: ${link.url}`}
                      </li>
                    ))}
                  </ul>
                )}
                {dev.attachments.length > 0 && (
                  <p className="mt-1 text-sm text-gray-700">Attachments: {dev.attachments.map((a) => a.fileName).join(', ')}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
