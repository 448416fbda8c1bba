import { useParams } from 'react-router';
import { useCan } from '#web/lib/auth/use-staff-role';
import { SendDetail } from '#web/features/mail/components/send-detail';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Send' };
export const meta = () => staffMeta('What was sent, to whom, and each delivery; a notice with its proof.');

export default function MailSendPage() {
  const { id = '' } = useParams();
  return <SendDetail id={id} canSeeRecipients={useCan('sendMail')} />;
}
