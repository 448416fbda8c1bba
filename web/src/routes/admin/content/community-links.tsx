import { ContentListScreen } from '#web/features/content/components/content-list-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Community links' };
export const meta = () => staffMeta('Edit the community links.');

export default function ContentCommunityLinksPage() {
  const canEdit = useCan('editContent');
  return <ContentListScreen list="community-links" canEdit={canEdit} />;
}
