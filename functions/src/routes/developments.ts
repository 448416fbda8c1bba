import { Router } from 'express';
import { developmentSaveInput } from '@roca/contract';
import { authenticate, authenticateIfValid, requirePermission } from '../middleware/auth';
import { cacheForCaller } from '../lib/cache';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { deleteAllAttachmentFiles } from '../services/attachments';
import { alertSubscribers } from '../services/mail/development-alerts';
import { createDevelopment, deleteDevelopment, listDevelopments, updateDevelopment } from '../services/developments';

export const developmentsRouter = Router();
const editors = requirePermission('editContent');

developmentsRouter.get('/', authenticateIfValid, async (req, res) => {
  const developments = await listDevelopments();
  cacheForCaller(req, res);
  res.json(developments);
});

/**
 * A new update, or a changed status, e-mails the subscribers to development updates
 * (services/mail/development-alerts.ts) unless staff mark the save `minor`.
 */
developmentsRouter.post('/', authenticate, editors, async (req, res) => {
  const { minor, ...input } = parseInput(developmentSaveInput, req.body);
  const created = await createDevelopment(req.user!, input);
  if (!minor) await alertSubscribers(req.user!, created, 'created');
  res.status(201).json(created);
});

developmentsRouter.put('/:id', authenticate, editors, async (req, res) => {
  const id = idParam(req);
  const { minor, ...input } = parseInput(developmentSaveInput, req.body);
  const { development, statusChanged } = await updateDevelopment(req.user!, id, input);
  if (statusChanged && !minor) await alertSubscribers(req.user!, development, 'status');
  res.json(development);
});

developmentsRouter.delete('/:id', authenticate, editors, async (req, res) => {
  const deleted = await deleteDevelopment(req.user!, idParam(req));
  await deleteAllAttachmentFiles(deleted);
  res.status(204).end();
});
