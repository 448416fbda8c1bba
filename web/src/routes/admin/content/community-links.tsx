import { ContentListScreen } from '../../../features/content/components/content-list-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { pageMeta } from '../../../lib/page-meta';

export const meta = () => pageMeta('Community links', 'Edit the community links.', { noindex: true });

export default function ContentCommunityLinksPage() {
  const canEdit = useCan('editContent');
  return <ContentListScreen list="community-links" canEdit={canEdit} />;
}
