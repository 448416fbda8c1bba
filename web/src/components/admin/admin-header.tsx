import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useSession } from '#web/lib/auth/session-provider';
import { Button } from '#web/components/ui/button';
import { type TabLink, TabNav } from './tab-nav';
import { useAssociationName } from './use-association-name';

const adminLinks: TabLink[] = [
  { to: STAFF_PATHS.controlPanel, label: 'Dashboard' },
  { to: STAFF_PATHS.developments, label: 'Developments' },
  { to: STAFF_PATHS.events, label: 'Events' },
  // The site's content: settings, executive, calendar, lists and files (docs/content.md).
  { to: STAFF_PATHS.content, label: 'Content' },
  { to: STAFF_PATHS.manageUsers, label: 'Manage Users' },
  { to: STAFF_PATHS.analytics, label: 'Analytics' },
  // The register of members (docs/members.md); Read Only sees its counts only.
  { to: STAFF_PATHS.members, label: 'Members' },
  // Everything the association sends by e-mail (docs/mail.md); Read Only sees counts and states.
  { to: STAFF_PATHS.mail, label: 'Mail' },
  // Who changed what, with undo of deletions (Admin and Super; docs/requirements.md, Audit log).
  { to: STAFF_PATHS.auditLog, label: 'Audit Log' },
];

/** docs/requirements.md, Administration Panel: title, association name, the five links (plus Content, Members, Mail and Audit Log) and Logout. */
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
    // The title above the links at every width: nine links and Logout fill a 1280 px row on their own.
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4">
        <div>
          <p className="text-xl font-bold text-brand-900">Administration Panel</p>
          {/* The line keeps its height while the name loads, so the header does not jump. */}
          <p className="min-h-5 text-sm text-gray-700">{associationName}</p>
        </div>
        {showNav && (
          <div className="flex flex-wrap items-center gap-2">
            <TabNav label="Administration" links={adminLinks} />
            <Button variant="secondary" size="sm" onClick={logout}>
              Logout
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
