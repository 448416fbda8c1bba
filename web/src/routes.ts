import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every route of the site. Each route module loads on demand, so public pages never download
 * the staff screens (or the Firebase SDK they use).
 */
export default [
  layout('components/layout/public-layout.tsx', [
    index('routes/home.tsx'),
    // Public pages (issue 4) go here.
  ]),
  // Staff routes (issue 5): served by the SPA fallback, never prerendered.
  layout('components/admin/admin-layout.tsx', [
    route('login', 'routes/admin/login.tsx'),
    route('forgot-password', 'routes/admin/forgot-password.tsx'),
    layout('components/admin/require-session.tsx', [
      route('control-panel', 'routes/admin/control-panel.tsx'),
      route('admin/developments', 'routes/admin/developments.tsx'),
      route('admin/events', 'routes/admin/events.tsx'),
      route('admin/manage-users', 'routes/admin/manage-users.tsx'),
      route('admin/analytics', 'routes/admin/analytics.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
