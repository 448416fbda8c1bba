import type { TrackInput } from '@roca/contract';
import { isUntrackedPath } from '@roca/contract/display';

const TRACK_URL = '/api/analytics/track';

/**
 * Fire-and-forget (docs/requirements.md, Analytics): nothing waits for it, and a failure is only
 * written to the debug console. A beacon outlives the page, so a 'link' record sent as the visitor
 * leaves still arrives, and the browser reports it finished at once (tools that wait for an idle
 * network, tests and Lighthouse, do not wait on it). The body is a JSON Blob because the endpoint
 * accepts application/json only. Where the browser refuses a beacon, a keepalive fetch.
 *
 * Plain code, no React: the page script of every published page (web/src/page-script) is built
 * from it and must stay tiny (docs/performance.md).
 */
function track(record: TrackInput) {
  if (isUntrackedPath(record.path)) return;
  const body = JSON.stringify(record);
  try {
    if (navigator.sendBeacon?.(TRACK_URL, new Blob([body], { type: 'application/json' }))) return;
    fetch(TRACK_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch((error: unknown) =>
      console.debug('Analytics not recorded', error),
    );
  } catch (error) {
    console.debug('Analytics not recorded', error);
  }
}

export function trackPageView(path: string, title: string) {
  track({ type: 'page', path, title });
}

/** A link that leaves the site: another origin over http(s) (mailto: and tel: are not links to track). */
function outboundUrl(anchor: HTMLAnchorElement): string | null {
  const url = new URL(anchor.href, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === window.location.origin ? null : url.href;
}

/**
 * Sends a 'link' record for every click on a link that leaves the site, or that names its record
 * in `data-track-title` (the document View and Download buttons); returns the undo.
 */
export function trackLinkClicks(): () => void {
  function onClick(event: MouseEvent) {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const title = anchor.dataset.trackTitle;
    const target = title ? anchor.href : outboundUrl(anchor);
    if (target)
      track({ type: 'link', path: window.location.pathname, title: title || anchor.textContent?.trim() || target, targetUrl: target });
  }
  // Capture phase, so the click is seen even if a handler stops it from bubbling.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
