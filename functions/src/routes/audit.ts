import { Router } from 'express';
import { auditQuery } from '@roca/contract/audit';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { listAudit } from '../services/audit';
import { restoreDeletedItem } from '../services/audit-restore';

/** The audit log: Admin and Super read it; only an Admin undoes a deletion from it. */
export const auditRouter = Router();

auditRouter.get('/', authenticate, requirePermission('readAuditLog'), async (req, res) => {
  res.json(await listAudit(parseInput(auditQuery, req.query)));
});

auditRouter.post('/:id/restore', authenticate, requirePermission('restoreFromAuditLog'), async (req, res) => {
  res.json(await restoreDeletedItem(req.user!, idParam(req)));
});
