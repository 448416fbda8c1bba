import express, { Router, type RequestHandler } from 'express';
import { documentId, LIMITS } from '@roca/contract';
import { memberInput, memberListQuery, paymentImportQuery, paymentInput, standingDateQuery } from '@roca/contract/members';
import { currentMembershipYear } from '@roca/contract/membership';
import { z } from 'zod';
import { authenticate, requirePermission } from '../middleware/auth';
import { badRequest, HttpError } from '../lib/http-errors';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { addPayment, deletePayment } from '../services/member-payments';
import { createMember, deleteMember, listMembers, membersSummary, updateMember, voterList } from '../services/members';
import { applyPaymentImport, previewPaymentImport } from '../services/payment-import';

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

const CSV_TYPE = 'text/csv';
const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
const csvTooLarge = () =>
  new HttpError(
    413,
    `The CSV file is larger than ${megabytes(LIMITS.paymentsImportMaxBytes)}: download a shorter period and import it in parts`,
  );

/**
 * The CSV text of an import. In production and in the Functions emulator the platform has read a
 * text/csv body into a Buffer (up to 32 MB) before Express runs, so express.raw below skips it and
 * the size is checked here; in-process, express.raw reads it with the same limit.
 */
const csvBody: RequestHandler[] = [
  (req, _res, next) => {
    const charset = /charset=([^;]+)/i
      .exec(req.get('content-type') ?? '')?.[1]
      ?.trim()
      .toLowerCase();
    if (!req.is(CSV_TYPE)) return next(new HttpError(415, 'Send the CSV file itself as the body, with Content-Type text/csv'));
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return next(new HttpError(415, 'Send the CSV file as UTF-8 text'));
    next();
  },
  (req, res, next) =>
    express.raw({ type: CSV_TYPE, limit: LIMITS.paymentsImportMaxBytes })(req, res, (err?: { type?: string }) =>
      next(err?.type === 'entity.too.large' ? csvTooLarge() : err),
    ),
];

function csvText(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('The CSV file is empty', { csv: 'The CSV file is empty' });
  if (body.length > LIMITS.paymentsImportMaxBytes) throw csvTooLarge();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw badRequest('The file is not UTF-8 text: download the CSV again from the provider', { csv: 'The file is not UTF-8 text' });
  }
}

membersRouter.post('/import-payments', ...managers, ...csvBody, async (req, res) => {
  const { dryRun, choice } = parseInput(paymentImportQuery, req.query);
  const csv = csvText(req.body);
  res.json(dryRun ? await previewPaymentImport(csv, choice) : await applyPaymentImport(req.user!, csv, choice));
});

membersRouter.get('/', ...managers, async (req, res) => {
  const { year = currentMembershipYear(), status, q } = parseInput(memberListQuery, req.query);
  res.json(await listMembers({ year, status, q }));
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
