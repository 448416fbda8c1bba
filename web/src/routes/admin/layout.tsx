import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '#web/lib/auth/redirect-target';
import { SessionProvider } from '#web/lib/auth/session-provider';
import { SIGNED_OUT_STAFF_PATHS } from '@roca/contract/staff-paths';
import { AdminFooter } from '#web/components/admin/admin-footer';
import { AdminHeader } from '#web/components/admin/admin-header';
import { MutationToasts } from '#web/components/admin/mutation-toasts';
import { StaffDocumentTitle } from '#web/components/admin/staff-document-title';
import { Toaster } from '#web/components/ui/toast';

/**
 * Layout route of every staff screen (web/src/routes.ts): only staff routes sit under it, so the
 * Firebase SDK and the admin code never load on public pages.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sendToLogin = useCallback(() => {
    void navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
  }, [navigate]);

  return (
    <Toaster>
      <MutationToasts />
      <SessionProvider onUnauthorized={sendToLogin}>
        <StaffDocumentTitle />
        <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to main content
          </a>
          <AdminHeader showNav={!SIGNED_OUT_STAFF_PATHS.includes(pathname)} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
            <Outlet />
          </main>
          <AdminFooter />
        </div>
      </SessionProvider>
    </Toaster>
  );
}
