import type { TrackInput } from '@roca/contract';
import { isUntrackedPath } from '@roca/contract/display';
import { PUBLIC_PAGES } from '@roca/contract/public-pages';

const TRACK_URL = '/api/analytics/track';

/**
 * Fire-and-forget (docs/requirements.md, Analytics): nothing waits for it, and a failure is only written to the
 * debug console. A 'link' record may be sent as the page is left, so it uses keepalive to outlive
 * the page; page views do not, because Chromium never reports a keepalive request as finished to
 * the page, which would keep tools that wait for an idle network (tests, Lighthouse) waiting.
 */
function track(record: TrackInput) {
  if (isUntrackedPath(record.path)) return;
  try {
    fetch(TRACK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      keepalive: record.type === 'link',
      credentials: 'same-origin',
    })
      // Reading the body completes the request: an unread response stays "in flight" for tools that wait for an idle network.
      .then(async (response) => {
        const body = await response.text();
        if (!response.ok) console.debug('Analytics not recorded', response.status, body);
      })
      .catch((error: unknown) => console.debug('Analytics not recorded', error));
  } catch (error) {
    console.debug('Analytics not recorded', error);
  }
}

/** Title of a page: the document title, else the built-in title of the route. */
function pageTitle(path: string) {
  return document.title || PUBLIC_PAGES[path as keyof typeof PUBLIC_PAGES] || 'Page Not Found';
}

/** A 'link' record for an outbound link or a document button. */
export function trackLink(targetUrl: string, title: string) {
  track({ type: 'link', path: window.location.pathname, title, targetUrl: new URL(targetUrl, window.location.href).href });
}

/** A link that leaves the site: another origin over http(s) (mailto: and tel: are not links to track). */
function outboundUrl(anchor: HTMLAnchorElement): string | null {
  const url = new URL(anchor.href, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === window.location.origin ? null : url.href;
}

export function trackPageView(path: string) {
  track({ type: 'page', path, title: pageTitle(path) });
}

/** Sends a 'link' record for every click on a link that leaves the site; returns the undo. */
export function trackOutboundClicks(): () => void {
  function onClick(event: MouseEvent) {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const target = outboundUrl(anchor);
    if (target) trackLink(target, anchor.textContent?.trim() || target);
  }
  // Capture phase, so the click is seen even if a handler stops it from bubbling.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** On a static public page (islands, no router): its one page view, and outbound link clicks. */
export function startAnalytics() {
  trackPageView(window.location.pathname);
  trackOutboundClicks();
}
