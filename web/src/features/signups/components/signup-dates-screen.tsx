import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { href, Link } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { Button } from '#web/components/ui/button';
import { useCan } from '#web/lib/auth/use-staff-role';
import { signupDatesQuery } from '#web/lib/queries/signups';
import { AvailabilityBadge, DateChanges, DateCounts, whenOf } from './date-summary';

const datePath = (id: string, date: string) => href(STAFF_PATHS.signupDate, { id, date });

/** An event's coming dates, each with its counts and a way to its people; later dates a page at a time. */
export function SignupDatesScreen({ eventId }: { eventId: string }) {
  const dates = useInfiniteQuery(signupDatesQuery(eventId));
  const event = dates.data?.pages[0]?.event;
  return (
    <div className="space-y-6">
      <ScreenHeader
        title={event ? `Sign-ups: ${event.title}` : 'Sign-ups'}
        description={event ? `${event.location}. Each date has its own list and waitlist.` : 'Each date has its own list and waitlist.'}
        action={
          <Link to={STAFF_PATHS.signups} className="text-sm font-medium text-brand-800 underline">
            All events
          </Link>
        }
      />
      {!useCan('manageSignups') && <ViewOnlyNotice />}
      <DataState
        query={{ ...dates, data: dates.data?.pages.flatMap((page) => page.dates) }}
        loading="Loading the dates..."
        error="Error loading the dates"
        empty={{ text: 'No date of this event lies ahead.' }}
      >
        {(list) => (
          <ul className="space-y-4">
            {list.map((date) => (
              <li key={date.key} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
                <article aria-label={whenOf(date)} className="space-y-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className={`font-semibold text-gray-900 ${date.cancelled ? 'line-through' : ''}`}>{whenOf(date)}</h2>
                    <div className="flex items-center gap-2">
                      <AvailabilityBadge date={date} />
                      <Link
                        to={datePath(eventId, date.key)}
                        className="inline-flex items-center rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
                      >
                        Open<span className="sr-only">{` ${whenOf(date)}`}</span>
                      </Link>
                    </div>
                  </div>
                  <DateChanges date={date} />
                  <DateCounts date={date} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </DataState>
      {dates.hasNextPage && (
        <Button variant="secondary" onClick={() => void dates.fetchNextPage()} disabled={dates.isFetchingNextPage}>
          {dates.isFetchingNextPage ? 'Loading...' : 'Later dates'}
        </Button>
      )}
    </div>
  );
}
