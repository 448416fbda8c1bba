import { STAFF_PATHS } from '@roca/contract/staff-paths';

/** Where a staff member goes after signing in when no page sent them to /login. */
const DEFAULT_STAFF_PAGE = STAFF_PATHS.controlPanel;

/** /login?redirect=... for a visitor stopped on its way to `path`. */
export const loginPathFor = (path: string) => `${STAFF_PATHS.login}?redirect=${encodeURIComponent(path)}`;

/** The ?redirect= target, only if it is a path on this site (never another origin). */
export function safeRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : DEFAULT_STAFF_PAGE;
}
