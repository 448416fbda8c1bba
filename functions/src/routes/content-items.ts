import { Router } from 'express';
import type { z } from 'zod';
import type { ContentKind } from '@roca/contract/publishing';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { createContentItem, deleteContentItem, listItemsOf, updateContentItem, type ContentItemKind } from '../services/content-items';
import { requestPublish } from '../services/publishing';

/** The part of the published content each collection is: its pages are republished after a change. */
const CONTENT_KIND_OF: Record<ContentItemKind, ContentKind> = {
  'calendar-events': 'calendarEvents',
  'business-directory': 'businesses',
  'community-links': 'communityLinks',
  'volunteer-needs': 'volunteerNeeds',
};

/**
 * One REST shape for every collection of content items: /api/calendar-events and
 * /api/content/{business-directory,community-links,volunteer-needs}. Staff read; Admin and Super
 * change. The body is the whole item, checked by the kind's contract schema. Each stored change
 * republishes the pages that show the collection (docs/content.md).
 */
export function contentItemsRouter(kind: ContentItemKind, schema: z.ZodType<Record<string, unknown>>) {
  const router = Router();
  const editors = requirePermission('editContent');
  const publish = (reason: string) => requestPublish({ reason: `${kind}: ${reason}`, kinds: [CONTENT_KIND_OF[kind]] });

  router.get('/', authenticate, requirePermission('readStaffData'), async (_req, res) => {
    res.json(await listItemsOf(kind));
  });

  router.post('/', authenticate, editors, async (req, res) => {
    const created = await createContentItem(req.user!, kind, parseInput(schema, req.body));
    await publish('item created');
    res.status(201).json(created);
  });

  router.put('/:id', authenticate, editors, async (req, res) => {
    const id = idParam(req);
    const updated = await updateContentItem(req.user!, kind, id, parseInput(schema, req.body));
    await publish('item updated');
    res.json(updated);
  });

  router.delete('/:id', authenticate, editors, async (req, res) => {
    await deleteContentItem(req.user!, kind, idParam(req));
    await publish('item deleted');
    res.status(204).end();
  });

  return router;
}
