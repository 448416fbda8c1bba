import { ViewOnlyNotice } from '../../components/admin/view-only-notice';
import { UsersManager } from '../../features/admin-users/components/users-manager';
import { useSession } from '../../features/auth/session-provider';
import { useCan, useStaffRole } from '../../features/auth/use-staff-role';
import { pageMeta } from '../../lib/page-meta';

export const meta = () => pageMeta('Manage Users', 'Staff accounts of the administration panel.', { noindex: true });

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
