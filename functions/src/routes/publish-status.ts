import { Router } from 'express';
import { can } from '@roca/contract';
import { authenticate, requirePermission } from '../middleware/auth';
import { publishStatus } from '../services/core';

/**
 * GET /api/publish-status: whether the public pages show the stored content (any staff; 401
 * anonymous). The technical reasons of a failure are for those who can change content; Read Only
 * staff see that a publish failed and what was left out (docs/content.md, "Publishing").
 */
export const publishStatusRouter = Router();

publishStatusRouter.get('/', authenticate, requirePermission('readStaffData'), async (req, res) => {
  res.json(await publishStatus({ withDetail: can(req.user!.role, 'editContent') }));
});
