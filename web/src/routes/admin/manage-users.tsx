import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { UsersManager } from '#web/features/admin-users/components/users-manager';
import { useSession } from '#web/lib/auth/session-provider';
import { useCan, useStaffRole } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Manage Users' };
export const meta = () => staffMeta('Staff accounts of the administration panel.');

export default function ManageUsersPage() {
  const role = useStaffRole();
  const canChangeUsers = useCan('editUsers');
  const { user } = useSession();
  return (
    <>
      {!canChangeUsers && <ViewOnlyNotice />}
      <UsersManager actorRole={role} actorId={user?.id} />
    </>
  );
}
