import { useCan } from '#web/lib/auth/use-staff-role';
import { SuppressionsScreen } from '#web/features/mail/components/suppressions-screen';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Suppressed addresses' };
export const meta = () => staffMeta('Addresses that get no bulk mail until cleared.');

/** The addresses themselves are personal data: Admin and Super only (docs/decisions/014). */
export default function MailSuppressionsPage() {
  if (!useCan('sendMail'))
    return <p className="text-gray-800">Suppressed addresses are personal data: only Admin and Super users see them.</p>;
  return <SuppressionsScreen />;
}
