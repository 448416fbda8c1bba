import type { SiteSettings, SiteSettingsUpdate } from '@roca/contract/content/site-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const settingsQueryKey = ['/api/site-settings'] as const;

/** GET /api/site-settings. */
export const useSiteSettings = () => useQuery<SiteSettings>({ queryKey: settingsQueryKey });

/** PUT /api/site-settings; the answer is the stored settings, shown at once. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SiteSettingsUpdate) => apiRequest<SiteSettings>('PUT', '/api/site-settings', update),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
