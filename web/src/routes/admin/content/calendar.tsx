import { CalendarEventsScreen } from '#web/features/content/components/calendar-events-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Calendar events' };
export const meta = () => staffMeta('Edit the events of the public calendar.');

export default function ContentCalendarEventsPage() {
  const canEdit = useCan('editContent');
  return <CalendarEventsScreen canEdit={canEdit} />;
}
