import type { Handover, KeyHolder } from '@roca/contract/handover';
import { queryOptions } from '@tanstack/react-query';

/** The AGM handovers, newest first (GET /api/handovers, Admins only). */
export const handoversQuery = queryOptions<Handover[]>({ queryKey: ['/api/handovers'] });

/** The checklist of keys held outside the site (GET /api/key-holders, Admins only). */
export const keyHoldersQuery = queryOptions<KeyHolder[]>({ queryKey: ['/api/key-holders'] });
