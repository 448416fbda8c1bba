import { Router } from 'express';
import { authenticate, requirePermission } from '../middleware/auth';
import { listSubscribers, subscriberSummary } from '../services/subscribers';

/**
 * /api/subscribers: subscribers to development updates (docs/mail.md, "Development updates").
 * Personal data apart from the register: Admin and Super export the list with each consent;
 * every staff role sees the counts (docs/decisions/018).
 */
export const subscribersRouter = Router();

subscribersRouter.get('/summary', authenticate, requirePermission('readSubscriberCounts'), async (_req, res) => {
  res.json(await subscriberSummary());
});

subscribersRouter.get('/', authenticate, requirePermission('exportSubscribers'), async (_req, res) => {
  res.json(await listSubscribers());
});
