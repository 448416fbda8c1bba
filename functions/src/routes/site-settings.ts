import { Router } from 'express';
import { siteSettingsUpdate } from '@roca/contract/content/site-settings';
import { authenticate, requirePermission } from '../middleware/auth';
import { parseInput } from '../lib/validate';
import { saveSiteSettings } from '../services/content-documents';
import { requestPublish } from '../services/publishing';
import { readSiteSettings } from '../services/site-content';

/**
 * /api/site-settings: the association's facts on every page. Staff read; Admin and Super change,
 * and each stored change republishes the pages that show it (docs/content.md).
 */
export const siteSettingsRouter = Router();

siteSettingsRouter.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
  res.json(await readSiteSettings());
});

siteSettingsRouter.put('/', authenticate, requirePermission('editContent'), async (req, res) => {
  const saved = await saveSiteSettings(req.user!, parseInput(siteSettingsUpdate, req.body));
  await requestPublish({ reason: 'site settings saved', kinds: ['settings'] });
  res.json(saved);
});
