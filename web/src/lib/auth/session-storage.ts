import type { PublicUser } from '@roca/contract';
import { AUTH_TOKEN_KEY } from '#web/lib/api-client';

/** docs/requirements.md, Staff sign-in: the token is kept as `authToken` and the user object as `currentUser`. */
const CURRENT_USER_KEY = 'currentUser';

export function storeSession(token: string, user: PublicUser) {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

export function storeToken(token: string) {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function readStoredUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    // A damaged entry is the same as none: the person signs in again.
    return null;
  }
}

/** Logout removes authToken from local and session storage (docs/requirements.md, Staff sign-in), and the user. */
export function clearStoredSession() {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  sessionStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(CURRENT_USER_KEY);
}
