import type { PublicPath } from './public-pages';

/**
 * The complete public list of development applications (docs/content.md, "Development
 * updates"): every update, newest date first, a page at a time at /applications,
 * /applications/page/2, ... The home page shows only the newest few and links here, so its size
 * stays the same however many updates the association has posted. Each list page is a published
 * static page like any other (docs/decisions/008); a publish renders as many as the updates fill.
 * Zod-free: the renderer, the build and the functions use it.
 */
export const APPLICATIONS_PATH = '/applications' satisfies PublicPath;

/** Updates on one page of the list: a page stays light (a row is about 0.5 KB of HTML). */
export const APPLICATIONS_PER_PAGE = 50;

/** Updates the home page shows when the site settings do not say (SiteSettings.homeUpdates). */
export const HOME_UPDATES_DEFAULT = 10;

/** A page of the list after the first. */
export type ApplicationsPagePath = `${typeof APPLICATIONS_PATH}/page/${number}`;

/** Every path publishing renders: the public pages, and the list's pages after the first. */
export type PublishedPath = PublicPath | ApplicationsPagePath;

/** The path of page `page` (1 is the list's own path). */
export const applicationsPagePath = (page: number): typeof APPLICATIONS_PATH | ApplicationsPagePath =>
  page === 1 ? APPLICATIONS_PATH : `${APPLICATIONS_PATH}/page/${page}`;

/** Pages the list takes for this many updates: at least one, which says there are none. */
export const applicationsPageCount = (updates: number) => Math.max(1, Math.ceil(updates / APPLICATIONS_PER_PAGE));

const PAGE_PATH = new RegExp(`^${APPLICATIONS_PATH}/page/([1-9]\\d{0,5})$`);

/** The list page a path names: 1 for /applications, n for /applications/page/n (n >= 2); null for any other path. */
export function applicationsPageOf(path: string): number | null {
  if (path === APPLICATIONS_PATH) return 1;
  const page = Number(PAGE_PATH.exec(path)?.[1]);
  return page >= 2 ? page : null;
}

/**
 * The public page of one application (docs/consultations.md): one per development update, at
 * /applications/{id}. An id is one path segment (a Firestore document id), so it never takes a
 * list page's path, /applications/page/{n}.
 */
export const applicationPath = (developmentId: string): `${typeof APPLICATIONS_PATH}/${string}` => `${APPLICATIONS_PATH}/${developmentId}`;

const APPLICATION_PAGE_PATH = new RegExp(`^${APPLICATIONS_PATH}/([A-Za-z0-9_-]{1,128})$`);

/** The development update's id an application's page path names; null for any other path (a list page among them). */
export const applicationIdOf = (path: string): string | null => APPLICATION_PAGE_PATH.exec(path)?.[1] ?? null;

/** These public pages as published, with the list's pages after the first where the list is one of them. */
export function withApplicationsPages(paths: readonly PublicPath[], updates: number): PublishedPath[] {
  if (!paths.includes(APPLICATIONS_PATH)) return [...paths];
  const more = Array.from({ length: applicationsPageCount(updates) - 1 }, (_, i) => applicationsPagePath(i + 2) as ApplicationsPagePath);
  return [...paths, ...more];
}
