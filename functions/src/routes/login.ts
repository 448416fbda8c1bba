import { Router } from 'express';
import { loginInput } from '@roca/contract';
import { clientIp } from '../lib/client-ip';
import { parseInput } from '../lib/validate';
import { login } from '../services/login';

export const loginRouter = Router();

loginRouter.post('/', async (req, res) => {
  const input = parseInput(loginInput, req.body);
  res.json(await login(input, clientIp(req)));
});
