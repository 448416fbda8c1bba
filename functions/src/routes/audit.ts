import { Router } from 'express';
import { auditQuery } from '@roca/contract/audit';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { listAudit } from '../services/core';
import { restoreFromAuditLog } from '../services/restore';

/** The audit log: Admin and Super read it; only an Admin restores from it (a deletion undone, content put back). */
export const auditRouter = Router();

auditRouter.get('/', authenticate, requirePermission('readAuditLog'), async (req, res) => {
  res.json(await listAudit(parseInput(auditQuery, req.query), req.user!.role));
});

auditRouter.post('/:id/restore', authenticate, requirePermission('restoreFromAuditLog'), async (req, res) => {
  // What comes back is republished on the pages that show its kind (services/core/staff-changes.ts).
  res.json(await restoreFromAuditLog(req.user!, idParam(req)));
});
