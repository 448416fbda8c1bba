import { useParams } from 'react-router';
import { ConsultationPrintView } from '#web/features/consultations/components/consultation-screens';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Letter and appendix' };
export const meta = () => staffMeta("The association's letter and its appendix, to print.");

export default function ConsultationPrintPage() {
  const id = useParams().id ?? '';
  if (!useCan('moderateConsultations'))
    return <p className="text-gray-800">The letter's appendix names residents: only Admin and Super users see it.</p>;
  return <ConsultationPrintView id={id} />;
}
