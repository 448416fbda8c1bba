import type { ReactNode } from 'react';
import { usePageScript } from '#web/lib/use-page-script';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer of every public page (the layout route routes/public-layout.tsx, the renderer, the 404 page). */
export function PublicLayout({ children }: { children: ReactNode }) {
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
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
