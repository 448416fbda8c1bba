import { ContentListScreen } from '../../../features/content/components/content-list-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { pageMeta } from '../../../lib/page-meta';

export const meta = () => pageMeta('Business directory', 'Edit the business directory.', { noindex: true });

export default function ContentBusinessDirectoryPage() {
  const canEdit = useCan('editContent');
  return <ContentListScreen list="business-directory" canEdit={canEdit} />;
}
