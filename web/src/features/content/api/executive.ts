import type { Executive, ExecutiveInput } from '@roca/contract/content/executive';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const executiveQueryKey = ['/api/executive'] as const;

/** GET /api/executive: `{ confirmedOn, officers, directors }`. */
export const useExecutive = () => useQuery<Executive>({ queryKey: executiveQueryKey });

/** PUT /api/executive: the whole team. */
export function useSaveExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExecutiveInput) => apiRequest<Executive>('PUT', '/api/executive', input),
    onSuccess: (saved) => queryClient.setQueryData(executiveQueryKey, saved),
  });
}
