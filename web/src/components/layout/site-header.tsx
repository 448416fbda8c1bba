import { Link, useLocation } from 'react-router';
import { useSiteSettings } from '#web/publishing/site-content';
import { SiteLogo } from './site-logo';
import { SiteMenu } from './site-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  const { shortName } = useSiteSettings();
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
          <SiteLogo />
          <span>{shortName}</span>
        </Link>
        <SiteMenu pathname={pathname} />
      </div>
    </header>
  );
}
