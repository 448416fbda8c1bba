import { useParams } from 'react-router';
import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { ConsultationScreen } from '#web/features/consultations/components/consultation-screens';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Consultation' };
export const meta = () => staffMeta('The comment window, comments, tallies and letter of one application.');

/** Read Only sees the window and the counts; comments and the letter are Admin's and Super's (personal data). */
export default function ConsultationPage() {
  const canEdit = useCan('moderateConsultations');
  return (
    <>
      {!canEdit && <ViewOnlyNotice />}
      <ConsultationScreen id={useParams().id ?? ''} canEdit={canEdit} />
    </>
  );
}
