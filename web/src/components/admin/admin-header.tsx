import { NavLink } from 'react-router';
import { useSession } from '#web/features/auth/session-provider';
import { Button } from '#web/components/ui/button';
import { useAssociationName } from './use-association-name';

const adminLinks = [
  { to: '/control-panel', label: 'Dashboard' },
  { to: '/admin/developments', label: 'Developments' },
  { to: '/admin/events', label: 'Events' },
  // The site's content: settings, executive, calendar, lists and files (docs/content.md).
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/manage-users', label: 'Manage Users' },
  { to: '/admin/analytics', label: 'Analytics' },
  // The register of members (docs/members.md); Read Only sees its counts only.
  { to: '/admin/members', label: 'Members' },
  // Who changed what, with undo of deletions (Admin and Super; docs/requirements.md, Audit log).
  { to: '/admin/audit-log', label: 'Audit Log' },
];

/** docs/requirements.md, Administration Panel: title, association name, the five links (plus Content, Members and Audit Log) and Logout. */
export function AdminHeader({ showNav }: { showNav: boolean }) {
  const { signOut } = useSession();
  const associationName = useAssociationName();

  // The public pages are published static files: a full page load shows the home page as
  // visitors see it, not a client-side render of the bundled seed content.
  async function logout() {
    await signOut();
    window.location.assign('/');
  }

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <p className="text-xl font-bold text-brand-900">Administration Panel</p>
          {/* The line keeps its height while the name loads, so the header does not jump. */}
          <p className="min-h-5 text-sm text-gray-700">{associationName}</p>
        </div>
        {showNav && (
          <div className="flex flex-wrap items-center gap-2">
            <nav aria-label="Administration">
              <ul className="flex flex-wrap gap-1">
                {adminLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className={({ isActive }) =>
                        `inline-block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-100 text-brand-900' : 'text-gray-800 hover:bg-gray-100'}`
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button variant="secondary" size="sm" onClick={logout}>
              Logout
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
