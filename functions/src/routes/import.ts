import express, { Router } from 'express';
import { LIMITS } from '@roca/contract';
import { developmentImportBody } from '@roca/contract/development-import';
import { authenticate, requirePermission } from '../middleware/auth';
import { limitBody, requireJsonBody } from '../middleware/body';
import { noStore } from '../lib/cache';
import { parseInput } from '../lib/validate';
import { importDevelopments } from '../services/content';

/**
 * POST /api/developments/import (Super and Admin). Mounted before the app's JSON parser: its body
 * carries up to LIMITS.importMaxRows rows, more than the 1 MB every other call may send. The rows
 * come from a file of at most LIMITS.importMaxBytes; as JSON objects with field names they can
 * grow, so the body may be twice that.
 */
export const importRouter = Router();

const IMPORT_BODY_BYTES = 2 * LIMITS.importMaxBytes;

importRouter.post(
  '/',
  noStore,
  limitBody(IMPORT_BODY_BYTES),
  requireJsonBody,
  authenticate,
  requirePermission('editContent'),
  express.json({ limit: IMPORT_BODY_BYTES }),
  async (req, res) => {
    const { rows } = parseInput(developmentImportBody, req.body);
    res.json(await importDevelopments(req.user!, rows));
  },
);
