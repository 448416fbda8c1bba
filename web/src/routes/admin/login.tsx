import { Navigate, useLocation } from 'react-router';
import { LoginForm } from '#web/features/auth/components/login-form';
import { safeRedirectTarget } from '#web/lib/auth/redirect-target';
import { useSession } from '#web/lib/auth/session-provider';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Login' };
export const meta = () => staffMeta('Staff sign-in to the administration panel.');

export default function LoginPage() {
  const { status } = useSession();
  const { search } = useLocation();
  const redirectTo = safeRedirectTarget(search);
  if (status === 'signed-in') return <Navigate to={redirectTo} replace />;
  return <LoginForm redirectTo={redirectTo} />;
}
