import { ContentListScreen } from '#web/features/content/components/content-list-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Volunteer needs' };
export const meta = () => staffMeta('Edit the volunteer needs.');

export default function ContentVolunteerNeedsPage() {
  const canEdit = useCan('editContent');
  return <ContentListScreen list="volunteer-needs" canEdit={canEdit} />;
}
