import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { PUBLIC_PAGE_REGISTRY, PUBLIC_PATHS } from './publishing/public-pages';

/**
 * Every route of the site. Each route module loads on demand, so public pages never download
 * the staff screens (or the Firebase SDK they use). The public routes come from the page
 * registry; visitors get those pages as published static files (docs/decisions/008), and the
 * hydrated app renders them only in `npm run dev`.
 */
const publicRoutes = PUBLIC_PATHS.map((path) =>
  path === '/' ? index(PUBLIC_PAGE_REGISTRY[path].module) : route(path.slice(1), PUBLIC_PAGE_REGISTRY[path].module),
);

export default [
  layout('components/layout/public-layout.tsx', publicRoutes),
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
      // The site's content staff edit (docs/content.md): one screen per kind of content.
      route('admin/content', 'routes/admin/content/layout.tsx', [
        index('routes/admin/content/index.tsx'),
        route('settings', 'routes/admin/content/settings.tsx'),
        route('executive', 'routes/admin/content/executive.tsx'),
        route('calendar', 'routes/admin/content/calendar.tsx'),
        route('business-directory', 'routes/admin/content/business-directory.tsx'),
        route('community-links', 'routes/admin/content/community-links.tsx'),
        route('volunteer-needs', 'routes/admin/content/volunteer-needs.tsx'),
        route('files', 'routes/admin/content/files.tsx'),
      ]),
      // The register of members (docs/members.md): personal data, docs/decisions/009.
      route('admin/members', 'routes/admin/members.tsx'),
      route('admin/members/import', 'routes/admin/members-import.tsx'),
      route('admin/members/agm', 'routes/admin/members-agm.tsx'),
      route('admin/members/renewals', 'routes/admin/members-renewals.tsx'),
      route('admin/members/export', 'routes/admin/members-export.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
