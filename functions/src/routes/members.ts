import { Router } from 'express';
import { documentId } from '@roca/contract';
import { memberInput, memberListQuery, paymentInput, standingDateQuery } from '@roca/contract/members';
import { currentMembershipYear } from '@roca/contract/membership';
import { z } from 'zod';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam, queryWithoutSearch } from '../lib/params';
import { parseInput } from '../lib/validate';
import {
  addPayment,
  createMember,
  deleteMember,
  deletePayment,
  listMembers,
  membersSummary,
  updateMember,
  voterList,
} from '../services/members';

/**
 * /api/members: the register of members (docs/members.md). Personal data: Admin and Super only,
 * except the counts of /summary, which every staff role may read (docs/decisions/009).
 */
export const membersRouter = Router();
const managers = [authenticate, requirePermission('manageMembers')];

membersRouter.get('/summary', authenticate, requirePermission('readMemberCounts'), async (req, res) => {
  res.json(await membersSummary(parseInput(standingDateQuery, req.query).date));
});

membersRouter.get('/voters', ...managers, async (req, res) => {
  res.json(await voterList(parseInput(standingDateQuery, req.query).date));
});

/** The register, filtered by the query (GET) or, with a search by name, address or e-mail, by the body (POST /search: no name in a URL). */
async function answerList(input: unknown) {
  const { year = currentMembershipYear(), status, q } = parseInput(memberListQuery, input);
  return listMembers({ year, status, q });
}

membersRouter.get('/', ...managers, async (req, res) => {
  res.json(await answerList(queryWithoutSearch(req, '/api/members/search')));
});

membersRouter.post('/search', ...managers, async (req, res) => {
  res.json(await answerList(req.body));
});

membersRouter.post('/', ...managers, async (req, res) => {
  res.status(201).json(await createMember(req.user!, parseInput(memberInput, req.body)));
});

membersRouter.put('/:id', ...managers, async (req, res) => {
  const id = idParam(req);
  res.json(await updateMember(req.user!, id, parseInput(memberInput, req.body)));
});

membersRouter.delete('/:id', ...managers, async (req, res) => {
  await deleteMember(req.user!, idParam(req));
  res.status(204).end();
});

membersRouter.post('/:id/payments', ...managers, async (req, res) => {
  const id = idParam(req);
  res.status(201).json(await addPayment(req.user!, id, parseInput(paymentInput, req.body)));
});

const paymentParams = z.object({ id: documentId, paymentId: documentId });

membersRouter.delete('/:id/payments/:paymentId', ...managers, async (req, res) => {
  const { id, paymentId } = parseInput(paymentParams, req.params);
  await deletePayment(req.user!, id, paymentId);
  res.status(204).end();
});
