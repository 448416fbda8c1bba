import { Router } from 'express';
import { developmentInput } from '@roca/contract';
import { authenticate, authenticateIfValid, requirePermission } from '../middleware/auth';
import { cacheForCaller } from '../lib/cache';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { deleteAllAttachmentFiles } from '../services/attachments';
import { createDevelopment, deleteDevelopment, listDevelopments, updateDevelopment } from '../services/developments';

export const developmentsRouter = Router();
const editors = requirePermission('editContent');

developmentsRouter.get('/', authenticateIfValid, async (req, res) => {
  const developments = await listDevelopments();
  cacheForCaller(req, res);
  res.json(developments);
});

developmentsRouter.post('/', authenticate, editors, async (req, res) => {
  const input = parseInput(developmentInput, req.body);
  const created = await createDevelopment(req.user!, input);
  res.status(201).json(created);
});

developmentsRouter.put('/:id', authenticate, editors, async (req, res) => {
  const id = idParam(req);
  const input = parseInput(developmentInput, req.body);
  const updated = await updateDevelopment(req.user!, id, input);
  res.json(updated);
});

developmentsRouter.delete('/:id', authenticate, editors, async (req, res) => {
  const deleted = await deleteDevelopment(req.user!, idParam(req));
  await deleteAllAttachmentFiles(deleted);
  res.status(204).end();
});
