import type { Handover, KeyHolder } from '@roca/contract/handover';
import { queryOptions } from '@tanstack/react-query';
import { itemQueryKey } from './item-kinds';

/** The AGM handovers, newest first (GET /api/handovers, Admins only). */
export const handoversQuery = queryOptions<Handover[]>({ queryKey: itemQueryKey('handover') });

/** The checklist of keys held outside the site (GET /api/key-holders, Admins only). */
export const keyHoldersQuery = queryOptions<KeyHolder[]>({ queryKey: itemQueryKey('keyHolder') });
