import type { CalendarEventInput } from '@roca/contract/content/calendar-events';
import type { Executive, ExecutiveInput } from '@roca/contract/content/executive';
import { SITE_FILE_SLOTS, type SiteFile, type SiteFileSlot, type SiteFileUpdate } from '@roca/contract/content/site-files';
import type { SiteSettings, SiteSettingsUpdate } from '@roca/contract/content/site-settings';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { type ContentItemsPath, contentItemsQuery, executiveQuery, siteFilesQuery, siteSettingsQuery } from '#web/lib/queries/content';
import { publishStatusQuery } from '#web/lib/queries/publish-status';

/**
 * The Content area's changes (docs/content.md), each declared once with its toasts. Every save
 * also republishes the public pages that show it, so each makes the publish status stale too.
 */
const published = publishStatusQuery.queryKey;

/** PUT /api/site-settings. */
export const useSaveSiteSettings = () =>
  useApiMutation({
    request: (update: SiteSettingsUpdate) => apiRequest<SiteSettings>('PUT', '/api/site-settings', update),
    invalidates: [siteSettingsQuery.queryKey, published],
    success: 'Site settings updated successfully',
    failure: 'Failed to update site settings',
  });

/** PUT /api/executive: the whole team. */
export const useSaveExecutive = () =>
  useApiMutation({
    request: (input: ExecutiveInput) => apiRequest<Executive>('PUT', '/api/executive', input),
    invalidates: [executiveQuery.queryKey, published],
    success: 'Executive updated successfully',
    failure: 'Failed to update executive',
  });

const siteFilePath = (slot: SiteFileSlot) => `/api/site-files/${encodeURIComponent(slot)}`;

/** PUT /api/site-files/{slot} with a finished upload: the slot's new file. */
export const useReplaceSiteFile = (slot: SiteFileSlot) =>
  useApiMutation({
    request: ({ fileURL }: { fileURL: string }) => apiRequest<SiteFile>('PUT', siteFilePath(slot), { fileURL }),
    invalidates: [siteFilesQuery.queryKey, published],
    success: () => ({ title: 'File replaced successfully', description: `${SITE_FILE_SLOTS[slot].title} now shows the new file.` }),
    failure: 'Failed to replace file',
  });

/** PUT /api/site-files/{slot} with an image's alt text (and a map's caption). */
export const useUpdateSiteFileText = (slot: SiteFileSlot) =>
  useApiMutation({
    request: (texts: Pick<SiteFileUpdate, 'alt' | 'caption'>) => apiRequest<SiteFile>('PUT', siteFilePath(slot), texts),
    invalidates: [siteFilesQuery.queryKey, published],
    success: 'File text updated successfully',
    failure: 'Failed to update file text',
  });

/** An item of any of the collections: the contract's input of its kind. */
type ItemInput = CalendarEventInput | Record<string, unknown>;

const itemPath = (path: ContentItemsPath, id: string) => `${path}/${encodeURIComponent(id)}`;
const capitalised = (noun: string) => noun[0].toUpperCase() + noun.slice(1);

/**
 * Create, update and delete of one collection (calendar events or a list), all under the same
 * REST shape; `noun` names the item in the toasts ('calendar event').
 */
export function useContentItemChanges(path: ContentItemsPath, noun: string) {
  const invalidates = [contentItemsQuery(path).queryKey, published];
  const create = useApiMutation({
    request: (input: ItemInput) => apiRequest<{ id: string }>('POST', path, input),
    invalidates,
    success: `${capitalised(noun)} created successfully`,
    failure: `Failed to create ${noun}`,
  });
  const update = useApiMutation({
    request: ({ id, input }: { id: string; input: ItemInput }) => apiRequest<{ id: string }>('PUT', itemPath(path, id), input),
    invalidates,
    success: `${capitalised(noun)} updated successfully`,
    failure: `Failed to update ${noun}`,
  });
  const remove = useApiMutation({
    request: ({ id }: { id: string }) => apiRequest<void>('DELETE', itemPath(path, id)),
    invalidates,
    success: `${capitalised(noun)} deleted successfully`,
    failure: `Failed to delete ${noun}`,
  });
  return { create, update, remove };
}
