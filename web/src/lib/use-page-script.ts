import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PUBLIC_PAGES } from '@roca/contract/public-pages';
import { showCalendarSubscribeLinks } from '#web/page-script/calendar-subscribe';
import { checkFormsBeforeSending } from '#web/page-script/form-checks';
import { startHeroSliders } from '#web/page-script/hero-slider';
import { closeSiteMenuOnEscapeOrOutsideClick } from '#web/page-script/site-menu';
import { trackLinkClicks, trackPageView } from './analytics';

/**
 * What the page script does on a published page (web/src/page-script), inside the hydrated app:
 * the 404 page, a public page reached from it, `npm run dev`. A page view on every route change
 * (the effect runs after React has committed the new page's <title>), link records, the menu's
 * Escape and outside click, the calendar's subscribe link, the public forms' checks and the home
 * slider, each started again for the page shown.
 */
export function usePageScript() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname, document.title || PUBLIC_PAGES[pathname as keyof typeof PUBLIC_PAGES] || 'Page Not Found');
    showCalendarSubscribeLinks();
  }, [pathname]);
  useEffect(startHeroSliders, [pathname]);
  useEffect(checkFormsBeforeSending, [pathname]);
  useEffect(trackLinkClicks, []);
  useEffect(closeSiteMenuOnEscapeOrOutsideClick, []);
}
