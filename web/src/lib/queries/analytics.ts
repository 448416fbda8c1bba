import type { AnalyticsDay, AnalyticsItem } from '@roca/contract';
import { queryOptions } from '@tanstack/react-query';

/** Every tracked page and link (GET /api/analytics). */
export const analyticsQuery = queryOptions<AnalyticsItem[]>({ queryKey: ['/api/analytics'] });

/** Page views and link clicks per day for the last 30 days (GET /api/analytics/daily). */
export const dailyViewsQuery = queryOptions<AnalyticsDay[]>({ queryKey: ['/api/analytics/daily'] });
