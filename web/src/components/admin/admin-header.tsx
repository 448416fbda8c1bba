import { can, type Permission } from '@roca/contract/roles';
import { STAFF_PATHS, type StaffPath } from '@roca/contract/staff-paths';
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
  // Sign-up to events (docs/signups.md); Read Only sees counts only.
  { to: STAFF_PATHS.signups, label: 'Sign-ups' },
  // Everything the association sends by e-mail (docs/mail.md); Read Only sees counts and states.
  { to: STAFF_PATHS.mail, label: 'Mail' },
  // What residents write through the site's forms (docs/inbox.md); Read Only sees counts and states.
  { to: STAFF_PATHS.inbox, label: 'Inbox' },
  // Who changed what, with undo of deletions (Admin and Super; docs/requirements.md, Audit log).
  { to: STAFF_PATHS.auditLog, label: 'Audit Log' },
  // The AGM handover and the keys held outside the site (docs/handover.md): Admins only.
  { to: STAFF_PATHS.handover, label: 'Handover' },
  // One's own account and recovery e-mail (docs/decisions/017).
  { to: STAFF_PATHS.account, label: 'My Account' },
];

/** The links of screens only some roles may use; the others are shown to every staff member. */
const linkPermissions: Partial<Record<StaffPath, Permission>> = { [STAFF_PATHS.handover]: 'manageHandover' };

/** docs/requirements.md, Administration Panel: title, association name, the five links (plus Content, Members, Mail, Audit Log, Handover for Admins and My Account) and Logout. */
export function AdminHeader({ showNav }: { showNav: boolean }) {
  const { signOut, user } = useSession();
  const links = adminLinks.filter((link) => {
    const permission = linkPermissions[link.to];
    return !permission || can(user?.role, permission);
  });
  const associationName = useAssociationName();

  // The public pages are published static files: a full page load shows the home page as
  // visitors see it, not a client-side render of the bundled seed content.
  async function logout() {
    await signOut();
    window.location.assign('/');
  }

  return (
    <header className="border-b border-gray-200 bg-white">
      {/* Title and Logout on the first row, the screens on their own row: eleven links fit on one line at desktop widths. */}
      <div className="mx-auto max-w-6xl px-4 py-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xl font-bold text-brand-900">Administration Panel</p>
            {/* The line keeps its height while the name loads, so the header does not jump. */}
            <p className="min-h-5 text-sm text-gray-700">{associationName}</p>
          </div>
          {showNav && (
            <Button variant="secondary" size="sm" onClick={logout}>
              Logout
            </Button>
          )}
        </div>
        {showNav && <TabNav label="Administration" links={links} className="mt-3" />}
      </div>
    </header>
  );
}
