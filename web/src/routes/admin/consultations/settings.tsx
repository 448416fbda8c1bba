import { ConsultationSettingsScreen } from '#web/features/consultations/components/consultation-screens';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Consultation settings' };
export const meta = () => staffMeta('Whom the association writes to, and how long commenters’ details are kept.');

export default function ConsultationSettingsPage() {
  if (!useCan('moderateConsultations'))
    return <p className="text-gray-800">Only Admin and Super users change the consultation settings.</p>;
  return <ConsultationSettingsScreen />;
}
