import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every route of the site. Each route module loads on demand, so public pages never download
 * the staff screens (or the Firebase SDK they use).
 */
export default [
  layout('components/layout/public-layout.tsx', [
    index('routes/home.tsx'),
    // Public pages (docs/requirements.md, Public pages): each path is also listed in contract/src/public-pages.ts.
    route('vision', 'routes/vision.tsx'),
    route('executive', 'routes/executive.tsx'),
    route('membership', 'routes/membership.tsx'),
    route('official-community-plan', 'routes/official-community-plan.tsx'),
    route('rezoning', 'routes/rezoning.tsx'),
    route('participation-manual', 'routes/participation-manual.tsx'),
    route('council-schedule', 'routes/council-schedule.tsx'),
    route('budget-manual', 'routes/budget-manual.tsx'),
    route('calendar', 'routes/calendar.tsx'),
    route('disclaimers', 'routes/disclaimers.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('community-links', 'routes/community-links.tsx'),
    route('business-directory', 'routes/business-directory.tsx'),
    route('volunteer', 'routes/volunteer.tsx'),
    route('get-involved', 'routes/get-involved.tsx'),
    route('history', 'routes/history.tsx'),
    route('heritage', 'routes/heritage.tsx'),
    route('boundaries', 'routes/boundaries.tsx'),
    route('constitution-bylaws', 'routes/constitution-bylaws.tsx'),
  ]),
  // Staff routes (docs/requirements.md, Administration Panel): served by the SPA fallback, never prerendered.
  layout('components/admin/admin-layout.tsx', [
    route('login', 'routes/admin/login.tsx'),
    route('forgot-password', 'routes/admin/forgot-password.tsx'),
    layout('components/admin/require-session.tsx', [
      route('control-panel', 'routes/admin/control-panel.tsx'),
      route('admin/developments', 'routes/admin/developments.tsx'),
      route('admin/events', 'routes/admin/events.tsx'),
      route('admin/manage-users', 'routes/admin/manage-users.tsx'),
      route('admin/analytics', 'routes/admin/analytics.tsx'),
      route('admin/developments/report', 'routes/admin/developments-report.tsx'),
      route('admin/audit-log', 'routes/admin/audit-log.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
