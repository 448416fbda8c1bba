import { useNavigate } from 'react-router';
import { useCan } from '#web/lib/auth/use-staff-role';
import { NoticeScreen } from '#web/features/mail/components/notice-screen';
import { sendPath } from '#web/features/mail/components/sends-list';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Meeting notice' };
export const meta = () => staffMeta('Give members notice of a general meeting, with its proof.');

/** Once given, the notice's proof. */
export default function MailNoticePage() {
  const navigate = useNavigate();
  return <NoticeScreen canSend={useCan('sendMail')} onGiven={(send) => void navigate(sendPath(send.id))} />;
}
