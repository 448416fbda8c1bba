import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The collections of content items, one REST shape each: '/api/calendar-events' and
 * '/api/content/{business-directory,community-links,volunteer-needs}'.
 */
export type ItemsPath = '/api/calendar-events' | `/api/content/${'business-directory' | 'community-links' | 'volunteer-needs'}`;

export const useContentItems = <T>(path: ItemsPath) => useQuery<T[]>({ queryKey: [path] });

function useItemMutation<TVariables, TResult>(path: ItemsPath, request: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

const itemPath = (path: ItemsPath, id: string) => `${path}/${encodeURIComponent(id)}`;

export const useCreateItem = <T>(path: ItemsPath) => useItemMutation(path, (input: unknown) => apiRequest<T>('POST', path, input));

export const useUpdateItem = <T>(path: ItemsPath) =>
  useItemMutation(path, ({ id, input }: { id: string; input: unknown }) => apiRequest<T>('PUT', itemPath(path, id), input));

export const useDeleteItem = (path: ItemsPath) => useItemMutation(path, (id: string) => apiRequest<void>('DELETE', itemPath(path, id)));
