import { Router, type Request } from 'express';
import { documentId } from '@roca/contract';
import { SITE_FILE_SLOTS, siteFileUpdate, type SiteFileSlot } from '@roca/contract/content/site-files';
import { z } from 'zod';
import { authenticate, requirePermission } from '../middleware/auth';
import { notFound } from '../lib/http-errors';
import { parseInput } from '../lib/validate';
import { readSiteFiles, updateSiteFile } from '../services/content';

/**
 * /api/site-files: the PDFs, maps and slides of the public pages, by slot. Staff read; Admin and
 * Super replace, and the pages that link the file are republished with it.
 */
export const siteFilesRouter = Router();

const slotParams = z.object({ slot: documentId });

/** A malformed slot is a 400 like any bad input; a well-formed unknown one is a 404. */
function slotParam(req: Request): SiteFileSlot {
  const { slot } = parseInput(slotParams, req.params);
  if (!Object.hasOwn(SITE_FILE_SLOTS, slot)) throw notFound('No file slot with this name');
  return slot as SiteFileSlot;
}

siteFilesRouter.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
  res.json(await readSiteFiles());
});

siteFilesRouter.put('/:slot', authenticate, requirePermission('editContent'), async (req, res) => {
  const slot = slotParam(req);
  const saved = await updateSiteFile(req.user!, slot, parseInput(siteFileUpdate, req.body));
  res.json(saved);
});
