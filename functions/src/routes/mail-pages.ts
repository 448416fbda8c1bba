import express, { Router } from 'express';
import { LIMITS } from '@roca/contract/limits';
import { formOf, pageErrors, sendPage } from '../middleware/function-pages';
import { limitPerClient } from '../middleware/client-limits';
import { confirmTopics, savePreferences, showPreferences, showTopicConfirmation, unsubscribeByLink } from '../services/mail';
import { confirm, showConfirmation, subscribe } from '../services/subscribers';

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
    await sendPage(res, await showPreferences(req.params.token));
  });

  router.post('/unsubscribe/:token', async (req, res) => {
    await sendPage(res, await unsubscribeByLink(req.params.token));
  });

  router.post('/preferences/:token', async (req, res) => {
    await sendPage(res, await savePreferences(req.params.token, formOf(req)));
  });

  // The subscribe form of the home page and /rezoning (docs/mail.md, "Development updates"): with
  // its honeypot, the per-client limit is what stops bots.
  const subscribeLimit = limitPerClient(
    'subscribe',
    { per10Minutes: LIMITS.subscribePerClientPer10Minutes },
    { heading: 'Too many requests from this address', paragraphs: ['Nothing was changed. Please wait ten minutes and try again.'] },
  );
  router.post('/subscribe', subscribeLimit, async (req, res) => {
    await sendPage(res, await subscribe(formOf(req)));
  });

  // The confirmation link: GET shows the button and changes nothing (link scanners); POST confirms.
  router.get('/confirm/:token', async (req, res) => {
    await sendPage(res, await showConfirmation(req.params.token));
  });

  router.post('/confirm/:token', async (req, res) => {
    await sendPage(res, await confirm(req.params.token));
  });

  // Topics ticked on the choices page: a mail link only lessens mail, so they start only from this link sent to the address.
  router.get('/topics/:token', async (req, res) => {
    await sendPage(res, await showTopicConfirmation(req.params.token));
  });

  router.post('/topics/:token', async (req, res) => {
    await sendPage(res, await confirmTopics(req.params.token));
  });

  router.use(
    pageErrors({
      failed: 'Something went wrong on our side',
      refused: 'This request could not be read',
      afterwards:
        'Nothing was changed. Open the link from the message again, or write to the association and we will change your e-mail choices for you.',
    }),
  );
  return router;
}
