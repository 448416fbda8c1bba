import { Router } from 'express';
import { eventInput, eventUpdateInput, eventVisibilityInput } from '@roca/contract';
import { authenticate, authenticateIfValid, requirePermission } from '../middleware/auth';
import { cacheForCaller } from '../lib/cache';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { createEvent, deleteEvent, listEvents, updateEvent } from '../services/content';

export const eventsRouter = Router();
const editors = requirePermission('editContent');

eventsRouter.get('/', authenticateIfValid, async (req, res) => {
  const events = await listEvents({ includeHidden: req.user !== undefined });
  cacheForCaller(req, res);
  res.json(events);
});

eventsRouter.post('/', authenticate, editors, async (req, res) => {
  const input = parseInput(eventInput, req.body);
  const created = await createEvent(req.user!, input);
  res.status(201).json(created);
});

/** The visibility switch sends only `{ isVisible }`; the edit form sends the whole event. Fields not sent keep their value. */
const isVisibilityOnly = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'isVisible' in body;

eventsRouter.put('/:id', authenticate, editors, async (req, res) => {
  const id = idParam(req);
  const visibilityOnly = isVisibilityOnly(req.body);
  const changes = visibilityOnly ? parseInput(eventVisibilityInput, req.body) : parseInput(eventUpdateInput, req.body);
  const updated = await updateEvent(req.user!, id, changes);
  res.json(updated);
});

eventsRouter.delete('/:id', authenticate, editors, async (req, res) => {
  await deleteEvent(req.user!, idParam(req));
  res.status(204).end();
});
