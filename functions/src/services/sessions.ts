import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';

/**
 * Ending a user's sessions when their password or role changes (docs/security.md, "Sessions").
 *
 * Revoking the refresh tokens alone is not enough: a custom token from POST /api/login stays
 * valid for an hour, and exchanging it after the change gives a brand-new ID token that passes
 * the revocation check. So each custom token carries the time of its sign-in (a developer claim,
 * which Firebase copies into every ID token of that session), the user's document keeps the time
 * of the last change, and the server refuses a token whose sign-in came before it.
 */
const SIGNED_IN_AT = 'signedInAt';

/** Developer claims of the custom token minted by a sign-in now. */
export const signInClaims = () => ({ [SIGNED_IN_AT]: Date.now() });

/** Fields of the user document that end every session signed in before this moment. */
export const sessionsEndNow = () => ({ sessionsValidAfter: Timestamp.now() });

/** Whether this ID token comes from a sign-in after the user's last password or role change. */
export function isCurrentSession(token: DecodedIdToken, user: DocumentSnapshot): boolean {
  const validAfter = user.get('sessionsValidAfter') as Timestamp | undefined;
  if (!validAfter) return true;
  const signedInAt = token[SIGNED_IN_AT];
  return typeof signedInAt === 'number' && signedInAt >= validAfter.toMillis();
}

/** Revokes the user's refresh tokens, so no browser can renew an ID token of an older session. */
export async function revokeRefreshTokens(userId: string) {
  try {
    await auth.revokeRefreshTokens(userId);
  } catch (err) {
    // A user who never signed in has no Firebase Auth account, so there is nothing to revoke.
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
}
