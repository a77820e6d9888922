import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@shared/config/runtime-config';
import { clearStoredAuthEntries, loadAmplifyAuth, readCurrentUser, signInWithPassword } from '../../api/amplify-session';
import { markProfileSetUp } from '../../new-user';
import { snapshot, type Session } from './session';

export type OnSignIn = (queryClient: QueryClient, userId: string) => void;

interface SessionSetters {
  setSession: Dispatch<SetStateAction<Session>>;
  setHasSession: (hasSession: boolean) => void;
}

/** What the app can do with the session: sign in, refresh, sign out, finish the profile set-up. */
export function useSessionActions(config: RuntimeConfig, { setSession, setHasSession }: SessionSetters, onSignIn?: OnSignIn) {
  const queryClient = useQueryClient();

  const refresh = useCallback(async () => {
    const auth = await loadAmplifyAuth(config);
    const user = await readCurrentUser(auth, { forceRefresh: true });
    // Keep a finished profile set-up finished: snapshot() reads it from the tab's storage.
    setSession(snapshot(user));
  }, [config, setSession]);

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
    [config, queryClient, onSignIn, setSession, setHasSession],
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
    [config, queryClient, setSession],
  );

  const finishProfileSetup = useCallback(() => {
    setSession((s) => {
      if (s.user) markProfileSetUp(s.user.userId);
      return { ...s, isNewUser: false };
    });
  }, [setSession]);

  return { signIn, refresh, signOut, finishProfileSetup };
}
