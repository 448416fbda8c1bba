import type { PublishStatus } from '@roca/contract/publishing';
import { useQuery } from '@tanstack/react-query';

/** GET /api/publish-status (any staff). */
const publishStatusQueryKey = ['/api/publish-status'] as const;

/**
 * The publish status, asked again every few seconds while a publish is under way or failing (it
 * is retried), and now and then otherwise, so a save made on another screen shows up too.
 */
export function usePublishStatus() {
  return useQuery<PublishStatus>({
    queryKey: publishStatusQueryKey,
    refetchInterval: (query) => (query.state.data?.state === 'idle' ? 15_000 : 3_000),
  });
}
