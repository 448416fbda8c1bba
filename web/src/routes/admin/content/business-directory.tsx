import { ContentListScreen } from '#web/features/content/components/content-list-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Business directory' };
export const meta = () => staffMeta('Edit the business directory.');

export default function ContentBusinessDirectoryPage() {
  const canEdit = useCan('editContent');
  return <ContentListScreen list="business-directory" canEdit={canEdit} />;
}
