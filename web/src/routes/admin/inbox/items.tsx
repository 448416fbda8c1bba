import { InboxFigures } from '#web/features/inbox/components/inbox-figures';
import { InboxList } from '#web/features/inbox/components/inbox-list';
import { useCan } from '#web/lib/auth/use-staff-role';

export default function InboxItemsPage() {
  return (
    <div className="space-y-6">
      <InboxFigures />
      <InboxList canWork={useCan('workInbox')} />
    </div>
  );
}
