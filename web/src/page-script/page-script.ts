import { trackLinkClicks, trackPageView } from '#web/lib/analytics';
import { afterLargestPaint } from './after-largest-paint';
import { showCalendarSubscribeLinks } from './calendar-subscribe';
import { loadReactIslands } from './react-islands';
import { closeSiteMenuOnEscapeOrOutsideClick } from './site-menu';
// The public pages' one stylesheet is built with this script (web/scripts/build-public-assets.ts).
import '#web/styles.css';

/**
 * The one script of every published public page (docs/decisions/010): plain code, no React,
 * about 1 KB gzip, written into the page by the renderer as an inline module, which runs once the
 * page is parsed. It lets Escape and an outside click close the phone menu, records link clicks
 * and shows the calendar's subscribe link; the page view and, on a page with React islands, the
 * islands script wait until the page's largest paint is on screen.
 */
closeSiteMenuOnEscapeOrOutsideClick();
trackLinkClicks();
showCalendarSubscribeLinks();
afterLargestPaint(() => {
  trackPageView(window.location.pathname, document.title);
  loadReactIslands();
});
