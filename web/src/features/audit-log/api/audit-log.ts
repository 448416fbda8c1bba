import type { PublicUser } from '@roca/contract';
import type { AuditItemType, AuditPage, AuditRestoreResult } from '@roca/contract/audit';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

export type AuditFilters = { itemType?: AuditItemType; userId?: string };

const auditQueryKey = ['/api/audit'] as const;
const PAGE_SIZE = 50;

/** GET /api/audit, newest first, a page at a time ("Show older entries" fetches the next). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [...auditQueryKey, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filters.itemType) params.set('itemType', filters.itemType);
      if (filters.userId) params.set('userId', filters.userId);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<AuditPage>(`/api/audit?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The staff list, to filter by who made a change. */
export const useStaffList = () => useQuery<PublicUser[]>({ queryKey: ['/api/users'] });

/** Where each kind of item is read from, to refresh it after a restore. */
const READ_PATH_OF: Record<AuditItemType, string> = {
  development: '/api/developments',
  event: '/api/events',
  user: '/api/users',
  siteSettings: '/api/site-settings',
  executive: '/api/executive',
  calendarEvent: '/api/calendar-events',
  business: '/api/content/business-directory',
  communityLink: '/api/content/community-links',
  volunteerNeed: '/api/content/volunteer-needs',
  siteFile: '/api/site-files',
};

/** POST /api/audit/{id}/restore; the audit log and the restored item's list refresh after it. */
export function useRestoreDeleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => apiRequest<AuditRestoreResult>('POST', `/api/audit/${encodeURIComponent(entryId)}/restore`),
    onSuccess: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
        queryClient.invalidateQueries({ queryKey: [READ_PATH_OF[result.itemType]] }),
      ]),
  });
}
