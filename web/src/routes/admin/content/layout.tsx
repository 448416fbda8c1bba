import { NavLink, Outlet } from 'react-router';
import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { useCan } from '#web/features/auth/use-staff-role';
import { PublishStatusLine } from '#web/features/publishing/components/publish-status-line';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Content' };
export const meta = () => staffMeta('Edit what the public pages show.');

/** The screens of the Content area (docs/content.md), one per kind of content. */
export const CONTENT_SCREENS = [
  {
    to: '/admin/content/settings',
    label: 'Site settings',
    text: 'Name, contact e-mail and address, membership fee, payment button, municipal links',
  },
  { to: '/admin/content/executive', label: 'Executive', text: 'The officers and Directors-At-Large confirmed at the AGM' },
  {
    to: '/admin/content/calendar',
    label: 'Calendar events',
    text: 'Meetings and events of the calendar page and feed, one-off or repeating',
  },
  { to: '/admin/content/business-directory', label: 'Business directory', text: 'Local businesses by category' },
  { to: '/admin/content/community-links', label: 'Community links', text: 'Useful links for residents by category' },
  { to: '/admin/content/volunteer-needs', label: 'Volunteer needs', text: 'Where the association needs help, and how urgently' },
  { to: '/admin/content/files', label: 'Files', text: 'The documents, maps and home page slides' },
];

/** Layout of /admin/content/*: the heading, the publish status, the screens' navigation and the screen. */
export default function ContentLayout() {
  const canEdit = useCan('editContent');
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Content</h1>
      <p className="mt-1 text-gray-700">What the public pages show: edit it here, and the pages follow within a minute.</p>
      <div className="mt-2">
        <PublishStatusLine />
      </div>
      <nav aria-label="Content" className="mb-6 mt-4">
        <ul className="flex flex-wrap gap-1 border-b border-gray-200 pb-2">
          {CONTENT_SCREENS.map((screen) => (
            <li key={screen.to}>
              <NavLink
                to={screen.to}
                className={({ isActive }) =>
                  `inline-block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-100 text-brand-900' : 'text-gray-800 hover:bg-gray-100'}`
                }
              >
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {!canEdit && <ViewOnlyNotice />}
      <Outlet />
    </>
  );
}
