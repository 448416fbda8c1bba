import express, { Router } from 'express';
import { LIMITS } from '@roca/contract/limits';
import { postSignupAction, postSignupForm, showSignup } from '../services/signups';
import { formLimiter, formOf, pageOnError, send } from './mail-pages';

/**
 * /signup/** (Hosting rewrites it here; docs/signups.md): the calendar's sign-up form (POST
 * /signup/request), and the
 * page of a sign-up's link, whose buttons confirm, accept, change and cancel. Outside /api, like
 * /mail/**: the forms are plain HTML (application/x-www-form-urlencoded) and the answers are pages.
 */
export function signupPagesRouter() {
  const router = Router();
  // In production the platform has parsed the form already; in-process this reads it. A form here is a few hundred bytes.
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));

  router.post('/request', formLimiter(LIMITS.signupsPerClientPer10Minutes, 'sign-up forms'), async (req, res) => {
    await postSignupForm(formOf(req)).then(send(res));
  });

  // The link's page: GET shows it and changes nothing (link scanners open links); each button POSTs.
  router.get('/:token', async (req, res) => {
    await showSignup(req.params.token).then(send(res));
  });

  router.post('/:token/:action', async (req, res) => {
    await postSignupAction(req.params.token, req.params.action, formOf(req)).then(send(res));
  });

  router.use(
    pageOnError('sign-up', 'Open the link from your e-mail again, or write to the association and we will change your sign-up for you.'),
  );
  return router;
}
