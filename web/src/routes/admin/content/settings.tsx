import { SiteSettingsScreen } from '#web/features/content/components/site-settings-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Site settings' };
export const meta = () => staffMeta("Edit the association's name, contacts and links.");

export default function ContentSiteSettingsPage() {
  const canEdit = useCan('editContent');
  return <SiteSettingsScreen canEdit={canEdit} />;
}
