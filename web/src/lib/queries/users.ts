import type { PublicUser } from '@roca/contract';
import { queryOptions } from '@tanstack/react-query';

/** The staff accounts (GET /api/users): Manage Users, the Control Panel's count, the audit log's filter. */
export const usersQuery = queryOptions<PublicUser[]>({ queryKey: ['/api/users'] });
