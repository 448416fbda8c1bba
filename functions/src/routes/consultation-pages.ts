import express, { Router } from 'express';
import { LIMITS } from '@roca/contract/limits';
import { idParam } from '../lib/params';
import { limitPerClient } from '../middleware/client-limits';
import { formOf, pageErrors, sendPage } from '../middleware/function-pages';
import { commentAction, postComment, showComment } from '../services/consultations';

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

  const commentLimit = limitPerClient(
    'comment',
    { perHour: LIMITS.commentsPerClientPerHour },
    {
      heading: 'Too many comments from this address',
      paragraphs: ['Nothing was stored or sent. Please wait an hour and try again, or write to the association.'],
    },
  );
  router.post('/:id/comment', commentLimit, async (req, res) => {
    await sendPage(res, await postComment(idParam(req), formOf(req)));
  });

  router.get('/comment/:token', async (req, res) => {
    await sendPage(res, await showComment(req.params.token));
  });

  for (const action of ['confirm', 'change', 'withdraw'] as const) {
    router.post(`/comment/:token/${action}`, async (req, res) => {
      await sendPage(res, await commentAction(req.params.token, action, formOf(req)));
    });
  }

  router.use(
    pageErrors({
      failed: 'Something went wrong on our side',
      refused: 'This request could not be read',
      afterwards: 'Nothing was stored or sent. Go back to the application’s page and try again, or write to the association.',
    }),
  );
  return router;
}
