import type { Development } from '@roca/contract';
import { queryOptions } from '@tanstack/react-query';

/**
 * Every development update (GET /api/developments). Visitors and staff get the same list, so the
 * home page and the staff screens share this one cache entry: a change saved by staff shows on
 * the home page of the same tab at once.
 */
export const developmentsQuery = queryOptions<Development[]>({ queryKey: ['/api/developments'] });
