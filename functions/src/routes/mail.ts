import { Router, type Request, type Response } from 'express';
import { can, documentId } from '@roca/contract';
import {
  audienceInput,
  composeInput,
  mailLogQuery,
  mailSendsQuery,
  mailSettingsInput,
  noticeInput,
  noticeWindowQuery,
  renewalRemindersInput,
  suppressionInput,
  testMailInput,
} from '@roca/contract/mail';
import { MEMBERSHIP } from '@roca/contract/membership';
import { z } from 'zod';
import { authenticate, requirePermission } from '../middleware/auth';
import { forbidden } from '../lib/http-errors';
import { idParam, queryWithoutSearch } from '../lib/params';
import { parseInput } from '../lib/validate';
import {
  addSuppression,
  audienceRecipients,
  clearSuppression,
  formMailCounts,
  listSends,
  listSuppressions,
  mailLog,
  noticeWindow,
  previewCompose,
  previewNotice,
  readMailSettings,
  readReminders,
  retrySend,
  saveMailSettings,
  saveReminders,
  sendCompose,
  sendDetail,
  sendNotice,
  sendTest,
} from '../services/mail';

/**
 * /api/mail (docs/mail.md, docs/api.md "Mail"): compose and send, general-meeting notices,
 * renewal reminders, the log and suppressed addresses. Admin and Super compose, send and see
 * addresses; Read Only sees counts and states only (docs/decisions/014).
 */
export const mailRouter = Router();
const senders = [authenticate, requirePermission('sendMail')];
const readers = [authenticate, requirePermission('readMailLog')];

/** What the public forms mailed this hour and today, and held back at the caps (docs/mail.md, "Mail a public form sends"). */
mailRouter.get('/form-mail', ...readers, async (_req, res) => {
  res.json(await formMailCounts());
});

mailRouter.post('/audience', ...readers, async (req, res) => {
  const { audience, topic } = parseInput(audienceInput, req.body);
  res.json((await audienceRecipients(audience, topic)).count);
});

mailRouter.post('/preview', ...senders, async (req, res) => {
  res.json(await previewCompose(parseInput(composeInput, req.body)));
});

mailRouter.post('/test', ...senders, async (req, res) => {
  res.status(201).json(await sendTest(req.user!, parseInput(testMailInput, req.body)));
});

mailRouter.post('/sends', ...senders, async (req, res) => {
  res.status(201).json(await sendCompose(req.user!, parseInput(composeInput, req.body)));
});

mailRouter.get('/sends', ...readers, async (req, res) => {
  res.json(await listSends(parseInput(mailSendsQuery, req.query).kind));
});

mailRouter.get('/sends/:id', ...senders, async (req, res) => {
  res.json(await sendDetail(idParam(req)));
});

mailRouter.post('/sends/:id/retry', ...senders, async (req, res) => {
  res.json(await retrySend(idParam(req)));
});

/** The log, filtered by the query (GET) or, with a search by address, by the body (POST .../search: no address in a URL). */
async function answerMailLog(req: Request, res: Response, input: unknown) {
  const query = parseInput(mailLogQuery, input);
  const withAddresses = can(req.user!.role, 'sendMail');
  // Searching by address would tell Read Only who is on the list.
  if (query.q && !withAddresses) throw forbidden('Your role sees counts and states, not addresses');
  res.json(await mailLog(query, withAddresses));
}

mailRouter.get('/log', ...readers, async (req, res) => {
  await answerMailLog(req, res, queryWithoutSearch(req, '/api/mail/log/search'));
});

mailRouter.post('/log/search', ...readers, async (req, res) => {
  await answerMailLog(req, res, req.body);
});

mailRouter.get('/settings', ...readers, async (_req, res) => {
  res.json(await readMailSettings());
});

mailRouter.put('/settings', ...senders, async (req, res) => {
  res.json(await saveMailSettings(req.user!, parseInput(mailSettingsInput, req.body)));
});

mailRouter.get('/notices/window', ...readers, async (req, res) => {
  res.json(await noticeWindow(parseInput(noticeWindowQuery, req.query).meetingDate));
});

mailRouter.post('/notices/preview', ...senders, async (req, res) => {
  res.json(await previewNotice(parseInput(noticeInput, req.body)));
});

mailRouter.post('/notices', ...senders, async (req, res) => {
  res.status(201).json(await sendNotice(req.user!, parseInput(noticeInput, req.body)));
});

const yearParams = z.object({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(MEMBERSHIP.earliestYear, `Year must be ${MEMBERSHIP.earliestYear} or later`)
    .max(9999, 'Year must have 4 digits'),
});

mailRouter.get('/renewal-reminders/:year', ...readers, async (req, res) => {
  res.json(await readReminders(parseInput(yearParams, req.params).year));
});

mailRouter.put('/renewal-reminders/:year', ...senders, async (req, res) => {
  const { year } = parseInput(yearParams, req.params);
  res.json(await saveReminders(req.user!, year, parseInput(renewalRemindersInput, req.body)));
});

mailRouter.get('/suppressions', ...senders, async (_req, res) => {
  res.json(await listSuppressions());
});

mailRouter.post('/suppressions', ...senders, async (req, res) => {
  const { email, reason } = parseInput(suppressionInput, req.body);
  res.status(201).json(await addSuppression(req.user!, email, reason));
});

mailRouter.delete('/suppressions/:id', ...senders, async (req, res) => {
  await clearSuppression(req.user!, parseInput(z.object({ id: documentId }), req.params).id);
  res.status(204).end();
});
