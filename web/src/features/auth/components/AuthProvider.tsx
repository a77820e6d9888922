import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '@/config/config-context';
import { setAccessTokenProvider } from '@/lib/api-client';
import { loadAmplifyAuth, onAuthEvent, readAccessToken, readCurrentUser } from '../api/amplify-session';
import { AuthContext } from '../hooks/auth-context';
import { newUserRemainingMs } from '../new-user';
import type { AuthState, AuthUser } from '../types';

interface Session {
  status: AuthState['status'];
  user: AuthUser | null;
  isNewUser: boolean;
}

/** Builds the session snapshot; the new-user flag depends on the clock, so it is taken here, not in render. */
function snapshot(user: AuthUser | null): Session {
  return { status: 'ready', user, isNewUser: newUserRemainingMs(user?.createdAt ?? null, Date.now()) > 0 };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const [session, setSession] = useState<Session>({ status: 'loading', user: null, isNewUser: false });

  const refresh = useCallback(async () => {
    const auth = await loadAmplifyAuth(config);
    setSession(snapshot(await readCurrentUser(auth)));
  }, [config]);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    setAccessTokenProvider(async () => readAccessToken(await loadAmplifyAuth(config)));
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
  }, [config]);

  // A new account stops being new 60 s after creation.
  const { user, isNewUser } = session;
  useEffect(() => {
    if (!isNewUser) return;
    const remaining = newUserRemainingMs(user?.createdAt ?? null, Date.now());
    const timer = window.setTimeout(() => setSession((s) => ({ ...s, isNewUser: false })), remaining);
    return () => window.clearTimeout(timer);
  }, [user, isNewUser]);

  const signOut = useCallback(
    async (redirectTo: '/welcome' | '/auth') => {
      try {
        const auth = await loadAmplifyAuth(config);
        try {
          await auth.signOut({ global: true });
        } catch {
          // The embedded Cognito has no GlobalSignOut; a local sign-out still clears the tokens.
          await auth.signOut();
        }
        window.location.assign(redirectTo);
      } catch {
        setSession((s) => ({ ...s, status: 'ready' }));
      }
    },
    [config],
  );

  const value = useMemo<AuthState>(() => ({ ...session, refresh, signOut }), [session, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
