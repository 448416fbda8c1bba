import type { EventAlert } from '@roca/contract';
import { queryOptions } from '@tanstack/react-query';

/** The key prefix of both event lists below: a change to an event makes both stale. */
export const eventLists = ['/api/events'] as const;

/**
 * GET /api/events answers visitors with the visible events and staff with every one, hidden ones
 * included. The two answers have their own cache entries, so a list read signed out (the home
 * page) is never shown on a staff screen after sign-in, nor the other way round.
 */
export const publicEventsQuery = queryOptions<EventAlert[]>({ queryKey: [...eventLists, { audience: 'public' }] });

export const staffEventsQuery = queryOptions<EventAlert[]>({ queryKey: [...eventLists, { audience: 'staff' }] });
