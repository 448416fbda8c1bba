import { Timestamp } from 'firebase-admin/firestore';
import { isReservedDocumentId, type LoginInput, type LoginResponse } from '@roca/contract';
import { auth } from '../../lib/firebase';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { beginSignInAttempt, type SignInClient } from './login-throttle';
import { signInClaims } from './sessions';
import { publicUserFromDoc, recordSignIn, usernameDoc, usersCollection } from './users';

const INVALID_CREDENTIALS = 'Invalid username or password';
const DEACTIVATED = 'This account is deactivated. Ask an Admin of the association to let you in again.';

/**
 * Checks the password against the stored scrypt hash and answers with a Firebase custom token,
 * which the browser exchanges for an ID token (signInWithCustomToken), and the device id of the
 * throttle's known-device cookie. Unknown names and wrong passwords get the same message and take
 * the same time. The attempt is counted by the throttle before the password is checked
 * (services/accounts/login-throttle.ts).
 */
export async function login(
  { username, password }: LoginInput,
  client: SignInClient,
): Promise<{ response: LoginResponse; device: string }> {
  const attempt = await beginSignInAttempt(username, client);
  // A name Firestore keeps for itself (__x__, . or ..) can be no document, so no user: it fails
  // like any unknown name, rather than asking Firestore for it.
  const claim = isReservedDocumentId(username.toLowerCase()) ? undefined : await usernameDoc(username).get();
  const userDoc = claim?.exists ? await usersCollection().doc(claim.get('userId')).get() : undefined;
  const passwordOk = await verifyPassword(password, userDoc?.get('passwordHash') ?? DUMMY_HASH);
  if (!userDoc?.exists || !passwordOk) {
    await attempt.failed();
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (userDoc.get('active') === false) {
    // The right password of a deactivated account: said plainly, since only its owner knows it.
    await attempt.failed();
    throw forbidden(DEACTIVATED);
  }
  const device = await attempt.succeeded();
  const signedInAt = Timestamp.now();
  await recordSignIn(userDoc.id, signedInAt);
  const user = {
    ...publicUserFromDoc(userDoc, { id: userDoc.id, role: userDoc.get('role') }),
    lastSignInAt: signedInAt.toDate().toISOString(),
  };
  // The session is tied to the user document this password was checked against (sessions.ts).
  const token = await auth.createCustomToken(user.id, signInClaims(userDoc));
  return { response: { token, firstName: user.firstName, user }, device };
}

const WRONG_CURRENT_PASSWORD = 'This is not your current password';

/**
 * Re-authentication before a change that could take an account over (ASVS 3.7.1): the signed-in
 * person types their current password. It is counted by the sign-in throttle like any sign-in
 * attempt, so a borrowed session cannot guess it faster than the sign-in page allows; a wrong one
 * is a 400 naming `currentPassword`.
 */
export async function checkCurrentPassword(userId: string, password: string, client: SignInClient) {
  const user = await usersCollection().doc(userId).get();
  const attempt = await beginSignInAttempt(String(user.get('username')), client);
  if (!user.exists || !(await verifyPassword(password, user.get('passwordHash') ?? DUMMY_HASH))) {
    await attempt.failed();
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await attempt.succeeded();
}
