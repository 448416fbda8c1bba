import express, { Router, type ErrorRequestHandler } from 'express';
import { logger } from 'firebase-functions';
import type { FunctionPage } from '@roca/contract/function-pages';
import { FUNCTION_PAGE_HEADERS, renderFunctionPage } from '../services/function-pages';
import { savePreferences, showPreferences, unsubscribeByLink, type PageAnswer } from '../services/mail/preferences';

/**
 * /mail/unsubscribe/{token} and /mail/preferences/{token} (Hosting rewrites /mail/** here;
 * docs/mail.md, "Unsubscribe"): the pages behind the links in every bulk message, for anyone with
 * a valid link and nobody else. Outside /api, so the API's JSON-only guard (app.ts) does not
 * apply: the page's forms post application/x-www-form-urlencoded, and mail providers' RFC 8058
 * one-click POST may be multipart/form-data; the link itself says what to do, so no body is needed.
 */
export const mailPagesRouter = Router();

/** In production the platform has parsed the form already; in-process this reads it. A form here is a few hundred bytes. */
mailPagesRouter.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));

async function sendFunctionPage(res: express.Response, status: number, page: FunctionPage) {
  res
    .status(status)
    .set(FUNCTION_PAGE_HEADERS)
    .send(await renderFunctionPage(page));
}

const send = (res: express.Response) => (answer: PageAnswer) => sendFunctionPage(res, answer.status, answer.page);

mailPagesRouter.get('/unsubscribe/:token', async (req, res) => {
  await showPreferences(req.params.token).then(send(res));
});

mailPagesRouter.post('/unsubscribe/:token', async (req, res) => {
  await unsubscribeByLink(req.params.token).then(send(res));
});

mailPagesRouter.post('/preferences/:token', async (req, res) => {
  const form = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};
  await savePreferences(req.params.token, form).then(send(res));
});

/** A page, not JSON, for whatever goes wrong here: the visitor came from an e-mail, not an app. */
const pageOnError: ErrorRequestHandler = (err, _req, res, _next) => {
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) logger.error('mail page failed', err);
  void sendFunctionPage(res, status, {
    kind: 'message',
    title: 'Something went wrong',
    description: 'The e-mail choices page could not be shown.',
    heading: status === 500 ? 'Something went wrong on our side' : 'This request could not be read',
    paragraphs: [
      'Nothing was changed. Open the link from the message again, or write to the association and we will change your e-mail choices for you.',
    ],
  }).catch(() => res.status(status).type('text/plain').send('Something went wrong. Nothing was changed.'));
};
mailPagesRouter.use(pageOnError);
