import { Router } from 'express';
import { developmentSaveInput } from '@roca/contract';
import { authenticate, authenticateIfValid, requirePermission } from '../middleware/auth';
import { cacheForCaller } from '../lib/cache';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { createDevelopment, deleteDevelopment, listDevelopments, updateDevelopment } from '../services/content';

export const developmentsRouter = Router();
const editors = requirePermission('editContent');

developmentsRouter.get('/', authenticateIfValid, async (req, res) => {
  const developments = await listDevelopments();
  cacheForCaller(req, res);
  res.json(developments);
});

// A new update, or a changed status, e-mails the subscribers unless staff mark the save `minor`;
// a deleted update's files go with it: each domain declares what follows a change (afterStaffChange).
developmentsRouter.post('/', authenticate, editors, async (req, res) => {
  const { minor, ...input } = parseInput(developmentSaveInput, req.body);
  res.status(201).json(await createDevelopment(req.user!, input, { minor }));
});

developmentsRouter.put('/:id', authenticate, editors, async (req, res) => {
  const id = idParam(req);
  const { minor, ...input } = parseInput(developmentSaveInput, req.body);
  res.json(await updateDevelopment(req.user!, id, input, { minor }));
});

developmentsRouter.delete('/:id', authenticate, editors, async (req, res) => {
  await deleteDevelopment(req.user!, idParam(req));
  res.status(204).end();
});
