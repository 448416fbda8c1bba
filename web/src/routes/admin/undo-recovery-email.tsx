import { UndoRecoveryEmailPage } from '#web/features/account-links/components/undo-recovery-email';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Undo the change of your recovery e-mail' };
export const meta = () => staffMeta('Staff put back the recovery e-mail a change replaced, and sign every device out.');

export default UndoRecoveryEmailPage;
