import express, { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { HOUR_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { clientAddress } from '../lib/client-ip';
import { idParam } from '../lib/params';
import { commentAction, postComment, showComment } from '../services/consultations';
import { formOf, pageOnError, send, sendFunctionPage } from './mail-pages';

/**
 * /consultation/** (Hosting rewrites it here; docs/consultations.md): the comment form of an
 * application's page, and the comment's link e-mailed to the resident. Outside /api, like /mail/**:
 * the form is plain HTML (urlencoded) and the answers are pages. The link's GET shows the comment
 * and changes nothing (link scanners open links); its buttons POST.
 */
export function consultationPagesRouter() {
  const router = Router();
  // In production the platform has parsed the form already; in-process this reads it. A comment is at most a few KB.
  router.use(express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 40 }));
  const commentLimiter = rateLimit({
    windowMs: HOUR_MS,
    limit: LIMITS.commentsPerClientPerHour,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req) ?? 'unknown'),
    validate: { trustProxy: false },
    handler: (_req, res) =>
      void sendFunctionPage(res, 429, {
        kind: 'message',
        title: 'Too many comments',
        description: 'Too many comment forms from this address.',
        heading: 'Too many comments from this address',
        paragraphs: ['Nothing was stored or sent. Please wait an hour and try again, or write to the association.'],
      }),
  });

  router.post('/:id/comment', commentLimiter, async (req, res) => {
    await postComment(idParam(req), formOf(req)).then(send(res));
  });

  router.get('/comment/:token', async (req, res) => {
    await showComment(req.params.token).then(send(res));
  });

  for (const action of ['confirm', 'change', 'withdraw'] as const) {
    router.post(`/comment/:token/${action}`, async (req, res) => {
      await commentAction(req.params.token, action, formOf(req)).then(send(res));
    });
  }

  router.use(pageOnError);
  return router;
}
