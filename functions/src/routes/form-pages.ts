import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import type { FunctionPage } from '@roca/contract/function-pages';
import { INBOX_KINDS, type InboxKind } from '@roca/contract/inbox-choices';
import { LIMITS } from '@roca/contract/limits';
import { limitBody } from '../middleware/body';
import { showInboxForm, submitInboxForm } from '../services/inbox';
import { FUNCTION_PAGE_HEADERS, renderFunctionPage } from '../services/publishing';

/**
 * /forms/** (docs/inbox.md, "The forms"; Hosting rewrites it here): the public contact forms'
 * POSTs, which store an item in the staff inbox and answer with its reference, and GET of a form
 * on a page of its own (the executive cards' "Write to the ..." set the contact form's position).
 * Outside /api, like /mail/** and /membership/join: the forms are plain HTML (urlencoded) and the
 * answers are pages. A form is a few kilobytes; the longest message is LIMITS.inboxMessage.
 */
const FORM_BYTES = 64 * 1024;

const kindOf = (req: Request): InboxKind | undefined => INBOX_KINDS.find((kind) => kind === req.params.kind);

async function sendPage(res: Response, status: number, page: FunctionPage) {
  res
    .status(status)
    .set(FUNCTION_PAGE_HEADERS)
    .send(await renderFunctionPage(page));
}

const notAForm: FunctionPage = {
  kind: 'message',
  title: 'No such form',
  description: 'No such form',
  heading: 'There is no such form',
  paragraphs: ['Write to us with the form on the Contact page.'],
};

export function formPagesRouter() {
  const router = Router();
  router.get('/:kind', async (req, res) => {
    const kind = kindOf(req);
    if (!kind) return sendPage(res, 404, notAForm);
    const answer = await showInboxForm(kind, req.query.position);
    return sendPage(res, answer.status, answer.page);
  });
  router.post(
    '/:kind',
    limitBody(FORM_BYTES),
    express.urlencoded({ extended: false, limit: FORM_BYTES, parameterLimit: 40 }),
    async (req, res) => {
      const kind = kindOf(req);
      if (!kind) return sendPage(res, 404, notAForm);
      const form = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};
      const answer = await submitInboxForm(kind, form);
      return sendPage(res, answer.status, answer.page);
    },
  );
  router.use(pageOnError);
  return router;
}

/** A page, not JSON, for whatever goes wrong here: the visitor came from a form. */
const pageOnError: ErrorRequestHandler = (err, _req, res, _next) => {
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) logger.error('form page failed', err);
  void sendPage(res, status, {
    kind: 'message',
    title: 'Your message was not sent',
    description: 'Your message was not sent',
    heading:
      status === 413 ? 'Your message is too long' : status === 500 ? 'Something went wrong on our side' : 'This form could not be read',
    paragraphs: [
      status === 413
        ? `Messages can be up to ${LIMITS.inboxMessage} characters. Nothing was stored: go back, shorten it and send it again.`
        : 'Nothing was stored. Go back and send the form again, or e-mail us.',
    ],
  }).catch(() => res.status(status).type('text/plain').send('Your message was not sent. Please e-mail us.'));
};
