import { Router } from 'express';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import {
  contentItemSchema,
  createContentItem,
  deleteContentItem,
  listItemsOf,
  updateContentItem,
  type ContentItemType,
} from '../services/content';

/**
 * One REST shape for every collection of content items: /api/calendar-events and
 * /api/content/{business-directory,community-links,volunteer-needs}. Staff read; Admin and Super
 * change. The body is the whole item, checked by the kind's contract schema. Each stored change
 * republishes the pages that show the collection (services/core/staff-changes.ts).
 */
export function contentItemsRouter(type: ContentItemType) {
  const router = Router();
  const editors = requirePermission('editContent');
  const schema = contentItemSchema(type);

  router.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
    res.json(await listItemsOf(type));
  });

  router.post('/', authenticate, editors, async (req, res) => {
    res.status(201).json(await createContentItem(req.user!, type, parseInput(schema, req.body)));
  });

  router.put('/:id', authenticate, editors, async (req, res) => {
    const id = idParam(req);
    res.json(await updateContentItem(req.user!, type, id, parseInput(schema, req.body)));
  });

  router.delete('/:id', authenticate, editors, async (req, res) => {
    await deleteContentItem(req.user!, type, idParam(req));
    res.status(204).end();
  });

  return router;
}
