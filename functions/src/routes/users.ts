import { Router } from 'express';
import { userCreateInput, userUpdateInput } from '@roca/contract';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { createUser, deleteUser, listUsers, updateUser } from '../services/users';

/** Who may do what to whom (Super and Admin targets, the last Admin) is decided in services/users.ts. */
export const usersRouter = Router();

usersRouter.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
  res.json(await listUsers());
});

usersRouter.post('/', authenticate, requirePermission('createUsers'), async (req, res) => {
  const input = parseInput(userCreateInput, req.body);
  res.status(201).json(await createUser(input, req.user!));
});

usersRouter.put('/:id', authenticate, requirePermission('editUsers'), async (req, res) => {
  const id = idParam(req);
  const changes = parseInput(userUpdateInput, req.body);
  res.json(await updateUser(req.user!, id, changes));
});

usersRouter.delete('/:id', authenticate, requirePermission('deleteUsers'), async (req, res) => {
  await deleteUser(req.user!, idParam(req));
  res.status(204).end();
});
