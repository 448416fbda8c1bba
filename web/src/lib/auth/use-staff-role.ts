import { can, type Permission, type Role } from '@roca/contract';
import { useSession } from './session-provider';

/** The signed-in person's role; a missing current user counts as Read Only (docs/requirements.md, "Roles"). */
export function useStaffRole(): Role {
  return useSession().user?.role ?? 'Read Only';
}

/** Whether the signed-in person's role has this permission (the same table the server enforces). */
export function useCan(permission: Permission): boolean {
  return can(useStaffRole(), permission);
}
