import type { PublicUser } from '@roca/contract';
import { ACTIVE_ADMINS, isActiveAdmin } from '@roca/contract/staff-accounts';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Link } from 'react-router';
import { useSession } from '#web/lib/auth/session-provider';

/**
 * The Control Panel's reminders about getting back in (docs/decisions/017): fewer than two active
 * Admins (signed in within the year, with a verified recovery e-mail), and the signed-in person's
 * own account without a recovery e-mail. Each stays until it is put right.
 */
export function AccountWarnings({ users }: { users: PublicUser[] }) {
  const { user: me } = useSession();
  const activeAdmins = users.filter((user) => isActiveAdmin(user)).length;
  const mine = users.find((user) => user.id === me?.id);
  const warnings = [
    activeAdmins < ACTIVE_ADMINS.minimum && (
      <>
        Fewer than two active Admins: {activeAdmins === 0 ? 'none' : 'only one'} signed in within the last year with a confirmed recovery
        e-mail. If nobody can get in, only the owners of the Firebase project can create an Admin. Make sure two people are{' '}
        <Link to={STAFF_PATHS.manageUsers} className="font-medium underline">
          active Admins
        </Link>
        .
      </>
    ),
    mine && !mine.hasRecoveryEmail && (
      <>
        Your account has no recovery e-mail, so a forgotten password waits for an Admin. Add one in{' '}
        <Link to={STAFF_PATHS.account} className="font-medium underline">
          My Account
        </Link>
        .
      </>
    ),
  ].filter(Boolean);
  if (warnings.length === 0) return null;
  return (
    <section aria-label="Warnings" className="mt-6 space-y-2">
      {warnings.map((warning, index) => (
        <p key={index} className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {warning}
        </p>
      ))}
    </section>
  );
}
