import { ExecutiveScreen } from '#web/features/content/components/executive-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Executive' };
export const meta = () => staffMeta('Edit the executive confirmed at the AGM.');

export default function ContentExecutivePage() {
  const canEdit = useCan('editContent');
  return <ExecutiveScreen canEdit={canEdit} />;
}
