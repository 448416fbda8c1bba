import type { JoinSettings, JoinsStatus, PendingJoin } from '@roca/contract/joins';
import { queryOptions } from '@tanstack/react-query';
import { itemQueryKey } from './item-kinds';

/**
 * Joining online as staff read it (docs/members.md, "Joining online"): the pending joins, the join
 * settings and how the site takes payments. Admin and Super only: pending joins are personal data.
 *
 * Joins arrive from the public form and PayPal pays them without this tab doing anything, so the
 * list and the status are read again each time a screen shows them (`staleTime: 0`).
 */
export const pendingJoinsQuery = queryOptions<PendingJoin[]>({ queryKey: ['/api/joins'], staleTime: 0 });

/** GET /api/joins/status: whether PayPal's REST app is set up, and when its last webhook arrived. */
export const joinsStatusQuery = queryOptions<JoinsStatus>({ queryKey: ['/api/joins/status'], staleTime: 0 });

/** GET /api/joins/settings: the fee, the e-Transfer address and the days an unpaid join waits. */
export const joinSettingsQuery = queryOptions<JoinSettings>({ queryKey: itemQueryKey('joinSettings') });
