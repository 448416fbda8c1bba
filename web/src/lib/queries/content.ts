import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import type { Executive } from '@roca/contract/content/executive';
import type { Business, CommunityLink, ContentListName, VolunteerNeed } from '@roca/contract/content/lists';
import type { SiteFile, SiteFileSlot } from '@roca/contract/content/site-files';
import type { SiteNames, SiteSettings } from '@roca/contract/content/site-settings';
import { queryOptions } from '@tanstack/react-query';

/**
 * The content staff edit in the Content area (docs/content.md), as the staff screens read it.
 * Public pages read none of it: it is published into their HTML (docs/decisions/008).
 */

/** GET /api/site-settings: the Content area, and the staff screens that name the association. */
export const siteSettingsQuery = queryOptions<SiteSettings>({ queryKey: ['/api/site-settings'] });

/** GET /api/site-settings/names: the association's names for the screens anyone may open. */
export const siteNamesQuery = queryOptions<SiteNames>({ queryKey: ['/api/site-settings/names'] });

/** GET /api/executive: `{ confirmedOn, officers, directors }`. */
export const executiveQuery = queryOptions<Executive>({ queryKey: ['/api/executive'] });

/** GET /api/site-files: every slot's current file. */
export const siteFilesQuery = queryOptions<Record<SiteFileSlot, SiteFile>>({ queryKey: ['/api/site-files'] });

/** The collections of items, each under the same REST shape (GET, POST path; PUT, DELETE path/{id}). */
export type ContentItemsPath = '/api/calendar-events' | `/api/content/${ContentListName}`;

type ItemOf = {
  '/api/calendar-events': CalendarEvent;
  '/api/content/business-directory': Business;
  '/api/content/community-links': CommunityLink;
  '/api/content/volunteer-needs': VolunteerNeed;
};

/** GET /api/calendar-events or /api/content/{list}. */
export const contentItemsQuery = <P extends ContentItemsPath>(path: P) => queryOptions<ItemOf[P][]>({ queryKey: [path] });

/** Every content query's key: what a restore from the audit log may make stale. */
export const contentKeys = [
  siteSettingsQuery.queryKey,
  executiveQuery.queryKey,
  siteFilesQuery.queryKey,
  ...(
    ['/api/calendar-events', '/api/content/business-directory', '/api/content/community-links', '/api/content/volunteer-needs'] as const
  ).map((path) => contentItemsQuery(path).queryKey),
];
