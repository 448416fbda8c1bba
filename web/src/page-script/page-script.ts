import { trackLinkClicks, trackPageView } from '../lib/analytics';
import { afterLargestPaint } from './after-largest-paint';
import { showCalendarSubscribeLinks } from './calendar-subscribe';
import { checkFormsBeforeSending } from './form-checks';
import { startHeroSliders } from './hero-slider';
import { closeSiteMenuOnEscapeOrOutsideClick } from './site-menu';
// The public pages' one stylesheet is built with this script (web/scripts/build-public-assets.ts).
import '../styles.css';

/**
 * The one script of every published public page (docs/decisions/010 and 015): plain code, no
 * framework, under 3 KB gzip, written into the page by the renderer as an inline module, which
 * runs once the page is parsed. It lets Escape and an outside click close the phone menu, records
 * link clicks, shows the calendar's subscribe link, checks the public forms before they are sent
 * and runs the home page's slider. What requests anything (the page view, the slider's automatic
 * advance and its next image) waits until the page's largest paint is on screen.
 */
closeSiteMenuOnEscapeOrOutsideClick();
trackLinkClicks();
showCalendarSubscribeLinks();
checkFormsBeforeSending();
startHeroSliders(afterLargestPaint);
afterLargestPaint(() => trackPageView(window.location.pathname, document.title));
