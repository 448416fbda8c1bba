import { Link, useParams } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { InboxItemView } from '#web/features/inbox/components/inbox-item-view';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Inbox item' };
export const meta = () => staffMeta('One message from a resident, its thread, notes and answer.');

/** One item: Admin and Super only (who wrote and what is personal data; the API refuses the others). */
export default function InboxItemPage() {
  const { id = '' } = useParams();
  const canWork = useCan('workInbox');
  return (
    <div className="space-y-4">
      <Link to={STAFF_PATHS.inbox} className="text-sm font-medium text-brand-800 underline">
        Back to the inbox
      </Link>
      {canWork ? <InboxItemView id={id} /> : <p className="text-gray-700">Only Admin and Super users open an item.</p>}
    </div>
  );
}
