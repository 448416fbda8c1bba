import type { LoginResponse } from '@roca/contract';

/** One answer of the site, as a browser gets it through Hosting: status, time, size and body. */
export type Answer = { status: number; ms: number; bytes: number; text: string };

/**
 * What the staff app does with the custom token POST /api/login answers: signs in to the Auth
 * emulator with it (signInWithCustomToken, its REST API) for an ID token.
 */
async function idTokenFor(customToken: string): Promise<string> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!res.ok || !body.idToken) throw new Error(`The Auth emulator refused the custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Calls the local site through its Hosting emulator, as the staff app does (the same origin, a
 * Bearer token), or anonymously. A call that fails is an error of the bench: it stops the run,
 * naming the call.
 */
export function siteClient(url: string) {
  let token: string | undefined;
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return { status: res.status, ms, bytes: Buffer.byteLength(text), text };
  };
  return {
    call,
    /** Signs in through POST /api/login and the Auth emulator, as the login screen does. */
    async signIn(username: string, password: string) {
      token = undefined;
      const login = JSON.parse((await call('POST', '/api/login', { username, password })).text) as LoginResponse;
      token = await idTokenFor(login.token);
    },
    signOut() {
      token = undefined;
    },
  };
}

export type SiteClient = ReturnType<typeof siteClient>;
