import { Router } from 'express';
import { LIMITS } from '@roca/contract';
import {
  forgotPasswordInput,
  invitationAcceptInput,
  linkCheckInput,
  passwordResetInput,
  PASSWORD_RESET_REQUESTED,
} from '@roca/contract/account-links';
import { clientAddress } from '../lib/client-ip';
import { limitPerClient } from '../middleware/client-limits';
import { parseInput } from '../lib/validate';
import {
  acceptInvitation,
  checkInvitation,
  checkPasswordReset,
  checkRecoveryEmail,
  checkRecoveryEmailUndo,
  confirmRecoveryEmail,
  requestPasswordReset,
  resetPassword,
  undoRecoveryEmail,
} from '../services/accounts';

/**
 * The calls behind the links e-mailed to staff (docs/security.md, "Account links"), made without
 * a session: the link's code is the caller's proof. Each page first asks `check` (a POST, so the
 * code never sits in a URL, and it changes nothing), then posts its form. Every code is checked
 * before a password is hashed, and one client makes at most LIMITS.accountLinkCallsPer15Minutes
 * of these calls, counted in Firestore as every per-client limit is (middleware/client-limits.ts),
 * so it holds whichever instance answers; asking for a reset link has its own limits, counted in
 * Firestore too (services/accounts/login-throttle.ts).
 */
export function accountLinkRouters() {
  const linkLimit = limitPerClient(
    'account-link',
    { per15Minutes: LIMITS.accountLinkCallsPer15Minutes },
    'Too many tries from this address. Wait 15 minutes, then open the link from the e-mail again.',
  );
  const code = (router: Router, path: string, answer: (token: string) => Promise<unknown>) =>
    router.post(path, linkLimit, async (req, res) => {
      const { token } = parseInput(linkCheckInput, req.body);
      res.json(await answer(token));
    });

  const passwordReset = Router();
  /** The same answer whether or not the account exists or has a recovery e-mail; 429 past the limits. */
  passwordReset.post('/request', async (req, res) => {
    const { username } = parseInput(forgotPasswordInput, req.body);
    await requestPasswordReset(username, clientAddress(req));
    res.status(202).json({ message: PASSWORD_RESET_REQUESTED });
  });
  code(passwordReset, '/check', checkPasswordReset);
  passwordReset.post('/', linkLimit, async (req, res) => {
    const { token, password } = parseInput(passwordResetInput, req.body);
    res.json(await resetPassword(token, password));
  });

  const invitation = Router();
  code(invitation, '/check', checkInvitation);
  invitation.post('/accept', linkLimit, async (req, res) => {
    res.status(201).json(await acceptInvitation(parseInput(invitationAcceptInput, req.body)));
  });

  const recoveryEmail = Router();
  code(recoveryEmail, '/check', checkRecoveryEmail);
  code(recoveryEmail, '/confirm', confirmRecoveryEmail);
  // The link sent to the address a change replaced: puts it back and signs every device out.
  code(recoveryEmail, '/undo/check', checkRecoveryEmailUndo);
  code(recoveryEmail, '/undo', undoRecoveryEmail);

  return { passwordReset, invitation, recoveryEmail };
}
