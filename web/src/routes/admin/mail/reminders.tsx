import { useCan } from '#web/lib/auth/use-staff-role';
import { RemindersScreen } from '#web/features/mail/components/reminders-screen';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Renewal reminders' };
export const meta = () => staffMeta("The year's renewal reminders, and what was sent.");

export default function MailRemindersPage() {
  return <RemindersScreen canEdit={useCan('sendMail')} />;
}
