import { Timestamp } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import { notFound } from '../../lib/http-errors';
import { runStaffTransaction, writeStaffChange } from '../core';
import { checkCurrentPassword } from './login';
import type { SignInClient } from './login-throttle';
import { hashNewPassword } from './passwords';
import { revokeRefreshTokens, sessionsEndNow } from './sessions';
import { notifyPasswordChanged, usersCollection } from './users';

/**
 * PUT /api/users/{own id}/password: any staff member changes their own password on My Account,
 * giving the current one first (ASVS 2.1.5 and 3.7.1), counted as a sign-in attempt: a session
 * left signed in cannot set a password its holder does not know. Every session of the account
 * ends, this one too, and the recovery e-mail is told.
 */
export async function changeOwnPassword(actor: PublicUser, currentPassword: string, password: string, client: SignInClient) {
  await checkCurrentPassword(actor.id, currentPassword, client);
  const passwordHash = await hashNewPassword(password);
  const ref = usersCollection().doc(actor.id);
  const stored = await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw notFound('No user with this id');
    const after = { ...before, passwordHash, updatedAt: Timestamp.now(), ...sessionsEndNow() };
    writeStaffChange(tx, { actor, ref, before, after });
    return after;
  });
  await revokeRefreshTokens(actor.id);
  await notifyPasswordChanged(stored, 'own');
}
