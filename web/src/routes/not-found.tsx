import { PageNotFound, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '#web/components/layout/page-not-found';
import { PublicLayout } from '#web/components/layout/public-layout';
import { notFoundMeta } from '#web/lib/page-meta';

/**
 * An unknown path inside the staff area (/admin/...), which the SPA fallback serves, and any
 * unknown path in `npm run dev`. Hosting answers every other unknown path with the published
 * 404.html (web/src/publishing/render-public-page.tsx), which shows the stored content.
 */
export const meta = () => notFoundMeta(NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION);

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <PageNotFound />
    </PublicLayout>
  );
}
