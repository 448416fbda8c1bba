import { Router } from 'express';
import { listEvents } from '../services/events';

export const eventsRouter = Router();

eventsRouter.get('/', async (_req, res) => {
  res.json(await listEvents({ includeHidden: false }));
});
