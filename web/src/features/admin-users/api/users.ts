import type { PublicUser, UserCreateInput, UserUpdateInput } from '@roca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const usersQueryKey = ['/api/users'] as const;

export function useUsersList() {
  return useQuery<PublicUser[]>({ queryKey: usersQueryKey });
}

function useUserMutation<TVariables, TResult>(request: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export const useCreateUser = () => useUserMutation((input: UserCreateInput) => apiRequest<PublicUser>('POST', '/api/users', input));

export const useUpdateUser = () =>
  useUserMutation(({ id, input }: { id: string; input: UserUpdateInput }) => apiRequest<PublicUser>('PUT', userPath(id), input));

export const useDeleteUser = () => useUserMutation((id: string) => apiRequest<void>('DELETE', userPath(id)));
