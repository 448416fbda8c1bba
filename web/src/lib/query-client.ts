import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * Data reads GET the path formed by the query key's segments (docs/requirements.md, API): the
 * text segments are the path; an object segment (the audience of a list, say) only tells two
 * cache entries of the same path apart (docs/web.md, Data reads).
 */
export const pathOfKey = (queryKey: QueryKey) => queryKey.filter((segment) => typeof segment === 'string').join('/');

const fetchByKey: QueryFunction = ({ queryKey }) => apiGet(pathOfKey(queryKey));

// docs/requirements.md, API: no retries, no refetch on focus or interval, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { queryFn: fetchByKey, retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
