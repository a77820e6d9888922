import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRuntimeConfig } from '@/config/config-context';
import { setAccessTokenProvider } from '@/lib/api-client';
import {
  clearStoredAuthEntries,
  loadAmplifyAuth,
  mayHaveStoredSession,
  onAuthEvent,
  readAccessToken,
  readCurrentUser,
  signInWithPassword,
} from '../api/amplify-session';
import { AuthContext } from '../hooks/auth-context';
import { isProfileSetUp, markProfileSetUp, newUserRemainingMs } from '../new-user';
import type { AuthState, AuthUser } from '../types';

interface Session {
  status: AuthState['status'];
  user: AuthUser | null;
  isNewUser: boolean;
}

/** Builds the session snapshot; the new-user flag depends on the clock, so it is taken here, not in render. */
function snapshot(user: AuthUser | null): Session {
  const isNewUser = !!user && newUserRemainingMs(user.createdAt, Date.now()) > 0 && !isProfileSetUp(user.userId);
  return { status: 'ready', user, isNewUser };
}

/**
 * The signed-in session for the app. `onSignIn` runs after each password sign-in (the app loads the
 * account's language through it: the profile feature sits above auth, so auth does not import it).
 */
export function AuthProvider({ children, onSignIn }: { children: ReactNode; onSignIn?: (queryClient: QueryClient, userId: string) => void }) {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  // A visitor (no stored session) is known at once: pages render without waiting for Amplify, which
  // loads only when there is a session to restore, or at the first sign-in.
  const [hasSession, setHasSession] = useState(() => mayHaveStoredSession(config));
  const [session, setSession] = useState<Session>(() => (hasSession ? { status: 'loading', user: null, isNewUser: false } : snapshot(null)));

  const refresh = useCallback(async () => {
    const auth = await loadAmplifyAuth(config);
    const user = await readCurrentUser(auth, { forceRefresh: true });
    // Keep a finished profile set-up finished: snapshot() reads it from the tab's storage.
    setSession(snapshot(user));
  }, [config]);

  useEffect(() => {
    setAccessTokenProvider(async () => (mayHaveStoredSession(config) ? readAccessToken(await loadAmplifyAuth(config)) : null));
  }, [config]);

  useEffect(() => {
    if (!hasSession) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    (async () => {
      try {
        const auth = await loadAmplifyAuth(config);
        const current = await readCurrentUser(auth);
        if (cancelled) return;
        setSession(snapshot(current));
        unsubscribe = await onAuthEvent(() => {
          void readCurrentUser(auth).then((next) => {
            if (!cancelled) setSession(snapshot(next));
          });
        });
        if (cancelled) unsubscribe();
      } catch {
        // Amplify failed to load: behave as a visitor rather than spin forever.
        if (!cancelled) setSession(snapshot(null));
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [config, hasSession]);

  // A new account stops being new 60 s after creation.
  const { user, isNewUser } = session;
  useEffect(() => {
    if (!isNewUser) return;
    const remaining = newUserRemainingMs(user?.createdAt ?? null, Date.now());
    const timer = window.setTimeout(() => setSession((s) => ({ ...s, isNewUser: false })), remaining);
    return () => window.clearTimeout(timer);
  }, [user, isNewUser]);

  const signIn = useCallback(
    async (identifier: string, password: string) => {
      const auth = await loadAmplifyAuth(config);
      await signInWithPassword(auth, identifier, password);
      const next = snapshot(await readCurrentUser(auth));
      setSession(next);
      setHasSession(true); // from now on Amplify's auth events keep the session current
      if (next.user) onSignIn?.(queryClient, next.user.userId);
      return { user: next.user, isNewUser: next.isNewUser };
    },
    [config, queryClient, onSignIn],
  );

  const signOut = useCallback(
    async (redirectTo: '/welcome' | '/auth') => {
      // Nothing read for this account outlives its session.
      queryClient.clear();
      try {
        const auth = await loadAmplifyAuth(config);
        try {
          // Amplify revokes the tokens everywhere, then clears them here even when the revocation
          // fails (the embedded Cognito has no GlobalSignOut).
          await auth.signOut({ global: true });
        } catch {
          await auth.signOut();
        }
        clearStoredAuthEntries();
        window.location.assign(redirectTo);
      } catch {
        // Amplify could not sign out (its chunk failed to load, say): the stored tokens are gone
        // all the same, so the session here ends too, without the reload.
        clearStoredAuthEntries();
        setSession(snapshot(null));
      }
    },
    [config, queryClient],
  );

  const finishProfileSetup = useCallback(() => {
    setSession((s) => {
      if (s.user) markProfileSetUp(s.user.userId);
      return { ...s, isNewUser: false };
    });
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...session, signIn, refresh, signOut, finishProfileSetup }),
    [session, signIn, refresh, signOut, finishProfileSetup],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
