import type { Development } from '@roca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The development list the admin screen and the home page read; refreshed after each change. */
const developmentsQueryKey = ['/api/developments'] as const;

const attachmentsPath = (developmentId: string) => `/api/developments/${encodeURIComponent(developmentId)}/attachments`;

export const attachFile = (developmentId: string, fileURL: string, fileName: string) =>
  apiRequest<Development>('PUT', attachmentsPath(developmentId), { fileURL, fileName });

export function useDeleteAttachment(developmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentPath: string) => apiRequest<Development>('DELETE', attachmentsPath(developmentId), { attachmentPath }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developmentsQueryKey }),
  });
}

/** After an attach made outside a mutation (the uploader's callback). */
export function useRefreshDevelopments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: developmentsQueryKey });
}
