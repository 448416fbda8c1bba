import { Router } from 'express';
import {
  forgotPasswordInput,
  invitationAcceptInput,
  linkCheckInput,
  passwordResetInput,
  PASSWORD_RESET_REQUESTED,
} from '@roca/contract/account-links';
import { clientAddress } from '../lib/client-ip';
import { parseInput } from '../lib/validate';
import { acceptInvitation, checkInvitation } from '../services/accounts';
import { checkPasswordReset, requestPasswordReset, resetPassword } from '../services/accounts';
import { checkRecoveryEmail, confirmRecoveryEmail } from '../services/accounts';

/**
 * The calls behind the links e-mailed to staff (docs/security.md, "Account links"), made without
 * a session: the link's code is the caller's proof. Each page first asks `check` (a POST, so the
 * code never sits in a URL, and it changes nothing), then posts its form.
 */
export const passwordResetRouter = Router();

/** The same answer whether or not the account exists or has a recovery e-mail; 429 past the limits. */
passwordResetRouter.post('/request', async (req, res) => {
  const { username } = parseInput(forgotPasswordInput, req.body);
  await requestPasswordReset(username, clientAddress(req));
  res.status(202).json({ message: PASSWORD_RESET_REQUESTED });
});

passwordResetRouter.post('/check', async (req, res) => {
  const { token } = parseInput(linkCheckInput, req.body);
  res.json(await checkPasswordReset(token));
});

passwordResetRouter.post('/', async (req, res) => {
  const { token, password } = parseInput(passwordResetInput, req.body);
  res.json(await resetPassword(token, password));
});

export const invitationLinksRouter = Router();

invitationLinksRouter.post('/check', async (req, res) => {
  const { token } = parseInput(linkCheckInput, req.body);
  res.json(await checkInvitation(token));
});

invitationLinksRouter.post('/accept', async (req, res) => {
  res.status(201).json(await acceptInvitation(parseInput(invitationAcceptInput, req.body)));
});

export const recoveryEmailRouter = Router();

recoveryEmailRouter.post('/check', async (req, res) => {
  const { token } = parseInput(linkCheckInput, req.body);
  res.json(await checkRecoveryEmail(token));
});

recoveryEmailRouter.post('/confirm', async (req, res) => {
  const { token } = parseInput(linkCheckInput, req.body);
  res.json(await confirmRecoveryEmail(token));
});
