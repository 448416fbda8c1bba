import { InboxSettingsForm } from '#web/features/inbox/components/inbox-settings-form';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Inbox settings' };
export const meta = () => staffMeta('Due-date periods and reply addresses of the inbox.');

export default function InboxSettingsPage() {
  const canEdit = useCan('editInboxSettings');
  return (
    <div className="max-w-3xl space-y-4">
      {!canEdit && <p className="text-sm text-gray-700">Only an Admin changes these.</p>}
      <InboxSettingsForm canEdit={canEdit} />
    </div>
  );
}
