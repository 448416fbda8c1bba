import { Router } from 'express';
import { loginInput } from '@roca/contract';
import { clientAddress } from '../lib/client-ip';
import { deviceIdOf, rememberDevice } from '../lib/device-cookie';
import { parseInput } from '../lib/validate';
import { authenticate, requirePermission } from '../middleware/auth';
import { clearLockout, listLockouts, login } from '../services/accounts';

export const loginRouter = Router();

loginRouter.post('/', async (req, res) => {
  const input = parseInput(loginInput, req.body);
  const { response, device } = await login(input, { address: clientAddress(req), device: deviceIdOf(req) });
  rememberDevice(res, device);
  res.json(response);
});

/** Who the sign-in throttle refuses right now, and letting them in again (Admins). */
loginRouter.get('/lockouts', authenticate, requirePermission('manageSignInLockouts'), async (_req, res) => {
  res.json(await listLockouts());
});

loginRouter.delete('/lockouts/:id', authenticate, requirePermission('manageSignInLockouts'), async (req, res) => {
  await clearLockout(req.user!, String(req.params.id));
  res.status(204).end();
});
