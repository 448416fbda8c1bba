import type { Development, DevelopmentInput } from '@roca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The same list the home page reads, so a change here shows there at once. */
const developmentsQueryKey = ['/api/developments'] as const;

export function useDevelopmentsList() {
  return useQuery<Development[]>({ queryKey: developmentsQueryKey });
}

function useDevelopmentMutation<TVariables, TResult>(request: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developmentsQueryKey }),
  });
}

export const useCreateDevelopment = () =>
  useDevelopmentMutation((input: DevelopmentInput) => apiRequest<Development>('POST', '/api/developments', input));

export const useUpdateDevelopment = () =>
  useDevelopmentMutation(({ id, input }: { id: string; input: DevelopmentInput }) =>
    apiRequest<Development>('PUT', `/api/developments/${encodeURIComponent(id)}`, input),
  );

export const useDeleteDevelopment = () =>
  useDevelopmentMutation((id: string) => apiRequest<void>('DELETE', `/api/developments/${encodeURIComponent(id)}`));
