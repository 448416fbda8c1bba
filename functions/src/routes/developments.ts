import { Router } from 'express';
import { listDevelopments } from '../services/developments';

export const developmentsRouter = Router();

developmentsRouter.get('/', async (_req, res) => {
  res.json(await listDevelopments());
});
