import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../../lib/firebase';

/**
 * Ending a user's sessions when their password or role changes (docs/security.md, "Sessions").
 *
 * Revoking the refresh tokens alone is not enough: a custom token from POST /api/login stays
 * valid for an hour, and exchanging it after the change gives a brand-new ID token that passes
 * the revocation check. So the user's document keeps the moment of the last change
 * (`sessionsValidAfter`), each custom token carries that moment as the sign-in read it when it
 * checked the password (a developer claim, which Firebase copies into every ID token of that
 * session), and the server refuses a token whose moment is not the user's current one. A sign-in
 * that checked the old password while a reset was saved therefore never outlives the reset,
 * however long it took to mint its token: no clock is compared.
 */
const SESSION_EPOCH = 'sessionEpoch';

/** The user's last password or role change, exactly ('' before the first). */
function epochOf(user: DocumentSnapshot): string {
  const validAfter = user.get('sessionsValidAfter') as Timestamp | undefined;
  return validAfter ? `${validAfter.seconds}.${String(validAfter.nanoseconds).padStart(9, '0')}` : '';
}

/** Developer claims of the custom token of a sign-in whose password check read this user document. */
export const signInClaims = (checked: DocumentSnapshot) => ({ [SESSION_EPOCH]: epochOf(checked) });

/** Fields of the user document that end every session signed in before this moment. */
export const sessionsEndNow = () => ({ sessionsValidAfter: Timestamp.now() });

/**
 * Whether this ID token comes from a sign-in that checked the user's current password and role:
 * only POST /api/login's custom token carries the claim. Any other sign-in Firebase Auth offers
 * (an e-mail and password user, a custom token minted without the claim) checked no password of
 * ours, so it is refused even for an account whose sessions never ended (epoch '').
 */
export function isCurrentSession(token: DecodedIdToken, user: DocumentSnapshot): boolean {
  const epoch: unknown = token[SESSION_EPOCH];
  return token.firebase.sign_in_provider === 'custom' && typeof epoch === 'string' && epoch === epochOf(user);
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
