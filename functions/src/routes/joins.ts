import { Router } from 'express';
import { JOIN_REFERENCE, joinReceivedInput, joinSettingsInput } from '@roca/contract/joins';
import { z } from 'zod';
import { authenticate, requirePermission } from '../middleware/auth';
import { parseInput } from '../lib/validate';
import { joinSettings, saveJoinSettings } from '../services/content';
import { joinsStatus, listPendingJoins, markJoinReceived } from '../services/joins';

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

// The register's roles read the settings beside the joins they apply to; only an Admin changes
// where the money goes (contract/src/roles.ts, editJoinSettings).
joinsRouter.get('/settings', ...managers, async (_req, res) => {
  res.json(await joinSettings());
});

joinsRouter.put('/settings', authenticate, requirePermission('editJoinSettings'), async (req, res) => {
  res.json(await saveJoinSettings(req.user!, parseInput(joinSettingsInput, req.body)));
});

joinsRouter.post('/:reference/received', ...managers, async (req, res) => {
  const { reference } = parseInput(referenceParam, req.params);
  res.json(await markJoinReceived(req.user!, reference, parseInput(joinReceivedInput, req.body)));
});
