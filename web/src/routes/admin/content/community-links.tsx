import { ContentListScreen } from '../../../features/content/components/content-list-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '../../../lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Community links' };
export const meta = () => staffMeta('Edit the community links.');

export default function ContentCommunityLinksPage() {
  const canEdit = useCan('editContent');
  return <ContentListScreen list="community-links" canEdit={canEdit} />;
}
