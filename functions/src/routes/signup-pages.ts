import express, { Router } from 'express';
import { LIMITS } from '@roca/contract/limits';
import { limitPerClient } from '../middleware/client-limits';
import { formOf, pageErrors, sendPage } from '../middleware/function-pages';
import { postSignupAction, postSignupForm, showSignup } from '../services/signups';

/**
 * /signup/** (Hosting rewrites it here; docs/signups.md): the calendar's sign-up form (POST
 * /signup/request), and the page of a sign-up's link, whose buttons confirm, accept, change and
 * cancel. Outside /api, like /mail/**: the forms are plain HTML (application/x-www-form-urlencoded)
 * and the answers are pages.
 */
export function signupPagesRouter() {
  const router = Router();
  // In production the platform has parsed the form already; in-process this reads it. A form here is a few hundred bytes.
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));

  // With its honeypot, the per-client limit is what stops bots.
  const formLimit = limitPerClient(
    'signup',
    { per10Minutes: LIMITS.signupsPerClientPer10Minutes },
    { heading: 'Too many sign-ups from this address', paragraphs: ['Nothing was stored. Please wait ten minutes and try again.'] },
  );
  router.post('/request', formLimit, async (req, res) => {
    await sendPage(res, await postSignupForm(formOf(req)));
  });

  // The link's page: GET shows it and changes nothing (link scanners open links); each button POSTs.
  router.get('/:token', async (req, res) => {
    await sendPage(res, await showSignup(req.params.token));
  });

  router.post('/:token/:action', async (req, res) => {
    await sendPage(res, await postSignupAction(req.params.token, req.params.action, formOf(req)));
  });

  router.use(
    pageErrors({
      failed: 'Something went wrong on our side',
      refused: 'This request could not be read',
      afterwards:
        'Nothing was changed. Open the link from your e-mail again, or write to the association and we will change your sign-up for you.',
    }),
  );
  return router;
}
