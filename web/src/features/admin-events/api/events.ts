import type { EventAlert, EventInput } from '@roca/contract';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { eventLists } from '#web/lib/queries/events';

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
/** Both lists: the staff screen's and the home page's (a change shows there at once in this tab). */
const invalidates = [eventLists];

export const useCreateEvent = () =>
  useApiMutation({
    request: (input: EventInput) => apiRequest<EventAlert>('POST', '/api/events', input),
    invalidates,
    success: 'Event created successfully',
    failure: 'Failed to create event',
  });

export const useUpdateEvent = () =>
  useApiMutation({
    request: ({ id, input }: { id: string; input: EventInput }) => apiRequest<EventAlert>('PUT', eventPath(id), input),
    invalidates,
    success: 'Event updated successfully',
    failure: 'Failed to update event',
  });

/** The visibility switch sends only { isVisible } (docs/requirements.md, Events screen); no toast when it works (the switch shows it). */
export const useSetEventVisibility = () =>
  useApiMutation({
    request: ({ id, isVisible }: { id: string; isVisible: boolean }) => apiRequest<EventAlert>('PUT', eventPath(id), { isVisible }),
    invalidates,
    failure: 'Failed to update visibility',
  });

export const useDeleteEvent = () =>
  useApiMutation({
    request: ({ id }: Pick<EventAlert, 'id'>) => apiRequest<void>('DELETE', eventPath(id)),
    invalidates,
    success: 'Event deleted successfully',
    failure: 'Failed to delete event',
  });
