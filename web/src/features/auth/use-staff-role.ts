import type { Role } from '@roca/contract';
import { useSession } from './session-provider';

/** The signed-in person's role; a missing current user counts as Read Only (spec section 6). */
export function useStaffRole(): Role {
  return useSession().user?.role ?? 'Read Only';
}
