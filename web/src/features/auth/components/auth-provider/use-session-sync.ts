import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { RuntimeConfig } from '@shared/config/runtime-config';
import { setAccessTokenProvider } from '@/lib/api-client';
import { loadAmplifyAuth, mayHaveStoredSession, onAuthEvent, readAccessToken, readCurrentUser } from '../../api/amplify-session';
import { newUserRemainingMs } from '../../new-user';
import { snapshot, type Session } from './session';

type SetSession = Dispatch<SetStateAction<Session>>;

/** Keeps the session current: the API's token source, the stored session and Amplify's events, the new-user clock. */
export function useSessionSync(config: RuntimeConfig, hasSession: boolean, session: Session, setSession: SetSession) {
  useEffect(() => {
    setAccessTokenProvider(async () => (mayHaveStoredSession(config) ? readAccessToken(await loadAmplifyAuth(config)) : null));
  }, [config]);

  useStoredSession(config, hasSession, setSession);

  // A new account stops being new 60 s after creation.
  const { user, isNewUser } = session;
  useEffect(() => {
    if (!isNewUser) return;
    const remaining = newUserRemainingMs(user?.createdAt ?? null, Date.now());
    const timer = window.setTimeout(() => setSession((s) => ({ ...s, isNewUser: false })), remaining);
    return () => window.clearTimeout(timer);
  }, [user, isNewUser, setSession]);
}

/** Restores a stored session, then follows Amplify's auth events. */
function useStoredSession(config: RuntimeConfig, hasSession: boolean, setSession: SetSession) {
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
  }, [config, hasSession, setSession]);
}
