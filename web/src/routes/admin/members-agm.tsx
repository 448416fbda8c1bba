import { useCan } from '#web/lib/auth/use-staff-role';
import { AgmScreen } from '#web/features/members/components/agm-screen';
import { CountsOnlyNotice, MembersPage } from '#web/features/members/components/members-page';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'AGM' };
export const meta = () => staffMeta('Voting members, quorum and the voter list.');

/** Every staff role sees the AGM figures; only Admin and Super see the voter list (docs/decisions/009). */
export default function AdminMembersAgmPage() {
  const canManage = useCan('manageMembers');
  return (
    <MembersPage title="AGM" description="Voting members, quorum and the voter list for a meeting date." showSections={canManage}>
      {!canManage && <CountsOnlyNotice />}
      <AgmScreen canSeeNames={canManage} />
    </MembersPage>
  );
}
