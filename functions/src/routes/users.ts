import { Router } from 'express';
import { userCreateInput, userUpdateInput } from '@roca/contract';
import { passwordChangeInput, recoveryEmailInput } from '@roca/contract/account-links';
import { authenticate, requirePermission } from '../middleware/auth';
import { clientAddress } from '../lib/client-ip';
import { forbidden } from '../lib/http-errors';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { changeOwnPassword, createUser, deleteUser, listUsers, requestRecoveryEmail, updateUser } from '../services/accounts';

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

/**
 * A new recovery e-mail, confirmed by the link sent to it: the user's own, with their current
 * password, or anyone's for an Admin. The address it replaces is told, with a link to undo.
 */
usersRouter.put('/:id/recovery-email', authenticate, requirePermission('readStaffData'), async (req, res) => {
  const id = idParam(req);
  const input = parseInput(recoveryEmailInput, req.body);
  res.json(await requestRecoveryEmail(req.user!, id, input, { address: clientAddress(req), device: undefined }));
});

/** One's own new password, with the current one (My Account); every session ends, this one too. */
usersRouter.put('/:id/password', authenticate, requirePermission('readStaffData'), async (req, res) => {
  const id = idParam(req);
  if (id !== req.user!.id) throw forbidden('You can change only your own password here; an Admin sets another user’s in Edit User');
  const { currentPassword, password } = parseInput(passwordChangeInput, req.body);
  await changeOwnPassword(req.user!, currentPassword, password, { address: clientAddress(req), device: undefined });
  res.status(204).end();
});
