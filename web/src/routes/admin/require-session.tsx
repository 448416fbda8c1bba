import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '#web/lib/auth/redirect-target';
import { useSession } from '#web/lib/auth/session-provider';

/** Layout route around the signed-in screens: a visitor without a session goes to /login and back. */
export default function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <p className="py-12 text-center text-gray-700">Loading…</p>;
  if (status === 'signed-out') return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
