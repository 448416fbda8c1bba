import { useEffect, useState } from 'react';
import { errorMessage } from '#web/lib/api-client';
import { useHydrated } from '#web/lib/use-hydrated';

const NO_CODE = 'This page opens from the link in an e-mail, and this address has no code: open the link again from the e-mail.';

export type LinkCheck<T> = { status: 'checking' } | { status: 'valid'; token: string; link: T } | { status: 'refused'; message: string };

/**
 * The code of the link this page was opened from (after '#', never sent to a server by the
 * browser), checked with the server before the page offers anything. The screens are prerendered
 * without a code, so the check starts once the page runs.
 */
export function useLinkCheck<T>(check: (token: string) => Promise<T>): LinkCheck<T> {
  const hydrated = useHydrated();
  const [state, setState] = useState<LinkCheck<T>>({ status: 'checking' });
  useEffect(() => {
    if (!hydrated) return;
    const token = window.location.hash.slice(1);
    let current = true;
    (token ? check(token) : Promise.reject(new Error(NO_CODE))).then(
      (link) => current && setState({ status: 'valid', token, link }),
      (err: unknown) => current && setState({ status: 'refused', message: errorMessage(err) }),
    );
    return () => {
      current = false;
    };
  }, [hydrated, check]);
  return state;
}
