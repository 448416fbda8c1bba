import type { SubscriberRow, SubscriberSummary } from '@roca/contract/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** GET /api/subscribers/summary: how many subscribe to development updates (every staff role). */
export const subscriberSummaryQuery = queryOptions({
  queryKey: ['subscribers', 'summary'],
  queryFn: () => apiRequest<SubscriberSummary>('GET', '/api/subscribers/summary'),
});

/** GET /api/subscribers: the list with each consent (Admin and Super), read only when exported. */
export const fetchSubscribers = () => apiRequest<SubscriberRow[]>('GET', '/api/subscribers');
