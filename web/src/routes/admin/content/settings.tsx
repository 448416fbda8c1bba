import { SiteSettingsScreen } from '../../../features/content/components/site-settings-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { pageMeta } from '../../../lib/page-meta';

export const meta = () => pageMeta('Site settings', "Edit the association's name, contacts and links.", { noindex: true });

export default function ContentSiteSettingsPage() {
  const canEdit = useCan('editContent');
  return <SiteSettingsScreen canEdit={canEdit} />;
}
