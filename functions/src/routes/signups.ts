import { Router, type Request } from 'express';
import { documentId, isoDate } from '@roca/contract';
import { eventSignupInput, occurrenceChangeInput, occurrenceSignupInput } from '@roca/contract/content/event-signup';
import { checkInInput, signupDatesQuery, signupMessageInput, signupPeopleQuery, staffCancelInput } from '@roca/contract/signups';
import { z } from 'zod';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { authenticate, requirePermission } from '../middleware/auth';
import {
  changeSignupDate,
  listSignupDates,
  listSignupEvents,
  listSignupPeople,
  messageSignups,
  readSignupDate,
  removeSignupSettings,
  saveDateSignup,
  saveSignupSettings,
  staffCancelSignup,
  staffCheckIn,
} from '../services/signups';

/**
 * /api/signups: sign-up to events for staff (docs/signups.md, "For staff"; docs/api.md). Every
 * staff role reads the events, their dates and the counts; Admin and Super see who signed up
 * (names and addresses are personal data) and change everything.
 */
export const signupsRouter = Router();

const counts = [authenticate, requirePermission('readSignupCounts')];
const managers = [authenticate, requirePermission('manageSignups')];

const dateParams = z.object({ id: documentId, date: isoDate });
/** The `{id}` and `{date}` of a date's routes: 400 naming the field when malformed. */
const dateOf = (req: Request) => parseInput(dateParams, req.params);

signupsRouter.get('/events', ...counts, async (_req, res) => {
  res.json(await listSignupEvents());
});

signupsRouter.put('/events/:id', ...managers, async (req, res) => {
  res.json(await saveSignupSettings(req.user!, idParam(req), parseInput(eventSignupInput, req.body)));
});

signupsRouter.delete('/events/:id', ...managers, async (req, res) => {
  res.json(await removeSignupSettings(req.user!, idParam(req)));
});

signupsRouter.get('/events/:id/dates', ...counts, async (req, res) => {
  res.json(await listSignupDates(idParam(req), parseInput(signupDatesQuery, req.query)));
});

signupsRouter.get('/events/:id/dates/:date', ...counts, async (req, res) => {
  const { id, date } = dateOf(req);
  res.json(await readSignupDate(id, date));
});

signupsRouter.put('/events/:id/dates/:date', ...managers, async (req, res) => {
  const { id, date } = dateOf(req);
  res.json(await saveDateSignup(req.user!, id, date, parseInput(occurrenceSignupInput, req.body)));
});

signupsRouter.post('/events/:id/dates/:date/changes', ...managers, async (req, res) => {
  const { id, date } = dateOf(req);
  res.json(await changeSignupDate(req.user!, id, date, parseInput(occurrenceChangeInput, req.body)));
});

signupsRouter.get('/events/:id/dates/:date/people', ...managers, async (req, res) => {
  const { id, date } = dateOf(req);
  res.json(await listSignupPeople(id, date, parseInput(signupPeopleQuery, req.query)));
});

signupsRouter.post('/events/:id/dates/:date/message', ...managers, async (req, res) => {
  const { id, date } = dateOf(req);
  res.status(201).json(await messageSignups(req.user!, id, date, parseInput(signupMessageInput, req.body)));
});

signupsRouter.put('/:id/check-in', ...managers, async (req, res) => {
  await staffCheckIn(req.user!, idParam(req), parseInput(checkInInput, req.body).attended);
  res.status(204).end();
});

signupsRouter.post('/:id/cancel', ...managers, async (req, res) => {
  parseInput(staffCancelInput, req.body);
  await staffCancelSignup(req.user!, idParam(req));
  res.status(204).end();
});
