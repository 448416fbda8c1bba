import type { AnalyticsItem } from '@roca/contract';

/**
 * Horizontal bar chart of the most viewed pages, in plain HTML and CSS (no chart library): each
 * bar's width is its share of the top page's views, and the count is written beside it.
 */
export function TopPagesChart({ pages }: { pages: AnalyticsItem[] }) {
  if (pages.length === 0) return null;
  const max = Math.max(...pages.map((page) => Number(page.viewCount) || 0), 1);
  return (
    <section aria-labelledby="top-pages" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="top-pages" className="text-lg font-semibold text-gray-900">
        Most Viewed Pages
      </h2>
      <ol className="mt-4 space-y-3">
        {pages.map((page) => {
          const count = Number(page.viewCount) || 0;
          return (
            <li
              key={page.id}
              className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]"
            >
              <span className="truncate font-mono text-xs" title={page.title || page.path}>
                {page.path}
              </span>
              <span className="h-4 rounded bg-gray-100" aria-hidden="true">
                <span className="block h-4 rounded bg-brand-600" style={{ width: `${(count / max) * 100}%` }} />
              </span>
              <span className="tabular-nums text-gray-900">
                {count.toLocaleString('en-US')}
                <span className="sr-only"> views</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
