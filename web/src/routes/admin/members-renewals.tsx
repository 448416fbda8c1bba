import { todayInMembershipTimeZone } from '@roca/contract/membership';
import { useCan } from '#web/lib/auth/use-staff-role';
import { RenewalsScreen } from '#web/features/members/components/renewals-screen';
import { MembersCounts } from '#web/features/members/components/members-counts';
import { CountsOnlyNotice, MembersPage } from '#web/features/members/components/members-page';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Renewals' };
export const meta = () => staffMeta('Members to remind that their membership is due.');

/** Personal data: Admin and Super see the register; other staff see its counts only (docs/decisions/009). */
export default function AdminMembersRenewalsPage() {
  const canManage = useCan('manageMembers');
  return (
    <MembersPage title="Renewals" description="Members to remind that their membership is due." showSections={canManage}>
      {canManage ? (
        <RenewalsScreen />
      ) : (
        <>
          <CountsOnlyNotice />
          <MembersCounts date={todayInMembershipTimeZone()} />
        </>
      )}
    </MembersPage>
  );
}
