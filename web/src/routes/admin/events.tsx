import { ViewOnlyNotice } from '../../components/admin/view-only-notice';
import { EventsManager } from '../../features/admin-events/components/events-manager';
import { useCan } from '../../features/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '../../lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Events' };
export const meta = () => staffMeta('Manage the event alerts of the home page.');

export default function AdminEventsPage() {
  const canEdit = useCan('editContent');
  return (
    <>
      {!canEdit && <ViewOnlyNotice />}
      <EventsManager canEdit={canEdit} />
    </>
  );
}
