import { Router } from 'express';
import { attachFileInput, deleteAttachmentInput } from '@roca/contract';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { attachFile, deleteAttachment } from '../services/content';

/** /api/developments/{id}/attachments (docs/requirements.md, Uploads). Both answer with the updated development. */
export const attachmentsRouter = Router({ mergeParams: true });

attachmentsRouter.use(authenticate, requirePermission('editContent'));

attachmentsRouter.put('/', async (req, res) => {
  const development = await attachFile(req.user!, idParam(req), parseInput(attachFileInput, req.body));
  res.json(development);
});

attachmentsRouter.delete('/', async (req, res) => {
  const id = idParam(req);
  const { attachmentPath } = parseInput(deleteAttachmentInput, req.body);
  const development = await deleteAttachment(req.user!, id, attachmentPath);
  res.json(development);
});
