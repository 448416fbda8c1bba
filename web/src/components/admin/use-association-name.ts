import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../features/auth/session-provider';
import { siteNamesQuery, siteSettingsQuery } from '../../lib/queries/content';

/**
 * The association's name as staff stored it, for the panel's header and footer. Signed in, it
 * comes with the settings the Content area edits (so a save shows at once); on the screens anyone
 * may open (sign-in, forgot password) from the public names read. Undefined while it loads.
 */
export function useAssociationName(): string | undefined {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const settings = useQuery({ ...siteSettingsQuery, enabled: signedIn });
  const names = useQuery({ ...siteNamesQuery, enabled: status === 'signed-out' });
  return (signedIn ? settings.data : names.data)?.associationName;
}
