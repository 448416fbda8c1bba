import { Link } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Reset your password' };
export const meta = () => staffMeta('How staff get a new password for the administration panel.');

/** Accounts have no e-mail address, so an Admin sets the new password (Manage Users, Edit User). */
export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-gray-900">Reset your password</h1>
      <p className="mt-3 text-sm text-gray-800">
        Staff accounts have no e-mail address, so a reset link cannot be sent. Please ask an Admin of the association to set a new password
        for you: they can do it in Manage Users, with Edit User.
      </p>
      <p className="mt-3 text-sm text-gray-800">Once you have your new password, sign in with it and keep it private.</p>
      <Link to={STAFF_PATHS.login} className="mt-6 inline-block text-sm font-medium text-brand-800 underline">
        Back to Login
      </Link>
    </div>
  );
}
