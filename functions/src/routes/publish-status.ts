import { Router } from 'express';
import { authenticate, requirePermission } from '../middleware/auth';
import { publishStatus } from '../services/publish-queue';

/** GET /api/publish-status: whether the public pages show the stored content (any staff; 401 anonymous). */
export const publishStatusRouter = Router();

publishStatusRouter.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
  res.json(await publishStatus());
});
