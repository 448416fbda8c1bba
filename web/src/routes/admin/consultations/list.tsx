import { ConsultationsList } from '#web/features/consultations/components/consultation-screens';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Consultations' };
export const meta = () => staffMeta("Residents' comments on development applications and the association's letters.");

export default function ConsultationsPage() {
  return <ConsultationsList canEdit={useCan('moderateConsultations')} />;
}
