import type { LoginResponse, PublicUser, Role } from '@roca/contract';
import type { TestApi } from './api';
import { createStaffUser } from './builders';

/**
 * What the web client does after POST /api/login: exchanges the Firebase custom token for an
 * ID token, here through the Auth emulator's REST API (signInWithCustomToken).
 */
export async function idTokenFor(customToken: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: is the test stack running?');
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`Auth emulator refused the custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

export type SignedIn = { token: string; user: PublicUser; username: string; password: string };

/** Signs in an existing user through POST /api/login and returns their ID token. */
export async function signIn(api: TestApi, username: string, password: string): Promise<SignedIn> {
  const res = await api.call('POST', '/api/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`Login of ${username} failed: ${res.status} ${res.text}`);
  const login = res.json as LoginResponse;
  return { token: await idTokenFor(login.token), user: login.user, username, password };
}

/** Creates a staff user of this role and signs them in: `token` goes in `Authorization: Bearer`. */
export async function loginAs(api: TestApi, role: Role, overrides: { username?: string } = {}): Promise<SignedIn> {
  const { username, password } = await createStaffUser(role, overrides);
  return signIn(api, username, password);
}
