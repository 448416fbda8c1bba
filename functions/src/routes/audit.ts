import { Router } from 'express';
import { auditQuery } from '@roca/contract/audit';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { listAudit } from '../services/audit';
import { restoreDeletedItem } from '../services/audit-restore';
import { requestPublish } from '../services/publishing';

/** The audit log: Admin and Super read it; only an Admin undoes a deletion from it. */
export const auditRouter = Router();

auditRouter.get('/', authenticate, requirePermission('readAuditLog'), async (req, res) => {
  res.json(await listAudit(parseInput(auditQuery, req.query)));
});

auditRouter.post('/:id/restore', authenticate, requirePermission('restoreFromAuditLog'), async (req, res) => {
  const restored = await restoreDeletedItem(req.user!, idParam(req));
  // Whatever came back may be on a public page; a publish sends only the pages that changed.
  await requestPublish({ reason: `${restored.itemType} restored from the audit log`, everything: true });
  res.json(restored);
});
