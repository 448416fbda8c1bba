import { Router } from 'express';
import { invitationInput } from '@roca/contract/account-links';
import { authenticate, requirePermission } from '../middleware/auth';
import { idParam } from '../lib/params';
import { parseInput } from '../lib/validate';
import { createInvitation, listInvitations, revokeInvitation } from '../services/accounts';

/** Invitations by e-mail (docs/decisions/017): Admins and Supers, a Super not as Admin (services/accounts/invitations.ts). */
export const invitationsRouter = Router();

invitationsRouter.get('/', authenticate, requirePermission('inviteUsers'), async (_req, res) => {
  res.json(await listInvitations());
});

invitationsRouter.post('/', authenticate, requirePermission('inviteUsers'), async (req, res) => {
  res.status(201).json(await createInvitation(req.user!, parseInput(invitationInput, req.body)));
});

invitationsRouter.delete('/:id', authenticate, requirePermission('inviteUsers'), async (req, res) => {
  await revokeInvitation(req.user!, idParam(req));
  res.status(204).end();
});
