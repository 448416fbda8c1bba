import { Router } from 'express';
import { developmentSaveInput, type Development, type PublicUser } from '@roca/contract';
import { logger } from 'firebase-functions';
import { authenticate, authenticateIfValid, requirePermission } from '../middleware/auth';
import { cacheForCaller } from '../lib/cache';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { deleteAllAttachmentFiles } from '../services/content';
import { alertSubscribers, type DevelopmentChange } from '../services/subscribers';
import { createDevelopment, deleteDevelopment, listDevelopments, updateDevelopment } from '../services/content';

export const developmentsRouter = Router();
const editors = requirePermission('editContent');

developmentsRouter.get('/', authenticateIfValid, async (req, res) => {
  const developments = await listDevelopments();
  cacheForCaller(req, res);
  res.json(developments);
});

/**
 * A new update, or a changed status, e-mails the subscribers to development updates
 * (services/subscribers/development-alerts.ts) unless staff mark the save `minor`. The save stands
 * whatever happens to the alert (mail not set up, say): the failure is logged, without addresses.
 */
async function alertAfterSave(actor: PublicUser, development: Development, change: DevelopmentChange) {
  await alertSubscribers(actor, development, change).catch((err: Error) =>
    logger.error('development alert not queued', { developmentId: development.id, error: err.message }),
  );
}

developmentsRouter.post('/', authenticate, editors, async (req, res) => {
  const { minor, ...input } = parseInput(developmentSaveInput, req.body);
  const created = await createDevelopment(req.user!, input);
  if (!minor) await alertAfterSave(req.user!, created, 'created');
  res.status(201).json(created);
});

developmentsRouter.put('/:id', authenticate, editors, async (req, res) => {
  const id = idParam(req);
  const { minor, ...input } = parseInput(developmentSaveInput, req.body);
  const { development, statusChanged } = await updateDevelopment(req.user!, id, input);
  if (statusChanged && !minor) await alertAfterSave(req.user!, development, 'status');
  res.json(development);
});

developmentsRouter.delete('/:id', authenticate, editors, async (req, res) => {
  const deleted = await deleteDevelopment(req.user!, idParam(req));
  await deleteAllAttachmentFiles(deleted);
  res.status(204).end();
});
