import { Router } from 'express';
import { isUntrackedPath, LIMITS, trackInput } from '@roca/contract';
import { authenticate, requirePermission } from '../middleware/auth';
import { limitPerClient } from '../middleware/client-limits';
import { parseInput } from '../lib/validate';
import { listAnalytics, listDailyViews, trackView } from '../services/analytics';

/**
 * The analytics routes. What one client may send is limited per minute (middleware/client-limits.ts,
 * counted in Firestore, so across the function's instances); what a call may store is bounded by
 * services/analytics: known pages, one bucket for other paths, and a daily cap on new links.
 */
export function analyticsRouter() {
  const router = Router();

  const trackLimit = limitPerClient(
    'analytics-track',
    { perMinute: LIMITS.analyticsTrackPerMinute },
    'Too many analytics events from this address. Please slow down.',
  );

  router.post('/track', trackLimit, async (req, res) => {
    const record = parseInput(trackInput, req.body);
    if (!isUntrackedPath(record.path)) await trackView(record);
    res.status(204).end();
  });

  router.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
    res.json(await listAnalytics());
  });

  /** Page views and link clicks per day for the last LIMITS.analyticsDays days (the chart). */
  router.get('/daily', authenticate, requirePermission('readStaffData'), async (_req, res) => {
    res.json(await listDailyViews());
  });

  return router;
}
