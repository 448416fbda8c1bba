import { Outlet, type MetaFunction } from 'react-router';
import { PublicLayout } from '#web/components/layout/public-layout';
import { documentTitle } from '#web/lib/page-meta';
import { PUBLIC_PAGES, PUBLIC_PAGE_REGISTRY, type PublicPath } from '#web/publishing/public-pages';
import { SEED_SITE_CONTENT } from '#web/publishing/seed-site-content';

/**
 * Title and description of a public page inside the hydrated app (`npm run dev`), from the page
 * registry and the seed content. Published pages get theirs from the renderer, with stored content.
 */
export const meta: MetaFunction = ({ location }) => {
  const path = location.pathname as PublicPath;
  const page = PUBLIC_PAGE_REGISTRY[path];
  if (!page) return [];
  return [
    { title: documentTitle(PUBLIC_PAGES[path], SEED_SITE_CONTENT.settings.shortName) },
    { name: 'description', content: page.description(SEED_SITE_CONTENT) },
  ];
};

/** Layout route of the public pages (web/src/routes.ts), for the hydrated app. */
export default function PublicLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
