import type { AuditPage } from '@roca/contract/audit';
import type { ItemType } from '@roca/contract/item-kinds';
import { LIMITS } from '@roca/contract/limits';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { pathOfKey } from '#web/lib/query-client';

/** `itemId` (with `itemType`): one item's history, such as a member's from the register. */
export type AuditFilters = { itemType?: ItemType; itemId?: string; userId?: string };

/** The key prefix of the audit log under every filter: what a restore makes stale. */
export const auditLogs = ['/api/audit'] as const;

/**
 * GET /api/audit, newest first, a page at a time ("Show older entries" fetches the next). The
 * filters are a key segment of their own, so each filter keeps its own pages.
 */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditLogs, filters],
    initialPageParam: null as string | null,
    queryFn: ({ queryKey, pageParam }) => {
      const params = new URLSearchParams({ limit: String(LIMITS.auditPageSize) });
      if (filters.itemType) params.set('itemType', filters.itemType);
      if (filters.itemType && filters.itemId) params.set('itemId', filters.itemId);
      if (filters.userId) params.set('userId', filters.userId);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<AuditPage>(`${pathOfKey(queryKey)}?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
