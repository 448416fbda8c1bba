import type { EventAlert, EventInput } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { errorMessage } from '#web/lib/api-client';
import { staffEventsQuery } from '#web/lib/queries/events';
import { useCreateEvent, useDeleteEvent, useSetEventVisibility, useUpdateEvent } from '#web/features/admin-events/api/events';
import { EventCard } from './event-card';
import { EventForm } from './event-form';

type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: string };

/** /admin/events: the Add Event form, the list, visibility switches, edit and delete. */
export function EventsManager({ canEdit }: { canEdit: boolean }) {
  const list = useQuery(staffEventsQuery);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const setVisibility = useSetEventVisibility();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [toDelete, setToDelete] = useState<EventAlert | null>(null);
  const stopEditing = () => setEditing({ mode: 'none' });

  // Toasts come with each mutation (api/events.ts); a failed save keeps its form open.
  const saveNew = (input: EventInput) => create.mutateAsync(input).then(stopEditing);
  const saveExisting = (id: string, input: EventInput) => update.mutateAsync({ id, input }).then(stopEditing);

  function confirmDelete() {
    if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  }

  // While a switch request runs, show the switch in its new position (it "updates at once").
  const shownVisibility = (event: EventAlert) =>
    setVisibility.isPending && setVisibility.variables?.id === event.id ? setVisibility.variables.isVisible : event.isVisible;

  const events = [...(list.data ?? [])].sort((a, b) => a.position - b.position || a.date.localeCompare(b.date));
  const isEditing = editing.mode !== 'none';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Event Alerts</h1>
          <p className="mt-1 text-gray-700">Alerts shown on the home page, above and below the development updates.</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={!canEdit || isEditing}>
          Add Event
        </Button>
      </div>

      {editing.mode === 'new' && <EventForm pending={create.isPending} onSave={saveNew} onCancel={stopEditing} />}

      {list.isPending && <p className="text-gray-700">Loading events...</p>}
      {list.isError && (
        <p role="alert" className="text-red-800">
          Error loading events: {errorMessage(list.error)}
        </p>
      )}
      {list.isSuccess && events.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-800">No events scheduled yet.</p>
      )}

      <ul className="space-y-4">
        {events.map((event) => (
          <li key={event.id}>
            {editing.mode === 'edit' && editing.id === event.id ? (
              <EventForm
                event={event}
                pending={update.isPending}
                onSave={(input) => saveExisting(event.id, input)}
                onCancel={stopEditing}
              />
            ) : (
              <EventCard
                event={{ ...event, isVisible: shownVisibility(event) }}
                canEdit={canEdit}
                actionsDisabled={isEditing}
                onVisibilityChange={(isVisible) => setVisibility.mutate({ id: event.id, isVisible })}
                onEdit={() => setEditing({ mode: 'edit', id: event.id })}
                onDelete={() => setToDelete(event)}
              />
            )}
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Event"
        description={`Are you sure you want to delete the event "${toDelete?.heading ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
