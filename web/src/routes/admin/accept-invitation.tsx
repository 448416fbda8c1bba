import { AcceptInvitationPage } from '#web/features/account-links/components/accept-invitation-form';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Accept your invitation' };
export const meta = () => staffMeta('A person invited to the administration panel chooses a username and password.');

export default AcceptInvitationPage;
