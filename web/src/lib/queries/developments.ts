import type { Development } from '@roca/contract';
import { queryOptions } from '@tanstack/react-query';
import { itemQueryKey } from './item-kinds';

/**
 * Every development update (GET /api/developments), as the staff screens read it. The home page
 * does not read it: its table is published into the page's HTML (docs/decisions/008).
 */
export const developmentsQuery = queryOptions<Development[]>({ queryKey: itemQueryKey('development') });
