import { Outlet } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { type TabLink, TabNav } from '#web/components/admin/tab-nav';
import { useCan } from '#web/lib/auth/use-staff-role';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Mail' };
export const meta = () => staffMeta('Everything the association sends by e-mail.');

/** The Mail screens for staff who may send (Admin and Super); the others read the log, the notices and the reminders. */
const SENDER_SCREENS: TabLink[] = [
  { to: STAFF_PATHS.mail, label: 'Log' },
  { to: STAFF_PATHS.mailCompose, label: 'Compose' },
  { to: STAFF_PATHS.mailNotice, label: 'Meeting notice' },
  { to: STAFF_PATHS.mailReminders, label: 'Renewal reminders' },
  { to: STAFF_PATHS.mailSuppressions, label: 'Suppressed addresses' },
];
const READER_SCREENS = SENDER_SCREENS.filter(
  (screen) => screen.to !== STAFF_PATHS.mailCompose && screen.to !== STAFF_PATHS.mailSuppressions,
);

/** Layout of /admin/mail/* (docs/mail.md, "For staff"): the heading, the screens' navigation, and the screen. */
export default function MailLayout() {
  const canSend = useCan('sendMail');
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <ScreenHeader
          title="Mail"
          description="Everything the association sends by e-mail: messages, meeting notices, renewal reminders."
        />
        <TabNav label="Mail" links={canSend ? SENDER_SCREENS : READER_SCREENS} exact className="mt-4 border-b border-gray-200 pb-2" />
      </div>
      {!canSend && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
          Counts and states only
          <span className="font-normal"> - who mail goes to is personal data: only Admin and Super users see addresses and send mail.</span>
        </p>
      )}
      <Outlet />
    </div>
  );
}
