import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in prerendered HTML and during hydration, true once React runs the page. A prerendered
 * form uses it to stay disabled until its handlers are attached: before that, pressing Sign In
 * would submit it natively (a GET with the password in the URL), and text typed into it would be
 * reset by hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
