import type { PublicUser, SignInLockout, UserCreateInput, UserUpdateInput } from '@roca/contract';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { signInLockoutsQuery, usersQuery } from '#web/lib/queries/users';

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
