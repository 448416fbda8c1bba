import type { PublicUser } from '@roca/contract';
import { isUnusedForAYear } from '@roca/contract/staff-accounts';
import { formatDateTime } from '#web/lib/dates';

/**
 * What a user's card says about the account besides its name and role: the position, the last
 * sign-in (flagged after a year without one), whether it is deactivated, and its recovery e-mail
 * (the address itself only for Admins and the owner: the API leaves it out for others).
 */
export function UserFacts({ user }: { user: PublicUser }) {
  const unused = isUnusedForAYear(user);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {user.position && (
        <>
          <dt className="text-gray-700">Position</dt>
          <dd className="text-gray-900">{user.position}</dd>
        </>
      )}
      <dt className="text-gray-700">Last sign-in</dt>
      <dd className="text-gray-900">
        {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'}
        {unused && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">Unused for a year</span>
        )}
      </dd>
      <dt className="text-gray-700">Recovery e-mail</dt>
      <dd className="text-gray-900">
        {user.recoveryEmail ?? (user.hasRecoveryEmail ? 'Set' : <span className="font-medium text-red-800">None</span>)}
        {user.pendingRecoveryEmail && <span className="block text-gray-700">Waiting for confirmation: {user.pendingRecoveryEmail}</span>}
      </dd>
      {!user.active && (
        <>
          <dt className="text-gray-700">Status</dt>
          <dd className="font-medium text-red-800">Deactivated: cannot sign in</dd>
        </>
      )}
    </dl>
  );
}
