import { ITEM_KINDS } from '@roca/contract/item-kinds';
import type { JoinReceivedInput, JoinSettings, PendingJoin } from '@roca/contract/joins';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { joinSettingsQuery, pendingJoinsQuery } from '#web/lib/queries/joins';
import { memberLists } from '#web/lib/queries/members';

/** The answer of POST /api/joins/{reference}/received: the member it made or renewed. */
type JoinReceived = { reference: string; memberId: string; year: number };

/** A join marked received becomes a member with a payment: the joins and every read of the register are stale. */
export const useMarkJoinReceived = () =>
  useApiMutation({
    request: ({ join, input }: { join: PendingJoin; input: JoinReceivedInput }) =>
      apiRequest<JoinReceived>('POST', `/api/joins/${encodeURIComponent(join.reference)}/received`, input),
    invalidates: [pendingJoinsQuery.queryKey, memberLists],
    success: (_, { join }) => ({
      title: 'Payment received',
      description: `${join.memberName} is a member for ${join.year}; the receipt is on its way.`,
    }),
    failure: ({ join }) => `Failed to mark ${join.reference} received`,
  });

export const useSaveJoinSettings = () =>
  useApiMutation({
    request: (settings: JoinSettings) => apiRequest<JoinSettings>('PUT', ITEM_KINDS.joinSettings.route, settings),
    invalidates: [joinSettingsQuery.queryKey],
    success: ({ fee }) => ({
      title: 'Join settings saved',
      description: `Joining costs $${fee.value} ${fee.currency_code}; the membership page is being republished.`,
    }),
    failure: 'Failed to save the join settings',
  });
