import type { LoginInput, LoginResponse, PublicUser } from '@roca/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, setTokenProvider } from '#web/lib/api-client';
import { requestLogin } from './request-login';
import { clearStoredSession, readStoredUser, storeSession, storeToken } from './session-storage';

type Session = {
  /** 'loading' until Firebase Auth has restored (or not) the saved sign-in. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: PublicUser | null;
  signIn: (credentials: LoginInput) => Promise<LoginResponse>;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/**
 * The Firebase SDK loads after the screen has rendered, not with it: the sign-in screen paints
 * and hydrates without waiting for it (status stays 'loading' meanwhile).
 */
const loadFirebase = () => import('#web/lib/firebase');

/**
 * The uid of the person the query cache was filled for (null: signed out), undefined until
 * Firebase Auth first says. Kept outside the provider, which unmounts on public pages, while the
 * cache lives as long as the page.
 */
let cacheOwner: string | null | undefined;

export function useSession() {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * The staff session (docs/requirements.md, Staff sign-in; docs/decisions/004): Firebase Auth
 * holds the sign-in, and the API is called with a fresh Firebase ID token. `authToken` and
 * `currentUser` are kept in local storage alongside. `onUnauthorized` runs when the API answers
 * 401 (an expired or revoked session, or a deleted user).
 */
export function SessionProvider({ children, onUnauthorized }: { children: ReactNode; onUnauthorized: () => void }) {
  const queryClient = useQueryClient();
  const [firebaseUser, setFirebaseUser] = useState<User | null | undefined>(undefined);
  const [user, setUser] = useState<PublicUser | null>(() => (typeof window === 'undefined' ? null : readStoredUser()));

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    void loadFirebase().then(async ({ getFirebase, onIdTokenChanged }) => {
      const { auth } = await getFirebase();
      if (cancelled) return;
      setTokenProvider(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
      const onToken = async (next: User | null) => {
        const owner = next?.uid ?? null;
        // Someone else now (signed in, out, or as another account, here or in another tab): what
        // was read for the last person is not shown to the next one.
        if (cacheOwner !== undefined && cacheOwner !== owner) queryClient.clear();
        cacheOwner = owner;
        if (next) storeToken(await next.getIdToken());
        else clearStoredSession();
        setFirebaseUser(next);
      };
      unsubscribe = onIdTokenChanged(auth, (next) => void onToken(next));
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [queryClient]);

  // True from logout (or an expired session) until the next sign-in, so protected screens show
  // nothing while the browser is sent elsewhere.
  const [ending, setEnding] = useState(false);

  const signIn = useCallback(async (credentials: LoginInput) => {
    const response = await requestLogin(credentials);
    const { getFirebase, signInWithCustomToken } = await loadFirebase();
    const { auth } = await getFirebase();
    const credential = await signInWithCustomToken(auth, response.token);
    storeSession(await credential.user.getIdToken(), response.user);
    setUser(response.user);
    setEnding(false);
    return response;
  }, []);

  const signOut = useCallback(async () => {
    setEnding(true);
    clearStoredSession();
    setUser(null);
    // Staff data must not stay in memory for the next person at this browser.
    queryClient.clear();
    const { getFirebase, signOut: firebaseSignOut } = await loadFirebase();
    const { auth } = await getFirebase();
    await firebaseSignOut(auth);
  }, [queryClient]);

  // Any staff query or mutation answered with 401 ends the session.
  useEffect(() => {
    const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
    const expire = () => {
      void signOut().then(onUnauthorized);
    };
    const fromQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) expire();
    });
    const fromMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) expire();
    });
    return () => {
      fromQueries();
      fromMutations();
    };
  }, [queryClient, signOut, onUnauthorized]);

  const status: Session['status'] = firebaseUser === undefined || ending ? 'loading' : firebaseUser && user ? 'signed-in' : 'signed-out';
  const value = useMemo(() => ({ status, user: status === 'signed-in' ? user : null, signIn, signOut }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
