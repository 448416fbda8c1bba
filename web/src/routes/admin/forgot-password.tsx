import { ForgotPasswordForm } from '#web/features/account-links/components/forgot-password-form';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Reset your password' };
export const meta = () => staffMeta('Staff ask for a link to choose a new password for the administration panel.');

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
