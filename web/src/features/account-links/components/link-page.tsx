import type { ReactNode } from 'react';
import { AccountCard, BackToLogin, LinkRefused } from './account-card';
import { useLinkCheck } from './use-link-check';

/**
 * The page of a link e-mailed to staff: checks the link's code first, then shows `children` with
 * what the link is for, or the server's refusal (expired, used, changed) and `whenRefused`.
 */
export function LinkPage<T>({
  title,
  check,
  checking,
  whenRefused,
  children,
}: {
  title: string;
  check: (token: string) => Promise<T>;
  checking: string;
  whenRefused?: ReactNode;
  children: (link: T, token: string) => ReactNode;
}) {
  const state = useLinkCheck(check);
  if (state.status === 'valid') return children(state.link, state.token);
  return (
    <AccountCard title={title}>
      {state.status === 'checking' ? (
        <p role="status" className="text-sm text-gray-700">
          {checking}
        </p>
      ) : (
        <LinkRefused message={state.message}>{whenRefused}</LinkRefused>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
