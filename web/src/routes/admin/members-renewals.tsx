import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useNavigate } from 'react-router';
import { todayInVancouver } from '@roca/contract/days';
import { useCan } from '#web/lib/auth/use-staff-role';
import { ComposeForm } from '#web/features/mail/components/compose-form';
import { RenewalsScreen } from '#web/features/members/components/renewals-screen';
import { MembersCounts } from '#web/features/members/components/members-counts';
import { CountsOnlyNotice, MembersPage } from '#web/features/members/components/members-page';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Renewals' };
export const meta = () => staffMeta('Members to remind that their membership is due.');

/**
 * Personal data: Admin and Super see the register; other staff see its counts only (docs/decisions/009).
 * The notice goes through the outbox (docs/mail.md), to the renewal list who chose renewal reminders.
 */
export default function AdminMembersRenewalsPage() {
  const canManage = useCan('manageMembers');
  const navigate = useNavigate();
  return (
    <MembersPage title="Renewals" description="Members to remind that their membership is due." showSections={canManage}>
      {canManage ? (
        <RenewalsScreen
          renderSend={(notice) => (
            <ComposeForm
              label="Renewal notice"
              fixed={{ topic: 'renewals', audience: 'renewals' }}
              initial={notice}
              submitLabel="Send the renewal notice"
              onSent={(send) => void navigate(`${STAFF_PATHS.mail}?${new URLSearchParams({ send: send.id })}`)}
            />
          )}
        />
      ) : (
        <>
          <CountsOnlyNotice />
          <MembersCounts date={todayInVancouver()} />
        </>
      )}
    </MembersPage>
  );
}
