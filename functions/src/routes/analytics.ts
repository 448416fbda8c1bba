import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { isUntrackedPath, LIMITS, trackInput } from '@roca/contract';
import { authenticate, requirePermission } from '../middleware/auth';
import { clientAddress } from '../lib/client-ip';
import { parseInput } from '../lib/validate';
import { listAnalytics, listDailyViews, trackView } from '../services/analytics';

/**
 * Builds the router with its own rate limiter. The limiter counts in this instance's memory:
 * each Cloud Functions instance (maxInstances 10) allows a client LIMITS.analyticsTrackPerMinute
 * calls. What a call may store is bounded by services/analytics/analytics.ts: known pages, one bucket for
 * other paths, and a daily cap on new links.
 */
export function analyticsRouter() {
  const router = Router();

  const trackLimiter = rateLimit({
    windowMs: 60_000,
    limit: LIMITS.analyticsTrackPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req) ?? 'unknown'),
    message: { message: 'Too many analytics events from this address. Please slow down.' },
    // lib/client-ip.ts reads only the address the proxies in front of the function vouch for, so
    // a forged X-Forwarded-For does not give a client a new key; the bounds on what is stored
    // hold regardless.
    validate: { trustProxy: false },
  });

  router.post('/track', trackLimiter, async (req, res) => {
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
