import type { ReactNode } from 'react';
import { Outlet, type MetaFunction } from 'react-router';
import { usePageScript } from '#web/lib/use-page-script';
import { documentTitle } from '#web/lib/page-meta';
import { PUBLIC_PAGES, PUBLIC_PAGE_REGISTRY, type PublicPath } from '#web/publishing/public-pages';
import { SEED_SITE_CONTENT } from '#web/publishing/site-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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

/** Header, main landmark and footer of every public page; used as a layout route or a wrapper. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  usePageScript();
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

export default PublicLayout;
