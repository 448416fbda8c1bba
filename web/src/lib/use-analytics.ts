import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackOutboundClicks, trackPageView } from './analytics';

/**
 * Analytics inside the hydrated app (the 404 page, or a public page reached from a staff screen);
 * static public pages use startAnalytics (lib/analytics.ts) instead. A page view on every route
 * change, and outbound link clicks. The effect runs after React has committed the new page's <title>, so
 * document.title is the new page's title.
 */
export function useAnalytics() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  useEffect(trackOutboundClicks, []);
}
