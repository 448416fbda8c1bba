import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';

/** The card of the signed-out staff screens, as /login shows it: a heading, a line under it, the rest. */
export function AccountCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm wrap-anywhere">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {description && <p className="mt-1 text-sm text-gray-700">{description}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function BackToLogin({ label = 'Back to Login' }: { label?: string }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={STAFF_PATHS.login} className="font-medium text-brand-800 underline">
        {label}
      </Link>
    </p>
  );
}

/** What a page says when its link was refused (expired, used, changed): the server's words. */
export function LinkRefused({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A step done: the message, announced to screen readers. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900">
      {children}
    </div>
  );
}
