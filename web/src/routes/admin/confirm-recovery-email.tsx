import { ConfirmRecoveryEmailPage } from '#web/features/account-links/components/confirm-recovery-email';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Confirm your recovery e-mail' };
export const meta = () => staffMeta('Staff confirm the address that gets their password reset links.');

export default ConfirmRecoveryEmailPage;
