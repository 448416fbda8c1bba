import { useCan } from '#web/lib/auth/use-staff-role';
import { MailLog } from '#web/features/mail/components/mail-log';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Mail log' };
export const meta = () => staffMeta('Every message the association sent, and its state.');

export default function MailLogPage() {
  return <MailLog canSeeAddresses={useCan('sendMail')} />;
}
