import { Router, type Response } from 'express';
import { can } from '@roca/contract';
import {
  consultationSettingsInput,
  decisionInput,
  letterInput,
  moderationInput,
  sendInput,
  windowInput,
} from '@roca/contract/consultations';
import { z } from 'zod';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { documentId } from '@roca/contract/fields';
import { authenticate, requirePermission } from '../middleware/auth';
import { readConsultationSettings, saveConsultationSettings } from '../services/content';
import {
  closeWindow,
  commentsCsv,
  consultationDetail,
  draftPdf,
  listComments,
  listConsultations,
  moderateComment,
  previewSubmission,
  publishSummary,
  recordDecision,
  saveLetter,
  saveWindow,
  sendSubmission,
  sentPdf,
  submissionProof,
  talliesOf,
} from '../services/consultations';

/**
 * /api/consultations (docs/consultations.md, docs/api.md "Consultations"): comment windows on
 * development applications, their comments, tallies, letter and submission. Admin and Super open
 * windows, read and moderate comments (personal data), write and send the letter; Read Only sees
 * the windows and the counts (docs/decisions/023).
 */
export const consultationsRouter = Router();
const moderators = requirePermission('moderateConsultations');
const anyStaff = requirePermission('readConsultationCounts');

const commentParams = z.object({ id: documentId, commentId: documentId });
const summaryInput = z.object({ published: z.boolean({ error: 'published must be true or false' }) }).strict();

function sendPdf(res: Response, { bytes, fileName }: { bytes: Buffer; fileName: string }) {
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` }).send(bytes);
}

consultationsRouter.get('/', authenticate, anyStaff, async (_req, res) => {
  res.json(await listConsultations());
});

consultationsRouter.get('/settings', authenticate, anyStaff, async (_req, res) => {
  res.json(await readConsultationSettings());
});

consultationsRouter.put('/settings', authenticate, moderators, async (req, res) => {
  res.json(await saveConsultationSettings(req.user!, parseInput(consultationSettingsInput, req.body)));
});

consultationsRouter.get('/:id', authenticate, anyStaff, async (req, res) => {
  res.json(await consultationDetail(idParam(req), can(req.user!.role, 'moderateConsultations')));
});

consultationsRouter.put('/:id/window', authenticate, moderators, async (req, res) => {
  const id = idParam(req);
  res.json(await saveWindow(req.user!, id, parseInput(windowInput, req.body)));
});

consultationsRouter.post('/:id/close', authenticate, moderators, async (req, res) => {
  res.json(await closeWindow(req.user!, idParam(req)));
});

consultationsRouter.put('/:id/summary', authenticate, moderators, async (req, res) => {
  const id = idParam(req);
  res.json(await publishSummary(req.user!, id, parseInput(summaryInput, req.body).published));
});

consultationsRouter.put('/:id/decision', authenticate, moderators, async (req, res) => {
  const id = idParam(req);
  res.json(await recordDecision(req.user!, id, parseInput(decisionInput, req.body)));
});

consultationsRouter.get('/:id/tallies', authenticate, anyStaff, async (req, res) => {
  res.json(await talliesOf(idParam(req)));
});

consultationsRouter.get('/:id/comments', authenticate, moderators, async (req, res) => {
  res.json(await listComments(idParam(req)));
});

consultationsRouter.get('/:id/comments.csv', authenticate, moderators, async (req, res) => {
  const id = idParam(req);
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="comments-${id}.csv"` });
  res.send(await commentsCsv(id));
});

consultationsRouter.put('/:id/comments/:commentId/moderation', authenticate, moderators, async (req, res) => {
  const { id, commentId } = parseInput(commentParams, req.params);
  res.json(await moderateComment(req.user!, id, commentId, parseInput(moderationInput, req.body)));
});

consultationsRouter.put('/:id/letter', authenticate, moderators, async (req, res) => {
  const id = idParam(req);
  res.json(await saveLetter(req.user!, id, parseInput(letterInput, req.body)));
});

consultationsRouter.get('/:id/preview', authenticate, moderators, async (req, res) => {
  res.json(await previewSubmission(idParam(req)));
});

consultationsRouter.get('/:id/letter.pdf', authenticate, moderators, async (req, res) => {
  sendPdf(res, await draftPdf(idParam(req)));
});

consultationsRouter.post('/:id/send', authenticate, moderators, async (req, res) => {
  const id = idParam(req);
  parseInput(sendInput, req.body);
  res.status(201).json(await sendSubmission(req.user!, id));
});

consultationsRouter.get('/:id/submission', authenticate, anyStaff, async (req, res) => {
  res.json(await submissionProof(idParam(req)));
});

consultationsRouter.get('/:id/submission.pdf', authenticate, moderators, async (req, res) => {
  sendPdf(res, await sentPdf(idParam(req)));
});
