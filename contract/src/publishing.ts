import type { SiteContent } from './content/site-content';
import type { Development } from './developments';
import type { FunctionPage, FunctionPageSite, PortalDataPage } from './function-pages';
import type { PublishedPath } from './applications';
import type { PublicPath } from './public-pages';

/**
 * Publishing the public pages as static files (docs/decisions/008-publishing-static-pages.md).
 * Zod-free: the web app's renderer, the functions that publish, and the staff screen that shows
 * the publish status all use these types.
 */

/** One part of the stored content; a save of it re-renders the pages that show it. */
export type ContentKind = keyof SiteContent;

/**
 * Something publishing left off the public pages while the rest went live (one bad item never
 * stops a publish): an item today's checks refuse, or a page that could not be rendered.
 */
export type PublishProblem = {
  /** What, in staff's words: 'Calendar event "Monthly meeting"', 'The Executive Members page (/executive)'. */
  item: string;
  /** Why, in staff's words (the contract's field messages). */
  reason: string;
  /** The staff screen where it can be fixed or deleted. */
  screen: string;
  /** The renderer's own message; only for staff who can change content (Admin, Super). */
  detail?: string;
};

/** GET /api/publish-status. */
export type PublishStatus = {
  state: 'idle' | 'publishing' | 'failed';
  /** When the public pages last went live; null before the first publish. */
  publishedAt: string | null;
  /** Why the last publish failed as a whole (state 'failed'), in staff's words; the live site is as it was. */
  error?: string;
  /** The technical reason of that failure (a library's or Hosting's message); only for Admin and Super. */
  detail?: string;
  /** What the pages leave out while the rest is live; absent when nothing is left out. */
  problems?: PublishProblem[];
};

/**
 * What the public pages load of the site's own (docs/decisions/010 and 015): one stylesheet, by
 * its path; the page script's code, which every page carries inline; and the inline scripts of the
 * parts only some pages show, each written into a page whose HTML has its marker attribute.
 */
export type PublicAssets = { stylesheet: string; pageScript: string; partScripts: { marker: string; code: string }[] };

/**
 * The renderer of the public pages, built from the web app (web/src/publishing/render-public-page.tsx)
 * by Vite into web/dist/renderer: the build prerenders the pages with it, and the functions bundle
 * it to publish them from stored content.
 */
export type PublicSiteRenderer = {
  /**
   * The page's complete HTML document. `today` is the date in the municipality (yyyy-mm-dd). A page
   * of the applications list after the first (contract/src/applications.ts) renders as its list.
   */
  renderPublicPage(path: PublishedPath, content: SiteContent, today: string): string;
  /** The page of one development application (/applications/{id}): its details and its comment window. */
  renderApplicationPage(development: Development, content: SiteContent, today: string): string;
  /** The 'Page Not Found' page Hosting answers an unknown path with, under the stored header and footer. */
  renderNotFoundPage(content: SiteContent, today: string): string;
  /** A page the function renders per request (contract/src/function-pages.ts), in the public layout. */
  renderFunctionPage(page: FunctionPage, site: FunctionPageSite): string;
  /** A member's data (My membership's download) as an HTML file of its own, readable offline. */
  renderDataDocument(page: PortalDataPage): string;
  /** The pages that show any of these kinds of content. */
  pagesShowing(kinds: readonly ContentKind[]): PublicPath[];
  assets: PublicAssets;
};

/**
 * The content an application's page shows (docs/consultations.md): a save of any of it re-renders
 * the application pages; the site settings are on every page.
 */
export const APPLICATION_PAGE_CONTENT: readonly ContentKind[] = ['settings', 'developments', 'consultations', 'consultationSettings'];

/** The file of an application's page: /applications/{id}/index.html. */
export const applicationPageFile = (applicationPath: string) => `${applicationPath}/index.html`;

/** The file of a public page in the built site and in a Hosting version: /calendar -> /calendar/index.html. */
export const publicPageFile = (path: PublishedPath) => (path === '/' ? '/index.html' : `${path}/index.html`);

/**
 * The page Hosting serves, with status 404, for a path that is neither a file nor a staff screen
 * (firebase.json rewrites only the staff paths to the SPA fallback). It shows the site settings in
 * its header and footer, so it is published with every page that does.
 */
export const NOT_FOUND_PAGE_FILE = '/404.html';
