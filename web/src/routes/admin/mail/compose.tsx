import { useNavigate } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useCan } from '#web/lib/auth/use-staff-role';
import { ComposeForm } from '#web/features/mail/components/compose-form';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Compose' };
export const meta = () => staffMeta('Write to the members who chose a topic.');

/** Compose (Admin and Super): once sent, the log follows the send's messages. */
export default function MailComposePage() {
  const canSend = useCan('sendMail');
  const navigate = useNavigate();
  if (!canSend) return <p className="text-gray-800">Composing mail needs an Admin or Super account.</p>;
  return (
    <div className="space-y-4">
      <p className="max-w-prose text-gray-800">
        Write to members who chose a topic: only they get it, never a suppressed address. Meeting notices have their own screen.
      </p>
      <ComposeForm onSent={(send) => void navigate(`${STAFF_PATHS.mail}?${new URLSearchParams({ send: send.id })}`)} />
    </div>
  );
}
