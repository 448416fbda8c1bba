import { todayInVancouver } from '@roca/contract/days';
import { useCan } from '#web/lib/auth/use-staff-role';
import { JoinSettingsCard } from '#web/features/members/components/join-settings-card';
import { MembersCounts } from '#web/features/members/components/members-counts';
import { CountsOnlyNotice, MembersPage } from '#web/features/members/components/members-page';
import { PayPalStatusLine } from '#web/features/members/components/paypal-status-line';
import { PendingJoins } from '#web/features/members/components/pending-joins';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Joins' };
export const meta = () => staffMeta('Join forms sent online: mark e-Transfers, cheques and cash received.');

/**
 * Pending joins are personal data: Admin and Super see them and mark them received, as the API
 * allows (GET /api/joins); other staff see the register's counts only (docs/decisions/009 and 016).
 */
export default function AdminMembersJoinsPage() {
  const canManage = useCan('manageMembers');
  const canEditSettings = useCan('editJoinSettings');
  return (
    <MembersPage title="Joins" description="Join forms sent online: mark e-Transfers, cheques and cash received." showSections={canManage}>
      {canManage ? (
        <>
          <PayPalStatusLine />
          <JoinSettingsCard canEdit={canEditSettings} />
          <PendingJoins />
        </>
      ) : (
        <>
          <CountsOnlyNotice />
          <MembersCounts date={todayInVancouver()} />
        </>
      )}
    </MembersPage>
  );
}
