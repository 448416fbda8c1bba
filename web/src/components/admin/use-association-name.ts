import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../features/auth/session-provider';
import { siteSettingsQuery } from '../../lib/queries/content';

/**
 * The association's name as staff stored it (site settings), for the panel's header and footer.
 * Only staff may read the settings, so the screens anyone can open (sign-in, forgot password)
 * have no name to show: undefined there and while it loads.
 */
export function useAssociationName(): string | undefined {
  const { status } = useSession();
  return useQuery({ ...siteSettingsQuery, enabled: status === 'signed-in' }).data?.associationName;
}
