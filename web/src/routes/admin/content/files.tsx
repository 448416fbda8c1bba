import { SiteFilesScreen } from '#web/features/content/components/site-files-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Files' };
export const meta = () => staffMeta('Replace the documents, maps and slides of the public pages.');

export default function ContentFilesPage() {
  const canEdit = useCan('editContent');
  return <SiteFilesScreen canEdit={canEdit} />;
}
