import type { LoginInput, LoginResponse } from '@roca/contract';
import { auth } from '../lib/firebase';
import { unauthorized } from '../lib/http-errors';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { beginSignInAttempt } from './login-throttle';
import { signInClaims } from './sessions';
import { publicUserFromDoc, usernameDoc, usersCollection } from './users';

const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Checks the password against the stored scrypt hash and answers with a Firebase custom token,
 * which the browser exchanges for an ID token (signInWithCustomToken). Unknown names and wrong
 * passwords get the same message and take the same time. The attempt is counted by the throttle
 * before the password is checked (services/login-throttle.ts).
 */
export async function login({ username, password }: LoginInput, clientAddress: string | undefined): Promise<LoginResponse> {
  const attempt = await beginSignInAttempt(username, clientAddress);
  const claim = await usernameDoc(username).get();
  const userDoc = claim.exists ? await usersCollection().doc(claim.get('userId')).get() : undefined;
  const passwordOk = await verifyPassword(password, userDoc?.get('passwordHash') ?? DUMMY_HASH);
  if (!userDoc?.exists || !passwordOk) {
    await attempt.failed();
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await attempt.succeeded();
  const user = publicUserFromDoc(userDoc);
  const token = await auth.createCustomToken(user.id, signInClaims());
  return { token, firstName: user.firstName, user };
}
