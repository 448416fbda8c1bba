import type { SignInLockout } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button';
import { DataState } from '#web/components/admin/data-state';
import { formatDateTime } from '#web/lib/dates';
import { signInLockoutsQuery } from '#web/lib/queries/users';
import { useClearLockout } from '#web/features/admin-users/api/users';

const lockoutName = (lockout: SignInLockout) => (lockout.kind === 'account' ? `Username ${lockout.label}` : `Address ${lockout.label}`);

/**
 * Manage Users, for Admins: who the sign-in throttle refuses right now (an account tried by
 * strangers, or a client address with too many failures), and a Clear button that lets them in
 * again at once (docs/security.md, "Sign-in throttling").
 */
export function SignInLockouts() {
  const list = useQuery(signInLockoutsQuery);
  const clear = useClearLockout();

  return (
    <section aria-labelledby="sign-in-lockouts" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="sign-in-lockouts" className="text-lg font-semibold text-gray-900">
        Sign-in Lockouts
      </h2>
      <div className="mt-3">
        <DataState
          query={list}
          loading="Loading lockouts..."
          error="Error loading lockouts"
          empty={{ text: 'Nobody is locked out of signing in.' }}
        >
          {(lockouts) => (
            <ul className="divide-y divide-gray-100">
              {lockouts.map((lockout) => (
                <li key={lockout.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="font-medium wrap-anywhere text-gray-900">{lockoutName(lockout)}</p>
                    <p className="text-sm text-gray-700">
                      {lockout.failures} failed {lockout.failures === 1 ? 'attempt' : 'attempts'} · locked until{' '}
                      {formatDateTime(lockout.lockedUntil)}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={clear.isPending}
                    onClick={() => clear.mutate(lockout)}
                    aria-label={`Clear lockout of ${lockout.label}`}
                  >
                    Clear
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </div>
    </section>
  );
}
