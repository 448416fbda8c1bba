import express, { Router, type Request, type Response } from 'express';
import { messagePage } from '@roca/contract/function-pages';
import { LIMITS } from '@roca/contract/limits';
import { limitBody } from '../middleware/body';
import { limitPerClient } from '../middleware/client-limits';
import { formOf, pageErrors, sendPage } from '../middleware/function-pages';
import { finishPayPalPayment, renewalPage, RETURN_PATH, sendJoinForm, startPayPalPayment } from '../services/joins';

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
  const joinLimit = limitPerClient(
    'join',
    { perHour: LIMITS.joinsPerClientPerHour },
    {
      heading: 'Too many join forms from this address',
      paragraphs: ['Nothing was stored. Please wait an hour and send the form again, or write to the association.'],
    },
  );
  // A join form is a few hundred bytes. limitBody measures what the platform parsed already too (middleware/body.ts).
  router.post(
    '/join',
    joinLimit,
    limitBody(JOIN_FORM_BYTES),
    express.urlencoded({ extended: false, limit: JOIN_FORM_BYTES, parameterLimit: 20 }),
    answerJoinForm,
  );
  // Each load asks PayPal (once the order is known to be ours): a client gets a few an hour.
  const returnLimit = limitPerClient(
    'join-return',
    { perHour: LIMITS.joinReturnsPerClientPerHour },
    {
      heading: 'Too many requests from this address',
      paragraphs: ['Please wait an hour and reload the page, or write to the association.'],
    },
  );
  router.get(RETURN_PATH.slice('/membership'.length), returnLimit, showReturnPage);
  router.get('/renew/:token', showRenewalForm);
  router.use(
    pageErrors({
      failed: 'The membership could not be completed',
      refused: 'This request could not be completed',
      afterwards: 'If PayPal charged you, the payment is recorded when PayPal tells us; otherwise write to the association.',
    }),
  );
  return router;
}

/** POST /membership/join: a pending join, then PayPal's approval page or how to pay otherwise; or the form again with its errors. */
async function answerJoinForm(req: Request, res: Response) {
  const answer = await sendJoinForm(formOf(req));
  if ('payAtPayPal' in answer) return res.redirect(303, await startPayPalPayment(answer.payAtPayPal));
  return sendPage(res, answer);
}

/** GET /membership/renew/{token}: the form with the link's token; with the hosted button, /membership itself. */
async function showRenewalForm(req: Request, res: Response) {
  const answer = await renewalPage(String(req.params.token));
  if (!answer) return res.redirect(303, '/membership');
  return sendPage(res, answer);
}

/** GET /membership/paid?token={order id}&PayerID=...: where PayPal sends the buyer back. */
async function showReturnPage(req: Request, res: Response) {
  const token = typeof req.query.token === 'string' && /^[A-Z0-9]{1,36}$/.test(req.query.token) ? req.query.token : undefined;
  if (!token) return sendPage(res, { status: 400, page: messagePage('This link is not complete', ['It names no PayPal payment.']) });
  const paid = await finishPayPalPayment(token);
  return sendPage(res, {
    status: 200,
    page: messagePage(`You are a member for ${paid.year}`, [
      `Thank you. Your reference is ${paid.reference}; a receipt is on its way by e-mail.`,
    ]),
  });
}
