import { HandoverScreen } from '#web/features/handover/components/handover-screen';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'AGM Handover' };
export const meta = () => staffMeta('The AGM handover of staff accounts and the keys held outside the site.');

export default function HandoverPage() {
  if (useCan('manageHandover')) return <HandoverScreen />;
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      The AGM handover and the checklist of keys held outside the site are for Admins only.
    </p>
  );
}
