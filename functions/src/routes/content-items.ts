import { Router } from 'express';
import type { z } from 'zod';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { createContentItem, deleteContentItem, listItemsOf, updateContentItem, type ContentItemKind } from '../services/content-items';

/**
 * One REST shape for every collection of content items: /api/calendar-events and
 * /api/content/{business-directory,community-links,volunteer-needs}. Staff read; Admin and Super
 * change. The body is the whole item, checked by the kind's contract schema.
 */
export function contentItemsRouter(kind: ContentItemKind, schema: z.ZodType<Record<string, unknown>>) {
  const router = Router();
  const editors = requirePermission('editContent');

  router.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
    res.json(await listItemsOf(kind));
  });

  router.post('/', authenticate, editors, async (req, res) => {
    res.status(201).json(await createContentItem(req.user!, kind, parseInput(schema, req.body)));
  });

  router.put('/:id', authenticate, editors, async (req, res) => {
    const id = idParam(req);
    res.json(await updateContentItem(req.user!, kind, id, parseInput(schema, req.body)));
  });

  router.delete('/:id', authenticate, editors, async (req, res) => {
    await deleteContentItem(req.user!, kind, idParam(req));
    res.status(204).end();
  });

  return router;
}
