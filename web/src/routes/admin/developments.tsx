import { ViewOnlyNotice } from '../../components/admin/view-only-notice';
import { DevelopmentsManager } from '../../features/admin-developments/components/developments-manager';
import { AttachmentsPanel } from '../../features/attachments/components/attachments-panel';
import { BulkActions } from '../../features/bulk-actions/components/bulk-actions';
import { useCan } from '../../features/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '../../lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Developments' };
export const meta = () => staffMeta('Manage community development updates.');

export default function AdminDevelopmentsPage() {
  const canEdit = useCan('editContent');
  return (
    <>
      {!canEdit && <ViewOnlyNotice />}
      <DevelopmentsManager
        canEdit={canEdit}
        renderEditExtras={(dev) => <AttachmentsPanel development={dev} />}
        bulkActions={<BulkActions canImport={canEdit} />}
      />
    </>
  );
}
