import { Router } from 'express';
import { siteSettingsUpdate, type SiteNames } from '@roca/contract/content/site-settings';
import { authenticate, requirePermission } from '../middleware/auth';
import { cacheForCaller } from '../lib/cache';
import { parseInput } from '../lib/validate';
import { readSiteSettings, saveSiteSettings } from '../services/content';

/**
 * /api/site-settings: the association's facts on every page. Staff read; Admin and Super change,
 * and each stored change republishes the pages that show it (docs/content.md).
 */
export const siteSettingsRouter = Router();

siteSettingsRouter.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
  res.json(await readSiteSettings());
});

/**
 * The association's names, for the screens anyone may open (sign-in, forgot password): the same
 * facts every public page shows, so no sign-in is needed and a cache may keep them for minutes.
 */
siteSettingsRouter.get('/names', async (req, res) => {
  const { associationName, shortName } = await readSiteSettings();
  cacheForCaller(req, res);
  res.json({ associationName, shortName } satisfies SiteNames);
});

siteSettingsRouter.put('/', authenticate, requirePermission('editContent'), async (req, res) => {
  const saved = await saveSiteSettings(req.user!, parseInput(siteSettingsUpdate, req.body));
  res.json(saved);
});
