import { todayInMembershipTimeZone } from '@roca/contract/membership';
import { useCan } from '../../features/auth/use-staff-role';
import { ImportScreen } from '../../features/members/components/import-screen';
import { MembersCounts } from '../../features/members/components/members-counts';
import { CountsOnlyNotice, MembersPage } from '../../features/members/components/members-page';
import { pageMeta } from '../../lib/page-meta';

export const meta = () => pageMeta('Import payments', "Match the payment provider's CSV to the register.", { noindex: true });

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
          <MembersCounts date={todayInMembershipTimeZone()} />
        </>
      )}
    </MembersPage>
  );
}
