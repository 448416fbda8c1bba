import type { Handover, HandoverInput, KeyHolder, KeyHolderInput, OutgoingAction } from '@roca/contract/handover';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { handoversQuery, keyHoldersQuery } from '#web/lib/queries/handover';
import { invitationsQuery, usersQuery } from '#web/lib/queries/users';

const handoverPath = (id: string, step = '') => `/api/handovers/${encodeURIComponent(id)}${step}`;
// A step changes accounts and invitations too: Manage Users and the Control Panel read them again.
const invalidates = [handoversQuery.queryKey, usersQuery.queryKey, invitationsQuery.queryKey];

export const useStartHandover = () =>
  useApiMutation({
    request: (input: HandoverInput) => apiRequest<Handover>('POST', '/api/handovers', input),
    invalidates,
    success: (handover) => ({
      title: 'Handover started',
      description:
        handover.incoming.state === 'account'
          ? `${handover.position}: next, transfer the role.`
          : `${handover.position}: an invitation went to ${handover.incoming.email}.`,
    }),
    failure: 'Failed to start the handover',
  });

export const useTransferRole = () =>
  useApiMutation({
    request: (handover: Handover) => apiRequest<Handover>('POST', handoverPath(handover.id, '/transfer')),
    invalidates,
    success: (handover) => ({
      title: 'Role transferred',
      description: `${handover.incoming.firstName} ${handover.incoming.lastName} is now ${handover.role}, ${handover.position}.`,
    }),
    failure: 'Failed to transfer the role',
  });

const OUTGOING_DONE: Record<OutgoingAction, string> = { demote: 'demoted to Read Only', deactivate: 'deactivated', delete: 'deleted' };

export const useRetireOutgoing = () =>
  useApiMutation({
    request: ({ handover, action }: { handover: Handover; action: OutgoingAction }) =>
      apiRequest<Handover>('POST', handoverPath(handover.id, '/outgoing'), { action }),
    invalidates,
    success: (handover, { action }) => ({
      title: 'Outgoing account updated',
      description: `${handover.outgoing?.username ?? 'The outgoing account'} was ${OUTGOING_DONE[action]}.`,
    }),
    failure: 'Failed to update the outgoing account',
  });

export const useMarkExecutiveUpdated = () =>
  useApiMutation({
    request: (handover: Handover) => apiRequest<Handover>('POST', handoverPath(handover.id, '/executive')),
    invalidates: [handoversQuery.queryKey],
    success: (handover) => ({ title: 'Executive page marked as updated', description: `The ${handover.position} handover is recorded.` }),
    failure: 'Failed to record the step',
  });

export const useDeleteHandover = () =>
  useApiMutation({
    request: (handover: Handover) => apiRequest<void>('DELETE', handoverPath(handover.id)),
    invalidates,
    success: (_, handover) => ({ title: 'Handover removed', description: `The ${handover.position} handover is no longer listed.` }),
    failure: 'Failed to remove the handover',
  });

const keyPath = (id: string) => `/api/key-holders/${encodeURIComponent(id)}`;
const keyInvalidates = [keyHoldersQuery.queryKey];

export const useCreateKeyHolder = () =>
  useApiMutation({
    request: (input: KeyHolderInput) => apiRequest<KeyHolder>('POST', '/api/key-holders', input),
    invalidates: keyInvalidates,
    success: (key) => ({ title: 'Key added', description: `${key.name} is on the checklist.` }),
    failure: 'Failed to add the key',
  });

export const useUpdateKeyHolder = () =>
  useApiMutation({
    request: ({ id, input }: { id: string; input: KeyHolderInput }) => apiRequest<KeyHolder>('PUT', keyPath(id), input),
    invalidates: keyInvalidates,
    success: (key) => ({ title: 'Key updated', description: `${key.name} was saved.` }),
    failure: 'Failed to update the key',
  });

export const useDeleteKeyHolder = () =>
  useApiMutation({
    request: (key: KeyHolder) => apiRequest<void>('DELETE', keyPath(key.id)),
    invalidates: keyInvalidates,
    success: (_, key) => ({ title: 'Key removed', description: `${key.name} is no longer on the checklist.` }),
    failure: 'Failed to remove the key',
  });
