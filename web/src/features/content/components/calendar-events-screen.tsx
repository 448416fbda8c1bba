import { storedCalendarEvent, type CalendarEvent, type CalendarEventInput } from '@roca/contract/content/calendar-events';
import { expandOccurrences } from '@roca/contract/content/recurrence';
import { describeRepeat } from '@roca/contract/content/repeat-presets';
import { storedItemProblem } from '@roca/contract/content/stored-item-problem';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatClockTime, formatLongDate, todayInVancouver } from '#web/lib/dates';
import { calendarBadgeClass } from '#web/data/calendar';
import { contentItemsQuery } from '#web/lib/queries/content';
import { ItemsManager } from '#web/components/admin/items-manager';
import { useContentItemChanges } from '#web/features/content/api/content';
import { CalendarEventForm } from './calendar-event-form';

/** The event's next date from today, or null when all its dates have passed. */
function nextDate(event: CalendarEvent): string | null {
  return expandOccurrences(event, { from: todayInVancouver(), to: '9999-12-31' }, 1).dates[0] ?? null;
}

/**
 * An event stored around the API (or under older checks) that today's checks refuse: only its
 * title and what is wrong, with Edit and Delete for those who may, so staff can fix it whatever its
 * fields hold. Such an event is left off the public pages and named in the publish status.
 */
function UnpublishableEventCard({ event, problem, actions }: { event: CalendarEvent; problem: string; actions: ReactNode }) {
  return (
    <article className="rounded-lg border border-red-300 bg-red-50 p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-gray-900 wrap-anywhere">{String(event.title ?? 'Untitled event')}</h3>
          <p className="mt-1 text-sm font-medium text-red-800 wrap-anywhere">Not on the public calendar: {problem}</p>
          {actions && <p className="mt-1 text-sm text-gray-800">Edit the event to fix it, or delete it.</p>}
        </div>
        {actions}
      </div>
    </article>
  );
}

function CalendarEventCard({ event, actions }: { event: CalendarEvent; actions: ReactNode }) {
  const problem = storedItemProblem(storedCalendarEvent, event);
  if (problem) return <UnpublishableEventCard event={event} problem={problem} actions={actions} />;
  const next = nextDate(event);
  const repeats = describeRepeat(event.repeat, event.date);
  const hours = event.endTime ? `${formatClockTime(event.time)} to ${formatClockTime(event.endTime)}` : formatClockTime(event.time);
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-gray-900">{event.title}</h3>
          <p className="text-sm text-gray-700">
            {formatLongDate(event.date)} at {hours} · {event.location}
          </p>
        </div>
        {actions}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded-full px-3 py-0.5 font-semibold ${calendarBadgeClass(event.type)}`}>{event.type}</span>
        {!next && <span className="rounded-full bg-gray-200 px-3 py-0.5 font-semibold text-gray-900">Past</span>}
      </p>
      {repeats && (
        <p className="mt-2 text-sm text-gray-800">
          {repeats}
          {next && next !== event.date && <> · next on {formatLongDate(next)}</>}
        </p>
      )}
      <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{event.description}</p>
    </article>
  );
}

/** /admin/content/calendar: the events of /calendar and /calendar.ics, one-off and repeating. */
export function CalendarEventsScreen({ canEdit }: { canEdit: boolean }) {
  const events = useQuery(contentItemsQuery('/api/calendar-events'));
  const { create, update, remove } = useContentItemChanges('/api/calendar-events', 'calendar event');
  return (
    <section aria-labelledby="calendar-events" className="space-y-4">
      <div>
        <h2 id="calendar-events" className="text-xl font-semibold text-gray-900">
          Calendar events
        </h2>
        <p className="text-sm text-gray-700">
          The events of the public calendar and its calendar feed. Past events never show as upcoming.
        </p>
      </div>
      <ItemsManager<CalendarEvent, CalendarEventInput>
        list={events}
        loading="Loading..."
        error="Error loading the calendar events"
        empty={{ text: 'No calendar events yet.' }}
        canEdit={canEdit}
        addLabel="Add Calendar Event"
        nameOf={(event) => event.title}
        changes={{ create, update, remove }}
        confirmDelete={(event) => ({
          title: 'Delete Calendar Event',
          description: `Are you sure you want to delete "${event.title}"? An Admin can bring it back from the audit log.`,
        })}
        renderItem={(event, { actions }) => <CalendarEventCard event={event} actions={actions} />}
        renderForm={(props) => <CalendarEventForm {...props} />}
      />
    </section>
  );
}
