import { useQuery } from '@tanstack/react-query';
import { DataState } from '#web/components/admin/data-state';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { InboxNotifications } from '#web/features/admin-users/components/inbox-notifications';
import { PasswordChangeForm } from '#web/features/admin-users/components/password-change-form';
import { RecoveryEmailForm } from '#web/features/admin-users/components/recovery-email-form';
import { UserFacts } from '#web/features/admin-users/components/user-facts';
import { useSession } from '#web/lib/auth/session-provider';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';
import { usersQuery } from '#web/lib/queries/users';

export const handle: StaffScreenHandle = { title: 'My Account' };
export const meta = () => staffMeta('Your staff account, its recovery e-mail and its password.');

/**
 * /admin/account: every staff member's own account, where they set the recovery e-mail their reset
 * links go to and change their password, each with their current password.
 */
export default function AccountPage() {
  const { user: me } = useSession();
  const users = useQuery(usersQuery);
  const worksInbox = useCan('workInbox');
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeader
        title="My Account"
        description="Your staff account, where a link goes if you forget your password, and the password itself."
      />
      <DataState query={users} loading="Loading your account..." error="Error loading your account">
        {(list) => {
          const user = list.find((candidate) => candidate.id === me?.id);
          if (!user) return null;
          return (
            <>
              <section
                aria-labelledby="account-details"
                className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm wrap-anywhere"
              >
                <h2 id="account-details" className="text-lg font-semibold text-gray-900">
                  {user.firstName} {user.lastName}
                </h2>
                <p className="text-sm text-gray-700">
                  @{user.username} · {user.role}
                </p>
                <UserFacts user={user} />
              </section>
              <div className="rounded-lg bg-white shadow-sm">
                <RecoveryEmailForm user={user} own />
              </div>
              <div className="rounded-lg bg-white shadow-sm">
                <PasswordChangeForm user={user} />
              </div>
              {worksInbox && <InboxNotifications user={user} />}
            </>
          );
        }}
      </DataState>
    </div>
  );
}
