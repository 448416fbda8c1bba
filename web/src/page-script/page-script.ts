import { trackLinkClicks, trackPageView } from '#web/lib/analytics';
import { afterLargestPaint } from './after-largest-paint';
import { showCalendarSubscribeLinks } from './calendar-subscribe';
import { closeSiteMenuOnEscapeOrOutsideClick } from './site-menu';
// The public pages' one stylesheet is built with this script (web/scripts/build-public-assets.ts).
import '#web/styles.css';

/**
 * The one script every published public page carries (docs/decisions/010 and 015): plain code, no
 * framework, about 1 KB gzip, written into the page by the renderer as an inline module, which runs
 * once the page is parsed. It lets Escape and an outside click close the phone menu, records link
 * clicks and shows the calendar's subscribe link; the page view waits until the page's largest
 * paint is on screen. The parts only some pages show (the home slider, the public forms' checks)
 * have inline scripts of their own, written only into those pages.
 */
closeSiteMenuOnEscapeOrOutsideClick();
trackLinkClicks();
showCalendarSubscribeLinks();
afterLargestPaint(() => trackPageView(window.location.pathname, document.title));
