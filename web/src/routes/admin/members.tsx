import { todayInVancouver } from '@roca/contract/days';
import { useCan } from '#web/lib/auth/use-staff-role';
import { RegisterScreen } from '#web/features/members/components/register-screen';
import { MembersCounts } from '#web/features/members/components/members-counts';
import { CountsOnlyNotice, MembersPage } from '#web/features/members/components/members-page';
import { PayPalStatusLine } from '#web/features/members/components/paypal-status-line';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Members' };
export const meta = () => staffMeta('The register of members, with their payments.');

/**
 * Personal data: Admin and Super see the register, and how joining online is paid (the PayPal
 * status line); other staff see its counts only (docs/decisions/009).
 */
export default function AdminMembersPage() {
  const canManage = useCan('manageMembers');
  return (
    <MembersPage title="Members" description="The register of members, with their payments." showSections={canManage}>
      {canManage ? <PayPalStatusLine /> : <CountsOnlyNotice />}
      <MembersCounts date={todayInVancouver()} />
      {canManage && <RegisterScreen />}
    </MembersPage>
  );
}
