import type { InboxItem, InboxSettings } from '@roca/contract/inbox';
import { INBOX_OUTCOME_LABELS, type InboxOutcome, type InboxPosition } from '@roca/contract/inbox-choices';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { inboxReads, inboxSettingsQuery } from '#web/lib/queries/inbox';
import { itemQueryKey } from '#web/lib/queries/item-kinds';

/**
 * The staff actions on an inbox item (docs/inbox.md, "For staff"): each one POSTs to the item and
 * makes every inbox read stale (the list, the item, the Control Panel's counts).
 */
const post = (id: string, action: string, body?: unknown) =>
  apiRequest<InboxItem>('POST', `/api/inbox/${encodeURIComponent(id)}/${action}`, body);

const invalidates = [inboxReads];

export const useAssignItem = () =>
  useApiMutation({
    request: ({ id, position }: { id: string; position: InboxPosition }) => post(id, 'assign', { position }),
    invalidates,
    success: (item) => ({
      title: 'Item assigned',
      description: `${item.id} is with the ${item.position}; its holders are told by e-mail.`,
    }),
    failure: 'Failed to assign the item',
  });

export const useReplyToItem = () =>
  useApiMutation({
    request: ({ id, body }: { id: string; body: string }) => post(id, 'replies', { body }),
    invalidates,
    success: (item) => ({ title: 'Reply sent', description: `On its way to ${item.sender.email}; the item waits for their answer.` }),
    failure: 'Failed to send the reply',
  });

export const useRecordAnswer = () =>
  useApiMutation({
    request: ({ id, body }: { id: string; body: string }) => post(id, 'received', { body }),
    invalidates,
    success: 'Their answer is in the thread',
    failure: 'Failed to add their answer',
  });

export const useAddNote = () =>
  useApiMutation({
    request: ({ id, body }: { id: string; body: string }) => post(id, 'notes', { body }),
    invalidates,
    success: 'Note added',
    failure: 'Failed to add the note',
  });

export const useSetWaiting = () =>
  useApiMutation({
    request: ({ id, status }: { id: string; status: 'assigned' | 'waiting' }) => post(id, 'status', { status }),
    invalidates,
    success: (item) => ({ title: item.status === 'waiting' ? 'Marked as waiting for the resident' : 'Marked as assigned' }),
    failure: 'Failed to change the status',
  });

export const useCloseItem = () =>
  useApiMutation({
    request: ({ id, outcome, note }: { id: string; outcome: InboxOutcome; note: string }) => post(id, 'close', { outcome, note }),
    invalidates,
    success: (item) => ({ title: 'Item closed', description: `Outcome: ${INBOX_OUTCOME_LABELS[item.outcome!]}.` }),
    failure: 'Failed to close the item',
  });

export const useReopenItem = () =>
  useApiMutation({
    request: (id: string) => post(id, 'reopen'),
    invalidates,
    success: 'Item reopened',
    failure: 'Failed to reopen the item',
  });

export const useAcceptItem = () =>
  useApiMutation({
    request: (id: string) => post(id, 'accept'),
    // The draft entry is a new item of its list too.
    invalidates: [...invalidates, itemQueryKey('business'), itemQueryKey('communityLink')],
    success: () => ({ title: 'Draft entry created', description: 'Check it in the Content area, untick Draft and save to publish it.' }),
    failure: 'Failed to accept the request',
  });

export const useSaveInboxSettings = () =>
  useApiMutation({
    request: (settings: InboxSettings) => apiRequest<InboxSettings>('PUT', '/api/inbox/settings', settings),
    invalidates: [inboxSettingsQuery.queryKey],
    success: 'Inbox settings saved',
    failure: 'Failed to save the inbox settings',
  });
