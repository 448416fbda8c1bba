import type { AnalyticsItem } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { DataState } from '#web/components/admin/data-state';
import { formatDateTime } from '#web/lib/dates';
import { analyticsQuery } from '#web/lib/queries/analytics';
import { DailyViewsChart } from './daily-views-chart';
import { TopPagesChart } from './top-pages-chart';

const views = (item: AnalyticsItem) => Number(item.viewCount) || 0;

function summarise(items: AnalyticsItem[]) {
  const pages = items.filter((item) => item.type === 'page');
  const links = items.filter((item) => item.type === 'link');
  const sum = (list: AnalyticsItem[]) => list.reduce((total, item) => total + views(item), 0);
  return [
    { label: 'Total Views', value: sum(items), detail: 'Page views and link clicks' },
    { label: 'Page Views', value: sum(pages), detail: `${pages.length} unique pages` },
    { label: 'Link Clicks', value: sum(links), detail: `${links.length} unique links` },
    { label: 'Tracked Items', value: items.length, detail: 'Pages and links' },
  ];
}

/** /admin/analytics: summary cards, the most viewed pages and every tracked item (texts of docs/requirements.md, Analytics screen). */
export function AnalyticsOverview() {
  const query = useQuery(analyticsQuery);
  return (
    <DataState
      query={query}
      loading="Loading analytics..."
      error="Error Loading Analytics"
      empty={{
        text: 'No Analytics Data',
        heading: true,
        detail: 'Page views and link clicks appear here once visitors use the public site.',
      }}
    >
      {(data) => <AnalyticsTables items={[...data].sort((a, b) => views(b) - views(a))} />}
    </DataState>
  );
}

function AnalyticsTables({ items }: { items: AnalyticsItem[] }) {
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {summarise(items).map((card) => (
          <div key={card.label} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <dt className="text-sm font-medium text-gray-700">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{card.value.toLocaleString('en-US')}</dd>
            <dd className="text-xs text-gray-700">{card.detail}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-8 lg:grid-cols-2">
        <DailyViewsChart />
        <TopPagesChart pages={items.filter((item) => item.type === 'page').slice(0, 10)} />
      </div>

      <section aria-labelledby="tracked-items" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <h2 id="tracked-items" className="p-5 pb-0 text-lg font-semibold text-gray-900">
          Tracked Items
        </h2>
        <div className="overflow-x-auto p-5" tabIndex={0} role="region" aria-label="Tracked items table">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Path/URL
                </th>
                <th scope="col" className="py-2 pr-4">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  View Count
                </th>
                <th scope="col" className="py-2 pr-4">
                  Last Viewed
                </th>
                <th scope="col" className="py-2">
                  Target URL
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-gray-100 align-top">
                  <td className="py-2 pr-4">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.type === 'page' ? 'bg-blue-100 text-blue-900' : 'bg-purple-100 text-purple-900'}`}
                    >
                      {item.type}
                    </span>
                  </td>
                  <td className="break-all py-2 pr-4 font-mono text-xs">{item.path}</td>
                  <td className="py-2 pr-4">{item.title}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{views(item).toLocaleString('en-US')}</td>
                  <td className="py-2 pr-4">{item.lastViewed ? formatDateTime(item.lastViewed) : 'Never'}</td>
                  <td className="break-all py-2">{item.targetUrl ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
