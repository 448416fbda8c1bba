import { Router, type Request, type Response } from 'express';
import { can } from '@roca/contract';
import {
  assignInput,
  closeInput,
  inboxQuery,
  inboxSettingsInput,
  noteInput,
  receivedInput,
  replyInput,
  statusInput,
} from '@roca/contract/inbox';
import { forbidden, notFound } from '../lib/http-errors';
import { idParam, queryWithoutSearch } from '../lib/params';
import { parseInput } from '../lib/validate';
import { authenticate, requirePermission } from '../middleware/auth';
import { objectStore } from '../storage/select-store';
import {
  acceptItem,
  addNote,
  assignItem,
  closeItem,
  inboxSummary,
  listInbox,
  readInboxItem,
  readInboxSettings,
  readItem,
  recordAnswer,
  reopenItem,
  replyToItem,
  saveInboxSettings,
  setStatus,
} from '../services/inbox';

/**
 * /api/inbox (docs/inbox.md; docs/api.md, "Inbox"): what residents write. Admin and Super work it
 * (`workInbox`): every item with who wrote and what, and every action on it. Every staff role
 * reads the states, dates and counts (`readInboxStates`), never a sender's details.
 */
export const inboxRouter = Router();
inboxRouter.use(authenticate, requirePermission('readInboxStates'));

/** The list, filtered by the query (GET) or, with a search, by the body (POST /search: what residents wrote stays out of URLs). */
async function answerList(req: Request, res: Response, input: unknown) {
  const query = parseInput(inboxQuery, input);
  const withSender = can(req.user!.role, 'workInbox');
  // A search reads who wrote and what: answering it at all would tell a Read Only caller something.
  if (query.q && !withSender) throw forbidden('Your role does not allow searching what residents wrote');
  res.json(await listInbox(query, withSender));
}

inboxRouter.get('/', async (req, res) => {
  await answerList(req, res, queryWithoutSearch(req, '/api/inbox/search'));
});

inboxRouter.post('/search', async (req, res) => {
  await answerList(req, res, req.body);
});

inboxRouter.get('/summary', async (_req, res) => {
  res.json(await inboxSummary());
});

inboxRouter.get('/settings', async (_req, res) => {
  res.json(await readInboxSettings());
});

inboxRouter.put('/settings', requirePermission('editInboxSettings'), async (req, res) => {
  res.json(await saveInboxSettings(req.user!, parseInput(inboxSettingsInput, req.body)));
});

const worker = requirePermission('workInbox');

inboxRouter.get('/:id', worker, async (req, res) => {
  res.json(await readInboxItem(idParam(req)));
});

/** The heritage form's photo, to staff who work the inbox only: it is the sender's personal data, never a public link. */
inboxRouter.get('/:id/photo', worker, async (req, res) => {
  const photo = (await readItem(idParam(req))).get('photo') as { objectPath: string; fileName: string; contentType: string } | null;
  const stored = photo && (await objectStore().stat(photo.objectPath));
  if (!photo || !stored) throw notFound('This item has no photo');
  res.attachment(photo.fileName);
  res.set({ 'Content-Type': photo.contentType, 'Content-Length': String(stored.size), 'X-Content-Type-Options': 'nosniff' });
  objectStore().read(photo.objectPath).pipe(res);
});

inboxRouter.post('/:id/assign', worker, async (req, res) => {
  const id = idParam(req);
  res.json(await assignItem(req.user!, id, parseInput(assignInput, req.body).position));
});

inboxRouter.post('/:id/notes', worker, async (req, res) => {
  const id = idParam(req);
  res.status(201).json(await addNote(req.user!, id, parseInput(noteInput, req.body).body));
});

inboxRouter.post('/:id/replies', worker, async (req, res) => {
  const id = idParam(req);
  res.status(201).json(await replyToItem(req.user!, id, parseInput(replyInput, req.body).body));
});

inboxRouter.post('/:id/received', worker, async (req, res) => {
  const id = idParam(req);
  res.status(201).json(await recordAnswer(req.user!, id, parseInput(receivedInput, req.body).body));
});

inboxRouter.post('/:id/status', worker, async (req, res) => {
  const id = idParam(req);
  res.json(await setStatus(req.user!, id, parseInput(statusInput, req.body).status));
});

inboxRouter.post('/:id/close', worker, async (req, res) => {
  const id = idParam(req);
  const { outcome, note } = parseInput(closeInput, req.body);
  res.json(await closeItem(req.user!, id, outcome, note));
});

inboxRouter.post('/:id/reopen', worker, async (req, res) => {
  res.json(await reopenItem(req.user!, idParam(req)));
});

inboxRouter.post('/:id/accept', worker, async (req, res) => {
  res.json(await acceptItem(req.user!, idParam(req)));
});
