import { Outlet } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { type TabLink, TabNav } from '#web/components/admin/tab-nav';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Inbox' };
export const meta = () => staffMeta('What residents write through the site, answered by position.');

const SCREENS: TabLink[] = [
  { to: STAFF_PATHS.inbox, label: 'Items' },
  { to: STAFF_PATHS.inboxSettings, label: 'Settings' },
];

/** Layout of /admin/inbox/* (docs/inbox.md, "For staff"): the heading, the two screens, and the screen. */
export default function InboxLayout() {
  const canWork = useCan('workInbox');
  return (
    <div className="space-y-6">
      <div>
        <ScreenHeader title="Inbox" description="What residents write through the site's forms, answered by position." />
        <TabNav label="Inbox" links={SCREENS} className="mt-4 border-b border-gray-200 pb-2" />
      </div>
      {!canWork && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
          Counts and states only
          <span className="font-normal"> - who wrote and what is personal data: only Admin and Super users see and answer it.</span>
        </p>
      )}
      <Outlet />
    </div>
  );
}
