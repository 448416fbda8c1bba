import { useQuery } from '@tanstack/react-query';
import { dailyViewsQuery } from '#web/lib/queries/analytics';

/** "2026-11-23" -> "Nov 23": a calendar day, read in UTC so it never shifts with the viewer's zone. */
const shortDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Page views and link clicks per day for the last 30 days (the site's days, counted by the
 * server), as stacked columns in plain HTML and CSS like the top-pages chart. The numbers are
 * also in a table for screen readers.
 */
export function DailyViewsChart() {
  const query = useQuery(dailyViewsQuery);
  if (!query.data) return null;
  const days = query.data;
  const max = Math.max(...days.map((day) => day.pageViews + day.linkClicks), 1);
  const total = days.reduce((sum, day) => sum + day.pageViews, 0);

  return (
    <section aria-labelledby="daily-views" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="daily-views" className="text-lg font-semibold text-gray-900">
        Views per Day
      </h2>
      <p className="text-sm text-gray-700">
        Last {days.length} days: {total.toLocaleString('en-US')} page views.{' '}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-brand-600" aria-hidden="true" /> page views
        </span>{' '}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-purple-500" aria-hidden="true" /> link clicks
        </span>
      </p>
      <div className="mt-4 flex h-40 items-end gap-px sm:gap-1" aria-hidden="true" data-testid="daily-views-bars">
        {days.map((day) => (
          <div
            key={day.date}
            className="flex h-full min-w-0 flex-1 flex-col justify-end"
            title={`${shortDate(day.date)}: ${day.pageViews} page views, ${day.linkClicks} link clicks`}
          >
            <div className="bg-purple-500" style={{ height: `${(day.linkClicks / max) * 100}%` }} />
            <div className="rounded-t-sm bg-brand-600" style={{ height: `${(day.pageViews / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-gray-700" aria-hidden="true">
        {[days[0], days[Math.floor(days.length / 2)], days[days.length - 1]].map((day) => (
          <span key={day.date}>{shortDate(day.date)}</span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Page views and link clicks per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Page views</th>
            <th scope="col">Link clicks</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDate(day.date)}</th>
              <td>{day.pageViews}</td>
              <td>{day.linkClicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
