import { ViewOnlyNotice } from '../../components/admin/view-only-notice';
import { EventsManager } from '../../features/admin-events/components/events-manager';
import { useCan } from '../../features/auth/use-staff-role';
import { pageMeta } from '../../lib/page-meta';

export const meta = () => pageMeta('Events', 'Manage the event alerts of the home page.', { noindex: true });

export default function AdminEventsPage() {
  const canEdit = useCan('editContent');
  return (
    <>
      {!canEdit && <ViewOnlyNotice />}
      <EventsManager canEdit={canEdit} />
    </>
  );
}
