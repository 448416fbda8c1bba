import type { Member, MembersSummary, VoterList } from '@roca/contract/members';
import type { MemberStatus } from '@roca/contract/membership';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { pathOfKey } from '#web/lib/query-client';
import { itemQueryKey } from './item-kinds';

/**
 * The key prefix of every read of the register (list, counts, voter list): a change to a member
 * or a payment, an import or a restore makes them all stale. Each read puts its parameters in
 * an object segment and sends them as the query string.
 */
export const memberLists = itemQueryKey('member');

export type RegisterFilters = { year: number; status?: MemberStatus; q?: string };

/**
 * GET /api/members: the register with each member's standing for the year. Admin and Super only. A
 * search goes in the body of POST /api/members/search, never in a URL.
 */
export const membersQuery = (filters: RegisterFilters) =>
  queryOptions({
    queryKey: [...memberLists, filters],
    queryFn: ({ queryKey }) => {
      const q = filters.q?.trim();
      const params = new URLSearchParams({ year: String(filters.year) });
      if (filters.status) params.set('status', filters.status);
      if (q) return apiRequest<Member[]>('POST', `${pathOfKey(queryKey)}/search`, { ...Object.fromEntries(params), q });
      return apiGet<Member[]>(`${pathOfKey(queryKey)}?${params}`);
    },
  });

/** GET /api/members/summary: the counts every staff role may see. */
export const membersSummaryQuery = (date: string) =>
  queryOptions({
    queryKey: [...memberLists, 'summary', { date }],
    queryFn: ({ queryKey }) => apiGet<MembersSummary>(`${pathOfKey(queryKey)}?${new URLSearchParams({ date })}`),
  });

/** GET /api/members/voters: the members in good standing on the day. Admin and Super only. */
export const voterListQuery = (date: string) =>
  queryOptions({
    queryKey: [...memberLists, 'voters', { date }],
    queryFn: ({ queryKey }) => apiGet<VoterList>(`${pathOfKey(queryKey)}?${new URLSearchParams({ date })}`),
  });
