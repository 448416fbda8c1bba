import { Outlet } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { type TabLink, TabNav } from '#web/components/admin/tab-nav';
import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { useCan } from '#web/lib/auth/use-staff-role';
import { PublishStatusLine } from '#web/features/publishing/components/publish-status-line';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Content' };
export const meta = () => staffMeta('Edit what the public pages show.');

/** The screens of the Content area (docs/content.md), one per kind of content. */
export const CONTENT_SCREENS: (TabLink & { text: string })[] = [
  {
    to: STAFF_PATHS.contentSettings,
    label: 'Site settings',
    text: 'Name, contact e-mail and address, membership fee, payment button, municipal links',
  },
  { to: STAFF_PATHS.contentExecutive, label: 'Executive', text: 'The officers and Directors-At-Large confirmed at the AGM' },
  {
    to: STAFF_PATHS.contentCalendar,
    label: 'Calendar events',
    text: 'Meetings and events of the calendar page and feed, one-off or repeating',
  },
  { to: STAFF_PATHS.contentBusinessDirectory, label: 'Business directory', text: 'Local businesses by category' },
  { to: STAFF_PATHS.contentCommunityLinks, label: 'Community links', text: 'Useful links for residents by category' },
  { to: STAFF_PATHS.contentVolunteerNeeds, label: 'Volunteer needs', text: 'Where the association needs help, and how urgently' },
  { to: STAFF_PATHS.contentFiles, label: 'Files', text: 'The documents, maps and home page slides' },
];

/** Layout of /admin/content/*: the heading, the publish status, the screens' navigation and the screen. */
export default function ContentLayout() {
  const canEdit = useCan('editContent');
  return (
    <>
      <ScreenHeader title="Content" description="What the public pages show: edit it here, and the pages follow within a minute." />
      <div className="mt-2">
        <PublishStatusLine />
      </div>
      <TabNav label="Content" links={CONTENT_SCREENS} className="mb-6 mt-4 border-b border-gray-200 pb-2" />
      {!canEdit && <ViewOnlyNotice />}
      <Outlet />
    </>
  );
}
