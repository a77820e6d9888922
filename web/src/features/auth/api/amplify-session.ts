import type * as AmplifyAuth from 'aws-amplify/auth';
import type { RuntimeConfig } from '@shared/config/runtime-config';
import { accountCreatedAt } from '../new-user';
import type { AuthUser } from '../types';

// aws-amplify is large; everything here is loaded with dynamic import() so it stays out of the
// initial chunk and public pages paint before it arrives.
type AuthModule = typeof AmplifyAuth;
let authModule: Promise<AuthModule> | null = null;

/** Configures Amplify once for the pool in `config.json` and returns the auth module. */
export function loadAmplifyAuth(config: RuntimeConfig): Promise<AuthModule> {
  authModule ??= (async () => {
    const [{ Amplify }, auth] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          // Only present locally, where it points at the embedded cognito-local.
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        },
      },
    });
    return auth;
  })();
  return authModule;
}

/** The signed-in user, or null when there is no valid session. */
export async function readCurrentUser(auth: AuthModule): Promise<AuthUser | null> {
  try {
    const current = await auth.getCurrentUser();
    const session = await auth.fetchAuthSession();
    const payload = session.tokens?.idToken?.payload as Record<string, unknown> | undefined;
    const email = typeof payload?.email === 'string' ? payload.email : (current.signInDetails?.loginId ?? null);
    return {
      userId: current.userId,
      username: current.username,
      email,
      createdAt: accountCreatedAt(payload),
      // The subscription check arrives with the billing work; until then every account is free.
      tier: 'free',
    };
  } catch {
    return null; // UserUnAuthenticatedException and friends: no session is the normal visitor state.
  }
}

export async function readAccessToken(auth: AuthModule): Promise<string | null> {
  try {
    const session = await auth.fetchAuthSession();
    return session.tokens?.accessToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** Listens to Amplify's auth events; returns the unsubscribe function. */
export async function onAuthEvent(listener: () => void): Promise<() => void> {
  const { Hub } = await import('aws-amplify/utils');
  return Hub.listen('auth', listener);
}
