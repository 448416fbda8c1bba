import { ScreenHeader } from '#web/components/admin/screen-header';
import { AuditLogScreen } from '#web/features/audit-log/components/audit-log-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Audit Log' };
export const meta = () => staffMeta('Who changed what, and when.');

export default function AdminAuditLogPage() {
  const canRead = useCan('readAuditLog');
  const canRestore = useCan('restoreFromAuditLog');
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Audit Log"
        description="Every change staff made to developments, events, users, the site's content and members, newest first."
      />
      {!canRead ? (
        <p className="rounded-md border border-yellow-300 bg-yellow-50 p-4 text-gray-900">
          Only Admin and Super users can see the audit log.
        </p>
      ) : (
        <AuditLogScreen canRestore={canRestore} />
      )}
    </div>
  );
}
