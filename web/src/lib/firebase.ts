import './firebase-defaults';
import { type FirebaseApp, type FirebaseOptions, getApps, initializeApp } from 'firebase/app';
import { type Auth, browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';

/**
 * The Firebase web SDK, used only by the staff screens (their route modules load it on demand).
 *
 * The web app config is not kept in code: Firebase Hosting serves the project's config at
 * /__/firebase/init.json (the Hosting emulator serves a demo config for `demo-*` projects).
 * On a local stack the Hosting emulator also publishes where the other emulators run, in
 * /__/firebase/init.js?useEmulator=true; the Auth emulator's port differs between `npm start`
 * and test stacks, so it is read from there rather than hard-coded.
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Used only on a local machine when Hosting's files are not there (the Vite dev server). */
const LOCAL_FALLBACK_CONFIG: FirebaseOptions = {
  projectId: 'demo-roca',
  apiKey: 'demo-key',
  authDomain: 'demo-roca.firebaseapp.com',
};
const LOCAL_FALLBACK_AUTH_EMULATOR = '127.0.0.1:9099';

async function fetchOk(path: string): Promise<Response | null> {
  try {
    const res = await fetch(path);
    return res.ok ? res : null;
  } catch {
    return null;
  }
}

async function loadConfig(isLocal: boolean): Promise<FirebaseOptions> {
  const res = await fetchOk('/__/firebase/init.json');
  const config = res ? ((await res.json().catch(() => null)) as FirebaseOptions | null) : null;
  if (config?.apiKey) return config;
  if (isLocal) return LOCAL_FALLBACK_CONFIG;
  throw new Error('Firebase web config is missing: /__/firebase/init.json did not return it.');
}

/** "host:port" of the Auth emulator, from the Hosting emulator's init script. */
async function findAuthEmulator(): Promise<string> {
  const res = await fetchOk('/__/firebase/init.js?useEmulator=true');
  const script = res ? await res.text() : '';
  const match = /var firebaseEmulators = (\{[\s\S]*?\n\});/.exec(script);
  if (match) {
    const emulators = JSON.parse(match[1]) as { auth?: { hostAndPort?: string } };
    if (emulators.auth?.hostAndPort) return emulators.auth.hostAndPort;
  }
  return LOCAL_FALLBACK_AUTH_EMULATOR;
}

async function initFirebase(): Promise<{ app: FirebaseApp; auth: Auth }> {
  const isLocal = LOCAL_HOSTS.has(window.location.hostname);
  const app = getApps()[0] ?? initializeApp(await loadConfig(isLocal));
  // Found before Auth starts: initializeAuth at once restores a saved sign-in, which calls the
  // Auth server. Connecting to the emulator even one await later let that first call go to the
  // real Google endpoint and failed the session (auth/emulator-config-failed) after a reload.
  const authEmulator = isLocal ? await findAuthEmulator() : null;
  // initializeAuth rather than getAuth: getAuth also sets up the popup/redirect sign-in helper,
  // which loads a script from apis.google.com that our CSP blocks. We sign in with custom tokens
  // only, so we need just the persistence.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (authEmulator && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${authEmulator}`, { disableWarnings: true });
  }
  return { app, auth };
}

// What the staff session uses of the SDK, so that it can load this whole module on demand.
export { onIdTokenChanged, signInWithCustomToken, signOut } from 'firebase/auth';

let firebasePromise: ReturnType<typeof initFirebase> | undefined;

/** The one Firebase app and Auth instance of the page, created on first use. */
export function getFirebase() {
  firebasePromise ??= initFirebase();
  return firebasePromise;
}
