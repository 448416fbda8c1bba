import { ExecutiveScreen } from '../../../features/content/components/executive-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { pageMeta } from '../../../lib/page-meta';

export const meta = () => pageMeta('Executive', 'Edit the executive confirmed at the AGM.', { noindex: true });

export default function ContentExecutivePage() {
  const canEdit = useCan('editContent');
  return <ExecutiveScreen canEdit={canEdit} />;
}
