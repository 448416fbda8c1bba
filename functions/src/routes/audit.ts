import { Router } from 'express';
import { auditQuery, type RestorableItemType } from '@roca/contract/audit';
import type { ContentKind } from '@roca/contract/publishing';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { listAudit } from '../services/audit';
import { restoreFromAuditLog } from '../services/audit-restore';
import { requestPublish } from '../services/publishing';

/**
 * The part of the published content each restorable kind of item is (docs/content.md). The
 * register of members is on no public page (docs/decisions/009): restoring a member publishes nothing.
 */
const CONTENT_KIND_OF: Record<Exclude<RestorableItemType, 'member'>, ContentKind> = {
  development: 'developments',
  event: 'eventAlerts',
  calendarEvent: 'calendarEvents',
  business: 'businesses',
  communityLink: 'communityLinks',
  volunteerNeed: 'volunteerNeeds',
  siteSettings: 'settings',
  executive: 'executive',
  siteFile: 'files',
};

/** The audit log: Admin and Super read it; only an Admin restores from it (a deletion undone, content put back). */
export const auditRouter = Router();

auditRouter.get('/', authenticate, requirePermission('readAuditLog'), async (req, res) => {
  res.json(await listAudit(parseInput(auditQuery, req.query)));
});

auditRouter.post('/:id/restore', authenticate, requirePermission('restoreFromAuditLog'), async (req, res) => {
  const restored = await restoreFromAuditLog(req.user!, idParam(req));
  // What came back is on the public pages that show its kind of content.
  if (restored.itemType !== 'member') {
    await requestPublish({ reason: `${restored.itemType} restored from the audit log`, kinds: [CONTENT_KIND_OF[restored.itemType]] });
  }
  res.json(restored);
});
