import type { PublishStatus } from '@roca/contract/publishing';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/publish-status (any staff): whether the public pages show what staff saved. Asked
 * again every few seconds while a publish is under way or failing (it is retried), and now and
 * then otherwise, so a save made in another tab shows up too. A save in the Content area makes it
 * stale, so the line says "Publishing your changes…" at once.
 */
export const publishStatusQuery = queryOptions<PublishStatus>({
  queryKey: ['/api/publish-status'],
  refetchInterval: (query) => (query.state.data?.state === 'idle' ? 15_000 : 3_000),
});
