import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import type { Executive } from '@roca/contract/content/executive';
import type { CONTENT_LISTS } from '@roca/contract/content/lists';
import type { SiteFile, SiteFileSlot } from '@roca/contract/content/site-files';
import type { SiteNames, SiteSettings } from '@roca/contract/content/site-settings';
import type { ContentListName, ContentListType, ITEM_KINDS } from '@roca/contract/item-kinds';
import type { z } from '@roca/contract/zod';
import { queryOptions } from '@tanstack/react-query';
import { itemQueryKey } from './item-kinds';

/**
 * The content staff edit in the Content area (docs/content.md), as the staff screens read it.
 * Public pages read none of it: it is published into their HTML (docs/decisions/008).
 */

/** GET /api/site-settings: the Content area, and the staff screens that name the association. */
export const siteSettingsQuery = queryOptions<SiteSettings>({ queryKey: itemQueryKey('siteSettings') });

/** GET /api/site-settings/names: the association's names for the screens anyone may open. */
export const siteNamesQuery = queryOptions<SiteNames>({ queryKey: ['/api/site-settings/names'] });

/** GET /api/executive: `{ confirmedOn, officers, directors }`. */
export const executiveQuery = queryOptions<Executive>({ queryKey: itemQueryKey('executive') });

/** GET /api/site-files: every slot's current file. */
export const siteFilesQuery = queryOptions<Record<SiteFileSlot, SiteFile>>({ queryKey: itemQueryKey('siteFile') });

/** The collections of items, each under the same REST shape (GET, POST path; PUT, DELETE path/{id}). */
export type ContentItemsPath = (typeof ITEM_KINDS)['calendarEvent' | ContentListType]['route'];

/** An item of a list as the API answers it: its contract schema's fields, and its id. */
type ItemOf<P extends ContentItemsPath> = P extends `/api/content/${infer List extends ContentListName}`
  ? { id: string } & z.output<(typeof CONTENT_LISTS)[List]>
  : CalendarEvent;

/** GET /api/calendar-events or /api/content/{list}. */
export const contentItemsQuery = <P extends ContentItemsPath>(path: P) => queryOptions<ItemOf<P>[]>({ queryKey: [path] });
