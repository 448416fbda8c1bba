import { todayInVancouver } from '@roca/contract/days';
import { useCan } from '#web/lib/auth/use-staff-role';
import { ExportScreen } from '#web/features/members/components/export-screen';
import { MembersCounts } from '#web/features/members/components/members-counts';
import { CountsOnlyNotice, MembersPage } from '#web/features/members/components/members-page';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Export' };
export const meta = () => staffMeta('The register with payments, as CSV or JSON.');

/** Personal data: Admin and Super see the register; other staff see its counts only (docs/decisions/009). */
export default function AdminMembersExportPage() {
  const canManage = useCan('manageMembers');
  return (
    <MembersPage title="Export" description="The register with payments, as CSV or JSON." showSections={canManage}>
      {canManage ? (
        <ExportScreen />
      ) : (
        <>
          <CountsOnlyNotice />
          <MembersCounts date={todayInVancouver()} />
        </>
      )}
    </MembersPage>
  );
}
