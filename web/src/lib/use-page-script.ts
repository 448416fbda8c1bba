import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PUBLIC_PAGES } from '@roca/contract/public-pages';
import { showCalendarSubscribeLinks } from '#web/page-script/calendar-subscribe';
import { closeSiteMenuOnEscapeOrOutsideClick } from '#web/page-script/site-menu';
import { trackLinkClicks, trackPageView } from './analytics';

/**
 * What the page script does on a published page (web/src/page-script), inside the hydrated app:
 * the 404 page, `npm run dev`. A page view on every route change (the effect runs after React has
 * committed the new page's <title>), link records, the menu's Escape and outside click, and the
 * calendar's subscribe link.
 */
export function usePageScript() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname, document.title || PUBLIC_PAGES[pathname as keyof typeof PUBLIC_PAGES] || 'Page Not Found');
    showCalendarSubscribeLinks();
  }, [pathname]);
  useEffect(trackLinkClicks, []);
  useEffect(closeSiteMenuOnEscapeOrOutsideClick, []);
}
