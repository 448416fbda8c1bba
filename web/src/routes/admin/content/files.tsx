import { SiteFilesScreen } from '../../../features/content/components/site-files-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { pageMeta } from '../../../lib/page-meta';

export const meta = () => pageMeta('Files', 'Replace the documents, maps and slides of the public pages.', { noindex: true });

export default function ContentFilesPage() {
  const canEdit = useCan('editContent');
  return <SiteFilesScreen canEdit={canEdit} />;
}
