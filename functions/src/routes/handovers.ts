import { Router } from 'express';
import { handoverInput, keyHolderInput, outgoingActionInput } from '@roca/contract/handover';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import {
  createHandover,
  createKeyHolder,
  deleteHandover,
  deleteKeyHolder,
  listHandovers,
  listKeyHolders,
  markExecutiveUpdated,
  retireOutgoing,
  transferRole,
  updateKeyHolder,
} from '../services/accounts';

/** The AGM handover and its steps (services/accounts/handovers.ts; docs/handover.md): Admins only. */
export const handoversRouter = Router();
handoversRouter.use(authenticate, requirePermission('manageHandover'));

handoversRouter.get('/', async (_req, res) => {
  res.json(await listHandovers());
});

handoversRouter.post('/', async (req, res) => {
  res.status(201).json(await createHandover(req.user!, parseInput(handoverInput, req.body)));
});

handoversRouter.post('/:id/transfer', async (req, res) => {
  res.json(await transferRole(req.user!, idParam(req)));
});

handoversRouter.post('/:id/outgoing', async (req, res) => {
  const id = idParam(req);
  const { action } = parseInput(outgoingActionInput, req.body);
  res.json(await retireOutgoing(req.user!, id, action));
});

handoversRouter.post('/:id/executive', async (req, res) => {
  res.json(await markExecutiveUpdated(req.user!, idParam(req)));
});

handoversRouter.delete('/:id', async (req, res) => {
  await deleteHandover(req.user!, idParam(req));
  res.status(204).end();
});

/** The checklist of keys held outside the site (services/accounts/key-holders.ts): Admins only. */
export const keyHoldersRouter = Router();
keyHoldersRouter.use(authenticate, requirePermission('manageHandover'));

keyHoldersRouter.get('/', async (_req, res) => {
  res.json(await listKeyHolders());
});

keyHoldersRouter.post('/', async (req, res) => {
  res.status(201).json(await createKeyHolder(req.user!, parseInput(keyHolderInput, req.body)));
});

keyHoldersRouter.put('/:id', async (req, res) => {
  const id = idParam(req);
  res.json(await updateKeyHolder(req.user!, id, parseInput(keyHolderInput, req.body)));
});

keyHoldersRouter.delete('/:id', async (req, res) => {
  await deleteKeyHolder(req.user!, idParam(req));
  res.status(204).end();
});
