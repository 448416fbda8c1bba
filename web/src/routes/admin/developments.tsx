import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { DevelopmentsManager } from '#web/features/admin-developments/components/developments-manager';
import { SubscribersPanel } from '#web/features/admin-developments/components/subscribers-panel';
import { AttachmentsPanel } from '#web/features/attachments/components/attachments-panel';
import { BulkActions } from '#web/features/bulk-actions/components/bulk-actions';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Developments' };
export const meta = () => staffMeta('Manage community development updates.');

export default function AdminDevelopmentsPage() {
  const canEdit = useCan('editContent');
  const canExportSubscribers = useCan('exportSubscribers');
  return (
    <>
      {!canEdit && <ViewOnlyNotice />}
      <DevelopmentsManager
        canEdit={canEdit}
        renderEditExtras={(dev) => <AttachmentsPanel development={dev} />}
        bulkActions={
          <>
            <BulkActions canImport={canEdit} />
            <SubscribersPanel canExport={canExportSubscribers} />
          </>
        }
      />
    </>
  );
}
