import { Router } from 'express';
import { JOIN_REFERENCE, joinReceivedInput } from '@roca/contract/joins';
import { z } from 'zod';
import { authenticate, requirePermission } from '../middleware/auth';
import { parseInput } from '../lib/validate';
import { joinsStatus, listPendingJoins, markJoinReceived } from '../services/joins/staff-joins';

/** /api/joins (docs/api.md, "Joining online"): pending joins are personal data, for the register's roles. */
export const joinsRouter = Router();

const managers = [authenticate, requirePermission('manageMembers')];
const referenceParam = z.object({ reference: z.string().regex(JOIN_REFERENCE, 'Not a join reference such as R-2026-7F3K') });

joinsRouter.get('/', ...managers, async (_req, res) => {
  res.json(await listPendingJoins());
});

joinsRouter.get('/status', ...managers, async (_req, res) => {
  res.json(await joinsStatus());
});

joinsRouter.post('/:reference/received', ...managers, async (req, res) => {
  const { reference } = parseInput(referenceParam, req.params);
  res.json(await markJoinReceived(req.user!, reference, parseInput(joinReceivedInput, req.body)));
});
