import { Router } from 'express';
import { executiveInput } from '@roca/contract/content/executive';
import { authenticate, requirePermission } from '../middleware/auth';
import { parseInput } from '../lib/validate';
import { readExecutive, saveExecutive } from '../services/content';

/** /api/executive: the team confirmed at the AGM. Staff read; Admin and Super change, and /executive is republished. */
export const executiveRouter = Router();

executiveRouter.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
  res.json(await readExecutive());
});

executiveRouter.put('/', authenticate, requirePermission('editContent'), async (req, res) => {
  const saved = await saveExecutive(req.user!, parseInput(executiveInput, req.body));
  res.json(saved);
});
