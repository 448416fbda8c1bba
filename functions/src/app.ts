import express from 'express';
import { LIMITS } from '@roca/contract';
import { errorMiddleware, notFound } from './lib/http-errors';
import { developmentsRouter } from './routes/developments';
import { eventsRouter } from './routes/events';

/** The Express app behind the `api` function: every route of spec section 7 lives under /api. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Behind Hosting and the Functions front end; the client address is in X-Forwarded-For.
  app.set('trust proxy', true);
  app.use(express.json({ limit: LIMITS.jsonBodyBytes }));

  const api = express.Router();
  api.use('/developments', developmentsRouter);
  api.use('/events', eventsRouter);
  api.use(() => {
    throw notFound('No such API route');
  });

  app.use('/api', api);
  app.use(errorMiddleware);
  return app;
}
