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
  // Staff routes (issue 5) go here.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
