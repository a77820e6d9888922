import { useMemo, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '@/config/config-context';
import { useOfflineCopies } from '@/hooks/use-offline-copies';
import { mayHaveStoredSession } from '../../api/amplify-session';
import { AuthContext } from '../../hooks/auth-context';
import type { AuthState } from '../../types';
import { snapshot, type Session } from './session';
import { useSessionActions, type OnSignIn } from './use-session-actions';
import { useSessionSync } from './use-session-sync';

/**
 * The signed-in session for the app. `onSignIn` runs after each password sign-in (the app loads the
 * account's language through it: the profile feature sits above auth, so auth does not import it).
 */
export function AuthProvider({ children, onSignIn }: { children: ReactNode; onSignIn?: OnSignIn }) {
  const config = useRuntimeConfig();
  // A visitor (no stored session) is known at once: pages render without waiting for Amplify, which
  // loads only when there is a session to restore, or at the first sign-in.
  const [hasSession, setHasSession] = useState(() => mayHaveStoredSession(config));
  const [session, setSession] = useState<Session>(() => (hasSession ? { status: 'loading', user: null, isNewUser: false } : snapshot(null)));
  const { signIn, refresh, signOut, finishProfileSetup } = useSessionActions(config, { setSession, setHasSession }, onSignIn);
  useSessionSync(config, hasSession, session, setSession);
  useOfflineCopies(session.user?.userId ?? null);

  const value = useMemo<AuthState>(
    () => ({ ...session, signIn, refresh, signOut, finishProfileSetup }),
    [session, signIn, refresh, signOut, finishProfileSetup],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
