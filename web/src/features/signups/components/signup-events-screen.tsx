import type { SignupEvent } from '@roca/contract/signups';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { href, Link } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { useCan } from '#web/lib/auth/use-staff-role';
import { formatClockTime, formatLongDate } from '#web/lib/dates';
import { signupEventsQuery } from '#web/lib/queries/signups';
import { useSaveEventSignup } from '#web/features/signups/api/signups';
import { AvailabilityBadge, DateCounts, whenOf } from './date-summary';
import { SignupSettingsForm } from './signup-settings-form';

export const eventPath = (id: string) => href(STAFF_PATHS.signupEvent, { id });

/**
 * The Sign-up screen (docs/signups.md, "For staff"): every calendar event, those taking sign-ups
 * first, each with its next date's counts; Admin and Super open sign-up and set it.
 */
export function SignupEventsScreen() {
  const events = useQuery(signupEventsQuery);
  const canManage = useCan('manageSignups');
  const [editing, setEditing] = useState<SignupEvent | null>(null);
  const save = useSaveEventSignup();
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Event Sign-ups"
        description="Who is coming to each date of an event, the waitlist and the volunteer shifts. Events are added on the Calendar events screen."
      />
      {!canManage && <ViewOnlyNotice />}
      <DataState
        query={events}
        loading="Loading the events..."
        error="Error loading the events"
        empty={{ text: 'No calendar events yet.', detail: 'Add an event on the Calendar events screen, then open sign-up here.' }}
      >
        {(list) => (
          <ul className="space-y-4">
            {list.map((event) => (
              <li key={event.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
                <article aria-label={event.title} className="space-y-3">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h2 className="text-lg font-semibold text-gray-900">{event.title}</h2>
                      <p className="text-sm text-gray-700">
                        {`${event.repeat ? 'Repeats, from' : 'On'} ${formatLongDate(event.date)} at ${formatClockTime(event.time)} · ${event.location}`}
                      </p>
                      <p className="mt-1 text-sm font-medium text-gray-900">
                        {!event.signup ? 'Takes no sign-ups.' : event.signup.open ? 'Taking sign-ups.' : 'Sign-up closed.'}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {event.signup && (
                        <Link
                          to={eventPath(event.id)}
                          className="inline-flex items-center rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
                        >
                          Dates and people<span className="sr-only">{` of ${event.title}`}</span>
                        </Link>
                      )}
                      {canManage && (
                        <Button variant="secondary" size="sm" onClick={() => setEditing(event)}>
                          {event.signup ? 'Sign-up settings' : 'Open sign-up'}
                          <span className="sr-only">{` for ${event.title}`}</span>
                        </Button>
                      )}
                    </div>
                  </div>
                  {event.signup && event.next && (
                    <div className="space-y-2 rounded-md bg-gray-50 p-3">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                        {`Next: ${whenOf(event.next)}`} <AvailabilityBadge date={event.next} />
                      </p>
                      <DateCounts date={event.next} />
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </DataState>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={`Sign-up: ${editing?.title ?? ''}`}>
        {editing && (
          <SignupSettingsForm
            eventId={editing.id}
            signup={editing.signup}
            pending={save.isPending}
            onSave={async (input) => {
              await save.mutateAsync({ eventId: editing.id, input });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
