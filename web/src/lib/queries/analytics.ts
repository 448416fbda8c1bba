import type { AnalyticsItem } from '@roca/contract';
import { queryOptions } from '@tanstack/react-query';

/** Every tracked page and link (GET /api/analytics). */
export const analyticsQuery = queryOptions<AnalyticsItem[]>({ queryKey: ['/api/analytics'] });
