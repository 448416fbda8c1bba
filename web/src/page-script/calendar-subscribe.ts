/**
 * The "Subscribe in your calendar app" link (features/calendar-feed/add-to-calendar-link.tsx) is
 * a webcal:// URL, which needs the site's host: known only in the browser. The published page
 * carries the link invisible (its space kept, so showing it moves nothing) with the feed's path;
 * this fills in the host and shows it.
 */
export function showCalendarSubscribeLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-webcal-path]')) {
    link.href = `webcal://${window.location.host}${link.dataset.webcalPath}`;
    link.style.visibility = 'visible';
  }
}
