import type { PublicUser, SignInLockout, UserCreateInput, UserUpdateInput } from '@roca/contract';
import type { Invitation, InvitationInput, PasswordChangeInput, RecoveryEmailInput } from '@roca/contract/account-links';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { invitationsQuery, signInLockoutsQuery, usersQuery } from '#web/lib/queries/users';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;
const invalidates = [usersQuery.queryKey];

export const useCreateUser = () =>
  useApiMutation({
    request: (input: UserCreateInput) => apiRequest<PublicUser>('POST', '/api/users', input),
    invalidates,
    success: (user) => ({ title: 'User created', description: `${user.firstName} ${user.lastName} can now sign in as ${user.username}.` }),
    failure: 'Failed to create user',
  });

export const useUpdateUser = () =>
  useApiMutation({
    request: ({ id, input }: { id: string; input: UserUpdateInput }) => apiRequest<PublicUser>('PUT', userPath(id), input),
    invalidates,
    success: (user) => ({ title: 'User updated', description: `${user.firstName} ${user.lastName} was saved.` }),
    failure: 'Failed to update user',
  });

export const useDeleteUser = () =>
  useApiMutation({
    request: (user: PublicUser) => apiRequest<void>('DELETE', userPath(user.id)),
    invalidates,
    success: (_, user) => ({ title: 'User deleted', description: `${user.username} can no longer sign in.` }),
    failure: 'Failed to delete user',
  });

export const useClearLockout = () =>
  useApiMutation({
    request: (lockout: SignInLockout) => apiRequest<void>('DELETE', `/api/login/lockouts/${encodeURIComponent(lockout.id)}`),
    invalidates: [signInLockoutsQuery.queryKey],
    success: (_, lockout) => ({ title: 'Lockout cleared', description: `${lockout.label} can sign in again.` }),
    failure: 'Failed to clear lockout',
  });

/** A new recovery e-mail waits for its confirmation link (sent to it) before it counts; one's own needs the current password. */
export const useRequestRecoveryEmail = () =>
  useApiMutation({
    request: ({ id, input }: { id: string; input: RecoveryEmailInput }) =>
      apiRequest<PublicUser>('PUT', `${userPath(id)}/recovery-email`, input),
    invalidates,
    success: (_, { input: { email } }) => ({
      title: 'Confirmation link sent',
      description: `Open the link sent to ${email}: the address counts once it is confirmed.`,
    }),
    failure: 'Failed to change the recovery e-mail',
  });

/** One's own new password, with the current one: every session ends, this one too (the screen signs out). */
export const useChangeOwnPassword = () =>
  useApiMutation({
    request: ({ id, input }: { id: string; input: PasswordChangeInput }) => apiRequest<void>('PUT', `${userPath(id)}/password`, input),
    invalidates: [],
    success: () => ({
      title: 'Password changed',
      description: 'Every device was signed out, this one too. Sign in with your new password.',
    }),
    failure: 'Failed to change the password',
  });

export const useInviteUser = () =>
  useApiMutation({
    request: (input: InvitationInput) => apiRequest<Invitation>('POST', '/api/invitations', input),
    invalidates: [invitationsQuery.queryKey],
    success: (invitation) => ({ title: 'Invitation sent', description: `An invitation went to ${invitation.email}.` }),
    failure: 'Failed to send the invitation',
  });

export const useRevokeInvitation = () =>
  useApiMutation({
    request: (invitation: Invitation) => apiRequest<void>('DELETE', `/api/invitations/${encodeURIComponent(invitation.id)}`),
    invalidates: [invitationsQuery.queryKey],
    success: (_, invitation) => ({ title: 'Invitation withdrawn', description: `The link sent to ${invitation.email} no longer works.` }),
    failure: 'Failed to withdraw the invitation',
  });
