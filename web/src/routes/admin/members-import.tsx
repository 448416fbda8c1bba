import { todayInVancouver } from '@roca/contract/days';
import { useCan } from '#web/lib/auth/use-staff-role';
import { ImportScreen } from '#web/features/members/components/import-screen';
import { MembersCounts } from '#web/features/members/components/members-counts';
import { CountsOnlyNotice, MembersPage } from '#web/features/members/components/members-page';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Import payments' };
export const meta = () => staffMeta("Match the payment provider's CSV to the register.");

/** Personal data: Admin and Super see the register; other staff see its counts only (docs/decisions/009). */
export default function AdminMembersImportPage() {
  const canManage = useCan('manageMembers');
  return (
    <MembersPage title="Import payments" description="Match the payment provider's CSV to the register." showSections={canManage}>
      {canManage ? (
        <ImportScreen />
      ) : (
        <>
          <CountsOnlyNotice />
          <MembersCounts date={todayInVancouver()} />
        </>
      )}
    </MembersPage>
  );
}
