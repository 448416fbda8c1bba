import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { logger } from 'firebase-functions';
import type { FunctionPage, MessagePage } from '@roca/contract/function-pages';
import { LIMITS } from '@roca/contract/limits';
import { HOUR_MS } from '@roca/contract/days';
import { clientAddress } from '../lib/client-ip';
import { HttpError } from '../lib/http-errors';
import { limitBody } from '../middleware/body';
import { FUNCTION_PAGE_HEADERS, renderFunctionPage } from '../services/publishing';
import { renewalPage, sendJoinForm } from '../services/joins';
import { finishPayPalPayment, RETURN_PATH, startPayPalPayment } from '../services/joins';

/**
 * The join form's requests (docs/members.md, "Joining online"; Hosting rewrites them here):
 * POST /membership/join, which stores a pending join and sends the buyer to PayPal or says how to
 * pay by e-Transfer, cheque or cash; GET /membership/paid, where PayPal sends the buyer back; and
 * GET /membership/renew/{token}, a renewal reminder's link to the form. Outside /api, like
 * /mail/**: the form is plain HTML (application/x-www-form-urlencoded) and the answers are pages.
 */
const JOIN_FORM_BYTES = 16_384;

export function joinPagesRouter() {
  const router = Router();
  // Its own limiter per app, counting in this instance's memory, as analytics does (routes/analytics.ts).
  const joinLimiter = rateLimit({
    windowMs: HOUR_MS,
    limit: LIMITS.joinsPerClientPerHour,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req) ?? 'unknown'),
    validate: { trustProxy: false },
    handler: (_req, res) =>
      void sendPage(res, 429, {
        heading: 'Too many join forms from this address',
        paragraphs: ['Nothing was stored. Please wait an hour and send the form again, or write to the association.'],
      }),
  });
  // A join form is a few hundred bytes. limitBody measures what the platform parsed already too (middleware/body.ts).
  router.post(
    '/join',
    joinLimiter,
    limitBody(JOIN_FORM_BYTES),
    express.urlencoded({ extended: false, limit: JOIN_FORM_BYTES, parameterLimit: 20 }),
    answerJoinForm,
  );
  router.get(RETURN_PATH.slice('/membership'.length), showReturnPage);
  router.get('/renew/:token', showRenewalForm);
  router.use(pageOnError);
  return router;
}

async function sendFunctionPage(res: Response, status: number, page: FunctionPage) {
  res
    .status(status)
    .set(FUNCTION_PAGE_HEADERS)
    .send(await renderFunctionPage(page));
}

const sendPage = (res: Response, status: number, page: Pick<MessagePage, 'heading' | 'paragraphs'>) =>
  sendFunctionPage(res, status, { kind: 'message', title: page.heading, description: page.heading, ...page });

/** POST /membership/join: a pending join, then PayPal's approval page or how to pay otherwise; or the form again with its errors. */
async function answerJoinForm(req: Request, res: Response) {
  const form = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};
  const answer = await sendJoinForm(form);
  if ('payAtPayPal' in answer) return res.redirect(303, await startPayPalPayment(answer.payAtPayPal));
  return sendFunctionPage(res, answer.status, answer.page);
}

/** GET /membership/renew/{token}: the form with the link's token; with the hosted button, /membership itself. */
async function showRenewalForm(req: Request, res: Response) {
  const answer = await renewalPage(String(req.params.token));
  if (!answer) return res.redirect(303, '/membership');
  return sendFunctionPage(res, answer.status, answer.page);
}

/** GET /membership/paid?token={order id}&PayerID=...: where PayPal sends the buyer back. */
async function showReturnPage(req: Request, res: Response) {
  const token = typeof req.query.token === 'string' && /^[A-Z0-9]{1,36}$/.test(req.query.token) ? req.query.token : undefined;
  if (!token) return sendPage(res, 400, { heading: 'This link is not complete', paragraphs: ['It names no PayPal payment.'] });
  const paid = await finishPayPalPayment(token);
  return sendPage(res, 200, {
    heading: `You are a member for ${paid.year}`,
    paragraphs: [`Thank you. Your reference is ${paid.reference}; a receipt is on its way by e-mail.`],
  });
}

/** A page, not JSON, for whatever goes wrong here: the visitor came from the form or from PayPal. */
const pageOnError: ErrorRequestHandler = (err, _req, res, _next) => {
  const status = err instanceof HttpError ? err.status : typeof err?.status === 'number' && err.status < 500 ? err.status : 500;
  // A body the parser refused (too many fields, a bad encoding) is the sender's mistake, not ours.
  if (status >= 500 && !(err instanceof HttpError)) logger.error('join page failed', err);
  const said = err instanceof HttpError ? err.message : status < 500 ? 'The form could not be read.' : 'Something went wrong on our side.';
  void sendPage(res, status, {
    heading: status >= 500 ? 'The membership could not be completed' : 'This request could not be completed',
    paragraphs: [said, 'If PayPal charged you, the payment is recorded when PayPal tells us; otherwise write to the association.'],
  }).catch(() => res.status(status).type('text/plain').send(said));
};
