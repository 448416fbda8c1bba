import type { SiteNames } from '@roca/contract/content/site-settings';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '#web/lib/auth/session-provider';
import { siteNamesQuery, siteSettingsQuery } from '#web/lib/queries/content';

/**
 * The association's names as staff stored them, for the panel's header, footer and tab titles.
 * Signed in, they come with the settings the Content area edits (so a save shows at once); on the
 * screens anyone may open (sign-in, forgot password) from the public names read. Undefined while
 * they load.
 */
export function useSiteNames(): SiteNames | undefined {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const settings = useQuery({ ...siteSettingsQuery, enabled: signedIn });
  const names = useQuery({ ...siteNamesQuery, enabled: status === 'signed-out' });
  return signedIn ? settings.data : names.data;
}

export const useAssociationName = (): string | undefined => useSiteNames()?.associationName;
