import { Router } from 'express';
import { userCreateInput, userUpdateInput } from '@roca/contract';
import { recoveryEmailInput } from '@roca/contract/account-links';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { requestRecoveryEmail } from '../services/accounts';
import { createUser, deleteUser, listUsers, updateUser } from '../services/accounts';

/** Who may do what to whom (Super and Admin targets, the Admins the rules keep) is decided in services/accounts/users.ts. */
export const usersRouter = Router();

usersRouter.get('/', authenticate, requirePermission('readStaffData'), async (req, res) => {
  res.json(await listUsers(req.user!));
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

/** A new recovery e-mail, confirmed by the link sent to it: the user's own, or anyone's for an Admin. */
usersRouter.put('/:id/recovery-email', authenticate, requirePermission('readStaffData'), async (req, res) => {
  const id = idParam(req);
  const { email } = parseInput(recoveryEmailInput, req.body);
  res.json(await requestRecoveryEmail(req.user!, id, email));
});
