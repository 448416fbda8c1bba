import type { InboxItem, InboxQuery, InboxRow, InboxSettings, InboxSummary } from '@roca/contract/inbox';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { pathOfKey } from '#web/lib/query-client';
import { itemQueryKey } from './item-kinds';

/**
 * The inbox as staff read it (docs/inbox.md, "For staff"). Every read shares the key prefix
 * ['/api/inbox'], so any action on an item makes the list, the item, the counts and the settings
 * stale together. Residents write without this tab doing anything, so the list, the item and the
 * counts are read again each time a screen shows them (`staleTime: 0`).
 */
export const inboxReads = itemQueryKey('inboxItem');

/**
 * GET /api/inbox?status=&position=&kind=&overdue=: newest first; who wrote, for Admin and Super
 * only. A search goes in the body of POST /api/inbox/search, never in a URL.
 */
export const inboxListQuery = (filters: InboxQuery) =>
  queryOptions({
    queryKey: [...inboxReads, filters],
    queryFn: ({ queryKey }) => {
      const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
      if (params.has('q')) return apiRequest<InboxRow[]>('POST', `${pathOfKey(queryKey)}/search`, Object.fromEntries(params));
      return apiGet<InboxRow[]>(`${pathOfKey(queryKey)}${params.size ? `?${params}` : ''}`);
    },
    staleTime: 0,
  });

/** GET /api/inbox/{id} (Admin and Super): the whole item with its thread and notes. */
export const inboxItemQuery = (id: string) => queryOptions<InboxItem>({ queryKey: [...inboxReads, encodeURIComponent(id)], staleTime: 0 });

/** GET /api/inbox/summary: open, overdue, by status, the median first response. Every staff role. */
export const inboxSummaryQuery = queryOptions<InboxSummary>({ queryKey: [...inboxReads, 'summary'], staleTime: 0 });

/** GET /api/inbox/settings: each kind's due-date period and each position's reply address. */
export const inboxSettingsQuery = queryOptions<InboxSettings>({ queryKey: itemQueryKey('inboxSettings') });
