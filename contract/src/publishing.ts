import type { SiteContent } from './content/site-content';
import type { PublicPath } from './public-pages';
import { SITE_TIME_ZONE } from './site';

/**
 * Publishing the public pages as static files (docs/decisions/008-publishing-static-pages.md).
 * Zod-free: the web app's renderer, the functions that publish, and the staff screen that shows
 * the publish status all use these types.
 */

/** One part of the stored content; a save of it re-renders the pages that show it. */
export type ContentKind = keyof SiteContent;

/** GET /api/publish-status. */
export type PublishStatus = {
  state: 'idle' | 'publishing' | 'failed';
  /** When the public pages last went live; null before the first publish. */
  publishedAt: string | null;
  /** Why the last publish failed (state 'failed'). */
  error?: string;
};

/**
 * The site's own files the public pages load (docs/decisions/010): one stylesheet, the small page
 * script every page loads, and the islands script (React and the islands) that only a page with a
 * React island loads, after its largest paint.
 */
export type PublicAssets = { stylesheet: string; pageScript: string; islandsScript: string };

/**
 * The renderer of the public pages, built from the web app (web/src/publishing/render-public-page.tsx)
 * by Vite into web/dist/renderer: the build prerenders the pages with it, and the functions bundle
 * it to publish them from stored content.
 */
export type PublicSiteRenderer = {
  /** The page's complete HTML document. `today` is the date in the municipality (yyyy-mm-dd). */
  renderPublicPage(path: PublicPath, content: SiteContent, today: string): string;
  /** The 'Page Not Found' page Hosting answers an unknown path with, under the stored header and footer. */
  renderNotFoundPage(content: SiteContent, today: string): string;
  /** The pages that show any of these kinds of content. */
  pagesShowing(kinds: readonly ContentKind[]): PublicPath[];
  assets: PublicAssets;
};

/** Today in the municipality (SITE_TIME_ZONE), as yyyy-mm-dd: the day a page is rendered for. */
export const todayInVancouver = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: SITE_TIME_ZONE });

/** The file of a public page in the built site and in a Hosting version: /calendar -> /calendar/index.html. */
export const publicPageFile = (path: PublicPath) => (path === '/' ? '/index.html' : `${path}/index.html`);

/**
 * The page Hosting serves, with status 404, for a path that is neither a file nor a staff screen
 * (firebase.json rewrites only the staff paths to the SPA fallback). It shows the site settings in
 * its header and footer, so it is published with every page that does.
 */
export const NOT_FOUND_PAGE_FILE = '/404.html';
