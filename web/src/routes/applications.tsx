import { useLocation } from 'react-router';
import { APPLICATIONS_PER_PAGE, applicationsPageCount, applicationsPageOf, applicationsPagePath } from '@roca/contract/applications';
import { PageBody, PageHeader, TextLink } from '#web/components/layout/page';
import { DevelopmentUpdatesTable } from '#web/features/developments/components/development-updates-section';
import { useSiteContent } from '#web/publishing/site-content';

/**
 * /applications, /applications/page/2, ...: every development update the association has posted,
 * newest date first (as the content lists them), APPLICATIONS_PER_PAGE a page (docs/performance.md, "Scale"). The
 * home page shows the newest and links here. Each page is published as a static page; its page
 * number comes from its path.
 */
export default function ApplicationsPage() {
  const { developments, settings } = useSiteContent();
  const pages = applicationsPageCount(developments.length);
  const page = Math.min(applicationsPageOf(useLocation().pathname) ?? 1, pages);
  const first = (page - 1) * APPLICATIONS_PER_PAGE;
  const shown = developments.slice(first, first + APPLICATIONS_PER_PAGE);
  return (
    <>
      <PageHeader
        title={page === 1 ? 'Development Applications' : `Development Applications, page ${page} of ${pages}`}
        subtitle={`Every development update ${settings.shortName} has posted, newest first.`}
      />
      <PageBody>
        <section aria-labelledby="applications-heading">
          <h2 id="applications-heading" className="text-2xl font-bold text-brand-900">
            {developments.length === 0
              ? 'Development updates'
              : `Updates ${(first + 1).toLocaleString('en-CA')} to ${(first + shown.length).toLocaleString('en-CA')} of ${developments.length.toLocaleString('en-CA')}`}
          </h2>
          <div className="mt-4">
            <DevelopmentUpdatesTable developments={shown} labelledBy="applications-heading" />
          </div>
          {pages > 1 && <Pager page={page} pages={pages} />}
        </section>
      </PageBody>
    </>
  );
}

/** Newer and older pages, and the first and last: a few links, however many pages there are. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const links = [
    page > 2 && { to: applicationsPagePath(1), label: 'Newest' },
    page > 1 && { to: applicationsPagePath(page - 1), label: 'Newer' },
    page < pages && { to: applicationsPagePath(page + 1), label: 'Older' },
    page < pages - 1 && { to: applicationsPagePath(pages), label: 'Oldest' },
  ].filter((link) => link !== false);
  return (
    <nav aria-label="Pages of development updates" className="mt-6">
      <p className="mb-2 text-sm text-gray-700">
        Page {page} of {pages}
      </p>
      <ul className="flex flex-wrap gap-4">
        {links.map(({ to, label }) => (
          <li key={label}>
            <TextLink to={to}>{label}</TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
