import { ResetPasswordPage } from '#web/features/account-links/components/reset-password-form';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Choose a new password' };
export const meta = () => staffMeta('Staff choose a new password from the link e-mailed to them.');

export default ResetPasswordPage;
