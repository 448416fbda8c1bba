import { useParams } from 'react-router';
import { SignupDatesScreen } from '#web/features/signups/components/signup-dates-screen';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Sign-ups' };
export const meta = () => staffMeta("An event's coming dates with their sign-ups.");

export default function SignupEventPage() {
  const { id = '' } = useParams();
  return <SignupDatesScreen eventId={id} />;
}
