import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { AccountWarnings } from '#web/features/admin-users/components/account-warnings';
import { InboxFigures } from '#web/features/inbox/components/inbox-figures';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';
import { developmentsQuery } from '#web/lib/queries/developments';
import { usersQuery } from '#web/lib/queries/users';

export const handle: StaffScreenHandle = { title: 'Control Panel' };
export const meta = () => staffMeta('Manage your website content and users');

const cards = [
  {
    title: 'Developments',
    text: 'Manage community development updates and tracking',
    action: 'Manage Developments',
    to: STAFF_PATHS.developments,
  },
  {
    title: 'User Management',
    text: 'Add, edit, and manage user accounts and permissions',
    action: 'Manage Users',
    to: STAFF_PATHS.manageUsers,
  },
  { title: 'Analytics', text: 'View website statistics and user engagement', action: 'View Analytics', to: STAFF_PATHS.analytics },
  { title: 'Calendar & Events', text: 'Manage community events and calendar entries', action: 'Manage Events', to: STAFF_PATHS.events },
  // The society's register of members (docs/members.md).
  {
    title: 'Members',
    text: 'Keep the register of members, payments, renewals and the AGM voter list',
    action: 'Manage Members',
    to: STAFF_PATHS.members,
  },
  // Sign-up to events (docs/signups.md).
  {
    title: 'Event Sign-ups',
    text: 'Open sign-up on an event, see who comes and the waitlist, change a date, check people in',
    action: 'Manage Sign-ups',
    to: STAFF_PATHS.signups,
  },
  // Everything the association sends by e-mail (docs/mail.md).
  {
    title: 'Mail',
    text: 'Send announcements, meeting notices and renewal reminders, and follow every message',
    action: 'Open Mail',
    to: STAFF_PATHS.mail,
  },
  // What residents write through the site's forms (docs/inbox.md).
  {
    title: 'Inbox',
    text: 'Read, assign and answer what residents write through the site, by position',
    action: 'Open Inbox',
    to: STAFF_PATHS.inbox,
  },
  // The card that was 'Coming Soon', now the way into the Content area (docs/requirements.md, Control Panel).
  { title: 'Settings', text: 'Configure website settings and preferences', action: 'Manage Content', to: STAFF_PATHS.content },
];

/** Admins also get the AGM handover (docs/handover.md). */
const handoverCard = {
  title: 'AGM Handover',
  text: 'Hand each position to the person elected, and keep track of the keys held outside the site',
  action: 'Open Handover',
  to: STAFF_PATHS.handover,
};

/** A live count, or a dash while loading or when the list could not be read. */
function count(list: unknown[] | undefined) {
  return list ? String(list.length) : '–';
}

export default function ControlPanelPage() {
  const users = useQuery(usersQuery);
  const developments = useQuery(developmentsQuery);
  const shownCards = useCan('manageHandover') ? [...cards, handoverCard] : cards;
  const stats = [
    { label: 'Total Users', value: count(users.data) },
    { label: 'Development Updates', value: count(developments.data) },
    { label: 'Website Pages', value: '25+' },
    { label: 'System Status', value: 'Active' },
  ];

  return (
    <>
      <ScreenHeader title="Control Panel" description="Manage your website content and users" />
      {/* The panel waits for the users, whose account warnings go above the cards: nothing moves once shown. */}
      {users.isPending ? (
        <p role="status" className="mt-8 text-gray-700">
          Loading...
        </p>
      ) : (
        <>
          {users.data && <AccountWarnings users={users.data} />}
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shownCards.map((card) => (
              <li key={card.title} className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
                <h2 className="text-lg font-semibold text-gray-900">{card.title}</h2>
                <p className="mt-1 flex-1 text-sm text-gray-700">{card.text}</p>
                <Link
                  to={card.to}
                  className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-800"
                >
                  {card.action}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <InboxFigures />
          </div>
          <section aria-labelledby="quick-stats" className="mt-10 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <h2 id="quick-stats" className="text-lg font-semibold text-gray-900">
              Quick Stats
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
              {stats.map((stat) => (
                <div key={stat.label} className="rounded-md bg-gray-50 p-4 text-center">
                  <dt className="text-sm text-gray-700">{stat.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-brand-900">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
    </>
  );
}
