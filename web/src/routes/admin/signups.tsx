import { SignupEventsScreen } from '#web/features/signups/components/signup-events-screen';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Event Sign-ups' };
export const meta = () => staffMeta('Sign-up to events: capacity, the waitlist, volunteer shifts.');

/** Every staff role sees the events and their counts; Admin and Super open and set sign-up (docs/signups.md). */
export default function SignupsPage() {
  return <SignupEventsScreen />;
}
