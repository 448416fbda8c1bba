import express, { Router, type ErrorRequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { logger } from 'firebase-functions';
import type { FunctionPage } from '@roca/contract/function-pages';
import { LIMITS } from '@roca/contract/limits';
import { clientAddress } from '../lib/client-ip';
import { FUNCTION_PAGE_HEADERS, renderFunctionPage } from '../services/publishing';
import { savePreferences, showPreferences, unsubscribeByLink, type PageAnswer } from '../services/mail';
import { confirm, showConfirmation, subscribe } from '../services/subscribers';

async function sendFunctionPage(res: express.Response, status: number, page: FunctionPage) {
  res
    .status(status)
    .set(FUNCTION_PAGE_HEADERS)
    .send(await renderFunctionPage(page));
}

const send = (res: express.Response) => (answer: PageAnswer) => sendFunctionPage(res, answer.status, answer.page);

const formOf = (req: express.Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};

/**
 * The subscribe form's per-client limit (with its honeypot, what stops bots): counted in this
 * instance's memory, keyed on the address the platform vouches for (lib/client-ip.ts), as the
 * analytics limiter; one per app. Over it, a page that says so.
 */
const subscribeLimiter = () =>
  rateLimit({
    windowMs: 10 * 60_000,
    limit: LIMITS.subscribePerClientPer10Minutes,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req) ?? 'unknown'),
    validate: { trustProxy: false },
    handler: (_req, res) =>
      void sendFunctionPage(res, 429, {
        kind: 'message',
        title: 'Too many requests',
        description: 'Too many subscribe requests from this address.',
        heading: 'Too many requests from this address',
        paragraphs: ['Nothing was changed. Please wait ten minutes and try again.'],
      }),
  });

/** A page, not JSON, for whatever goes wrong here: the visitor came from an e-mail or a form, not an app. */
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

/**
 * /mail/** (Hosting rewrites it here; docs/mail.md): the pages behind the links in every bulk
 * message, for anyone with a valid link and nobody else, and the subscribe form to development
 * updates with its confirmation link. Outside /api, so the API's JSON-only guard (app.ts) does not
 * apply: the pages' forms post application/x-www-form-urlencoded, and mail providers' RFC 8058
 * one-click POST may be multipart/form-data; the link itself says what to do, so no body is needed.
 */
export function mailPagesRouter() {
  const router = Router();
  // In production the platform has parsed the form already; in-process this reads it. A form here is a few hundred bytes.
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));

  router.get('/unsubscribe/:token', async (req, res) => {
    await showPreferences(req.params.token).then(send(res));
  });

  router.post('/unsubscribe/:token', async (req, res) => {
    await unsubscribeByLink(req.params.token).then(send(res));
  });

  router.post('/preferences/:token', async (req, res) => {
    await savePreferences(req.params.token, formOf(req)).then(send(res));
  });

  // The subscribe form of the home page and /rezoning (docs/mail.md, "Development updates").
  router.post('/subscribe', subscribeLimiter(), async (req, res) => {
    await subscribe(formOf(req)).then(send(res));
  });

  // The confirmation link: GET shows the button and changes nothing (link scanners); POST confirms.
  router.get('/confirm/:token', async (req, res) => {
    await showConfirmation(req.params.token).then(send(res));
  });

  router.post('/confirm/:token', async (req, res) => {
    await confirm(req.params.token).then(send(res));
  });

  router.use(pageOnError);
  return router;
}
