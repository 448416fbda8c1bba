import type { EventAlert, EventInput } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { ItemsManager } from '#web/components/admin/items-manager';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { staffEventsQuery } from '#web/lib/queries/events';
import { useCreateEvent, useDeleteEvent, useSetEventVisibility, useUpdateEvent } from '#web/features/admin-events/api/events';
import { EventCard } from './event-card';
import { EventForm } from './event-form';

/** /admin/events: the Add Event form, the list by position, visibility switches, edit and delete (the staff kit's ItemsManager). */
export function EventsManager({ canEdit }: { canEdit: boolean }) {
  const list = useQuery(staffEventsQuery);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const setVisibility = useSetEventVisibility();
  const remove = useDeleteEvent();

  // While a switch request runs, show the switch in its new position (it "updates at once").
  const shownVisibility = (event: EventAlert) =>
    setVisibility.isPending && setVisibility.variables?.id === event.id ? setVisibility.variables.isVisible : event.isVisible;

  return (
    <ItemsManager<EventAlert, EventInput>
      list={list}
      sort={(a, b) => a.position - b.position || a.date.localeCompare(b.date)}
      loading="Loading events..."
      error="Error loading events"
      empty={{ text: 'No events scheduled yet.' }}
      canEdit={canEdit}
      addLabel="Add Event"
      addWhenReadOnly="disabled"
      header={(add) => (
        <ScreenHeader
          title="Event Alerts"
          description="Alerts shown on the home page, above and below the development updates."
          action={add}
        />
      )}
      nameOf={(event) => event.heading}
      changes={{ create, update, remove }}
      confirmDelete={(event) => ({
        title: 'Delete Event',
        description: `Are you sure you want to delete the event "${event.heading}"? This cannot be undone.`,
      })}
      renderItem={(event, { actions }) => (
        <EventCard
          event={{ ...event, isVisible: shownVisibility(event) }}
          canEdit={canEdit}
          actions={actions}
          onVisibilityChange={(isVisible) => setVisibility.mutate({ id: event.id, isVisible })}
        />
      )}
      renderForm={(props) => <EventForm {...props} />}
    />
  );
}
