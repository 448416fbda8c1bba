import type { EventAlert, EventInput } from '@roca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Staff get every event from GET /api/events; visitors get only visible ones. */
const eventsQueryKey = ['/api/events'] as const;

export function useEventsList() {
  return useQuery<EventAlert[]>({ queryKey: eventsQueryKey });
}

function useEventMutation<TVariables, TResult>(request: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

export const useCreateEvent = () => useEventMutation((input: EventInput) => apiRequest<EventAlert>('POST', '/api/events', input));

export const useUpdateEvent = () =>
  useEventMutation(({ id, input }: { id: string; input: EventInput }) => apiRequest<EventAlert>('PUT', eventPath(id), input));

/** The visibility switch sends only { isVisible } (docs/requirements.md, Events screen). */
export const useSetEventVisibility = () =>
  useEventMutation(({ id, isVisible }: { id: string; isVisible: boolean }) => apiRequest<EventAlert>('PUT', eventPath(id), { isVisible }));

export const useDeleteEvent = () => useEventMutation((id: string) => apiRequest<void>('DELETE', eventPath(id)));
