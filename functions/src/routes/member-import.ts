import express, { Router, type RequestHandler } from 'express';
import { LIMITS, megabytes } from '@roca/contract';
import { paymentImportQuery } from '@roca/contract/members';
import { authenticate, requirePermission } from '../middleware/auth';
import { noStore } from '../lib/cache';
import { badRequest, HttpError } from '../lib/http-errors';
import { parseInput } from '../lib/validate';
import { applyPaymentImport, previewPaymentImport } from '../services/members';

/**
 * POST /api/members/import-payments (Admin and Super; docs/members.md): the payment provider's CSV
 * download, sent as the file itself (text/csv). Mounted before the app's guard that takes only
 * JSON bodies of up to 1 MB (app.ts): this body is CSV, of up to LIMITS.paymentsImportMaxBytes.
 * text/csv is not a type another site can make a visitor's browser post without asking (CORS),
 * and the call needs a staff bearer token anyway.
 */
export const memberImportRouter = Router();

const CSV_TYPE = 'text/csv';
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

memberImportRouter.post('/', noStore, authenticate, requirePermission('manageMembers'), ...csvBody, async (req, res) => {
  const { dryRun, choice } = parseInput(paymentImportQuery, req.query);
  const csv = csvText(req.body);
  res.json(dryRun ? await previewPaymentImport(csv, choice) : await applyPaymentImport(req.user!, csv, choice));
});
