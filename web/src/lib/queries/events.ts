import type { EventAlert } from '@roca/contract';
import { queryOptions } from '@tanstack/react-query';
import { itemQueryKey } from './item-kinds';

/** The key prefix of every event list: a change to an event makes them all stale. */
export const eventLists = itemQueryKey('event');

/**
 * GET /api/events as staff: every event, hidden ones included. Visitors never read it from the
 * browser (the home page's alerts are published into its HTML, docs/decisions/008), so the only
 * cache entry is the staff one.
 */
export const staffEventsQuery = queryOptions<EventAlert[]>({ queryKey: [...eventLists, { audience: 'staff' }] });
