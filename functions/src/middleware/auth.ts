import type { RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { can, type Permission, type PublicUser } from '@roca/contract';
import { auth } from '../lib/firebase';
import { forbidden, unauthorized } from '../lib/http-errors';
import { isCurrentSession, publicUserFromDoc, usersCollection } from '../services/accounts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in staff member, read fresh from Firestore on this request; undefined when anonymous. */
    user?: PublicUser;
  }
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Optional sign-in: with no Authorization header the request goes on anonymously. A Bearer
 * token must be a valid, unrevoked Firebase ID token of a user that still exists in Firestore,
 * from a sign-in after their last password or role change (services/accounts/sessions.ts), of an active account;
 * the role is read from Firestore now, so a role change or a deletion takes effect at once.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  req.user = undefined;
  const header = req.headers.authorization;
  if (!header) return next();
  const token = bearerToken(header);
  if (!token) return next(unauthorized(SESSION_ENDED));
  let decoded: DecodedIdToken;
  try {
    // checkRevoked: refresh tokens revoked with a deletion or a password or role change.
    decoded = await auth.verifyIdToken(token, true);
  } catch {
    return next(unauthorized(SESSION_ENDED));
  }
  const doc = await usersCollection().doc(decoded.uid).get();
  // A deactivated account's sessions ended with the change; this holds even for one restored from a backup.
  if (!doc.exists || !isCurrentSession(decoded, doc) || doc.get('active') === false) return next(unauthorized(SESSION_ENDED));
  req.user = publicUserFromDoc(doc, { id: doc.id, role: doc.get('role') });
  next();
};

/**
 * For public reads: a valid token shows the staff view, anything else the visitor's view. A
 * stale token left in a browser must not break the home page, so it never gets a 401 here.
 */
export const authenticateIfValid: RequestHandler = async (req, res, next) => {
  await authenticate(req, res, (err?: unknown) => {
    if (err) req.user = undefined;
    next();
  });
};

/**
 * A signed-in staff member whose role has this permission (contract/src/roles.ts): 401 when
 * anonymous, 403 for a role without it. Use after `authenticate`.
 */
export function requirePermission(permission: Permission): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthorized());
    next(can(req.user.role, permission) ? undefined : forbidden());
  };
}
