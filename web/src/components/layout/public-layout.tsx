import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { StaticPageHandle } from '../../islands/islands-script';
import { useAnalytics } from '../../lib/use-analytics';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public pages are static HTML with islands: the browser never loads React Router for them (decision 006). */
export const handle: StaticPageHandle = { staticPage: true };

/** Header, main landmark and footer of every public page; used as a layout route or a wrapper. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  useAnalytics();
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
