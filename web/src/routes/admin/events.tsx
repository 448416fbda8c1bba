import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { EventsManager } from '#web/features/admin-events/components/events-manager';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

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
