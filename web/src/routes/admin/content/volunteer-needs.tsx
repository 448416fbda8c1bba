import { ContentListScreen } from '../../../features/content/components/content-list-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { pageMeta } from '../../../lib/page-meta';

export const meta = () => pageMeta('Volunteer needs', 'Edit the volunteer needs.', { noindex: true });

export default function ContentVolunteerNeedsPage() {
  const canEdit = useCan('editContent');
  return <ContentListScreen list="volunteer-needs" canEdit={canEdit} />;
}
