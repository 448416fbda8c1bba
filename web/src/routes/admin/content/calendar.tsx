import { CalendarEventsScreen } from '../../../features/content/components/calendar-events-screen';
import { useCan } from '../../../features/auth/use-staff-role';
import { pageMeta } from '../../../lib/page-meta';

export const meta = () => pageMeta('Calendar events', 'Edit the events of the public calendar.', { noindex: true });

export default function ContentCalendarEventsPage() {
  const canEdit = useCan('editContent');
  return <CalendarEventsScreen canEdit={canEdit} />;
}
