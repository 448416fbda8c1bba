import type { SignupDate, SignupDatesPage, SignupEvent, SignupPeoplePage } from '@roca/contract/signups';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { pathOfKey } from '#web/lib/query-client';
import { itemQueryKey } from './item-kinds';

/**
 * Reads of /api/signups (docs/signups.md, "For staff"). People sign up, confirm and cancel
 * without this tab doing anything, so the counts and lists are read again each time a screen shows
 * them (`staleTime: 0`); every change through the Sign-up screens makes them all stale together.
 */
export const signupReads = itemQueryKey('signup');

/** GET /api/signups/events: every event with its sign-up and its next date's counts. Every staff role. */
export const signupEventsQuery = queryOptions({
  queryKey: [...signupReads, 'events'],
  queryFn: ({ queryKey }) => apiGet<SignupEvent[]>(pathOfKey(queryKey)),
  staleTime: 0,
});

/** GET /api/signups/events/{id}/dates: the event's coming dates with their counts, a page at a time. Every staff role. */
export const signupDatesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...signupReads, 'events', encodeURIComponent(id), 'dates'],
    queryFn: ({ queryKey, pageParam }) =>
      apiGet<SignupDatesPage>(`${pathOfKey(queryKey)}${pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

/** GET /api/signups/events/{id}/dates/{date}: one date's counts. Every staff role. */
export const signupDateQuery = (id: string, date: string) =>
  queryOptions({
    queryKey: [...signupReads, 'events', encodeURIComponent(id), 'dates', date],
    queryFn: ({ queryKey }) => apiGet<SignupDate>(pathOfKey(queryKey)),
    staleTime: 0,
  });

/** GET .../dates/{date}/people: who signed up, a page at a time. Admin and Super. */
export const signupPeopleQuery = (id: string, date: string) =>
  infiniteQueryOptions({
    queryKey: [...signupReads, 'events', encodeURIComponent(id), 'dates', date, 'people'],
    queryFn: ({ queryKey, pageParam }) =>
      apiGet<SignupPeoplePage>(`${pathOfKey(queryKey)}${pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
