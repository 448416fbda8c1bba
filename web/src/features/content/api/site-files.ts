import type { SiteFile, SiteFileSlot, SiteFileUpdate } from '@roca/contract/content/site-files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const filesQueryKey = ['/api/site-files'] as const;

/** GET /api/site-files: every slot's current file. */
export const useSiteFiles = () => useQuery<Record<SiteFileSlot, SiteFile>>({ queryKey: filesQueryKey });

/** PUT /api/site-files/{slot}: a finished upload (its uploadURL), new alt text or caption. */
export const updateSiteFile = (slot: SiteFileSlot, update: SiteFileUpdate) =>
  apiRequest<SiteFile>('PUT', `/api/site-files/${encodeURIComponent(slot)}`, update);

export function useUpdateSiteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, update }: { slot: SiteFileSlot; update: SiteFileUpdate }) => updateSiteFile(slot, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}

/** After a file recorded from the uploader's callback, outside a mutation. */
export function useRefreshSiteFiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filesQueryKey });
}
