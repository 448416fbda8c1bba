/**
 * Page views and link clicks of the public pages (docs/requirements.md, Analytics).
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { listAnalytics, listDailyViews, trackView } from './analytics';
