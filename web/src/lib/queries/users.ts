import type { PublicUser, SignInLockout } from '@roca/contract';
import type { Invitation } from '@roca/contract/account-links';
import { queryOptions } from '@tanstack/react-query';
import { itemQueryKey } from './item-kinds';

/** The staff accounts (GET /api/users): Manage Users, the Control Panel's count, the audit log's filter. */
export const usersQuery = queryOptions<PublicUser[]>({ queryKey: itemQueryKey('user') });

/** Accounts and addresses the sign-in throttle refuses now (GET /api/login/lockouts, Admins only). */
export const signInLockoutsQuery = queryOptions<SignInLockout[]>({ queryKey: ['/api/login/lockouts'] });

/** Invitations not yet taken up or withdrawn (GET /api/invitations, Admins and Supers). */
export const invitationsQuery = queryOptions<Invitation[]>({ queryKey: itemQueryKey('invitation') });
