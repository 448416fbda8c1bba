import { useParams } from 'react-router';
import { useCan } from '#web/lib/auth/use-staff-role';
import { SignupDateScreen } from '#web/features/signups/components/signup-date-screen';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Sign-ups of a date' };
export const meta = () => staffMeta('Who comes to a date, the waitlist, the shifts, check-in.');

/** The counts for every staff role; the people (names and addresses) for Admin and Super only (docs/signups.md). */
export default function SignupDatePage() {
  const { id = '', date = '' } = useParams();
  return <SignupDateScreen eventId={id} date={date} canManage={useCan('manageSignups')} />;
}
