import type { DevelopmentInput } from '@roca/contract';
import type { DevelopmentImportResult } from '@roca/contract/development-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/developments/import; the lists of developments (admin and home) refresh after it. */
export function useImportDevelopments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: DevelopmentInput[]) => apiRequest<DevelopmentImportResult>('POST', '/api/developments/import', { rows }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/developments'] }),
  });
}
