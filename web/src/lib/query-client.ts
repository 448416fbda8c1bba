import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Data reads GET the path formed by the query key's segments (docs/requirements.md, API). */
const fetchByKey: QueryFunction = ({ queryKey }) => apiGet(queryKey.join('/'));

// docs/requirements.md, API: no retries, no refetch on focus or interval, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { queryFn: fetchByKey, retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
