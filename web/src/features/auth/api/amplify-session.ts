import type * as AmplifyAuth from 'aws-amplify/auth';
import type { RuntimeConfig } from '@shared/config/runtime-config';
import { OFFLINE_COPY_PREFIX } from '@/lib/offline-copies';
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

/**
 * Whether this browser may hold a session to restore: Amplify writes
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser` at sign-in and removes it at sign-out.
 * Without it a visitor's pages need no Amplify at all, so it is not downloaded for them.
 */
export function mayHaveStoredSession(config: Pick<RuntimeConfig, 'userPoolClientId'>, storage: () => Pick<Storage, 'getItem'> = () => window.localStorage): boolean {
  try {
    return storage().getItem(`CognitoIdentityServiceProvider.${config.userPoolClientId}.LastAuthUser`) !== null;
  } catch {
    return true; // storage unreadable: let Amplify decide
  }
}

/** The signed-in user, or null when there is no valid session. */
export async function readCurrentUser(auth: AuthModule, options: { forceRefresh?: boolean } = {}): Promise<AuthUser | null> {
  try {
    const current = await auth.getCurrentUser();
    // A forced refresh brings new ID token claims (a renamed preferred_username, say).
    const session = await auth.fetchAuthSession({ forceRefresh: options.forceRefresh ?? false });
    const payload = session.tokens?.idToken?.payload as Record<string, unknown> | undefined;
    const email = typeof payload?.email === 'string' ? payload.email : (current.signInDetails?.loginId ?? null);
    return {
      userId: current.userId,
      // The Cognito username is an opaque id; the visible (changeable) name is preferred_username.
      username: typeof payload?.preferred_username === 'string' ? payload.preferred_username : current.username,
      email,
      createdAt: accountCreatedAt(payload),
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

/** Thrown when Cognito wants another step (new password, MFA...), which Forksure accounts never need. */
export class SignInIncompleteError extends Error {
  override readonly name = 'SignInIncompleteError';
  constructor(readonly step: string) {
    super(`Sign-in needs another step: ${step}`);
  }
}

/** The name of an Amplify or Cognito error (`NotAuthorizedException`...), or null. */
export function authErrorName(error: unknown): string | null {
  return error instanceof Error ? error.name : null;
}

/**
 * Signs in with an email or a username and a password. USER_PASSWORD_AUTH works both on AWS and
 * on cognito-local (which has no SRP). Cognito resolves the identifier itself: the username, or the
 * email through the pool's email alias, so no look-up endpoint is needed (or exposed).
 */
export async function signInWithPassword(auth: AuthModule, identifier: string, password: string): Promise<void> {
  const trimmed = identifier.trim();
  const username = trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
  const attempt = () => auth.signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    if (authErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    // Another session is still open in this browser (say a reset finished while signed in): replace it.
    await auth.signOut();
    result = await attempt();
  }
  if (!result.isSignedIn) throw new SignInIncompleteError(result.nextStep.signInStep);
}

/**
 * What this app keeps about a session in web storage: Amplify's tokens, the subscription cache, the last search's
 * diets and the copies kept for offline use (health data, product-rules §3.6).
 */
const STORED_AUTH_PREFIXES = ['CognitoIdentityServiceProvider.', 'amplify-', 'forksure.subscription.', 'forksure.searchChoices', OFFLINE_COPY_PREFIX];

/** Removes every locally stored auth entry (product-rules §3.4: sign-out clears them). */
export function clearStoredAuthEntries(): void {
  for (const storage of webStorages()) {
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && STORED_AUTH_PREFIXES.some((prefix) => key.startsWith(prefix))) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }
}

function webStorages(): Storage[] {
  const out: Storage[] = [];
  for (const get of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      out.push(get());
    } catch {
      // Storage disabled (privacy modes): nothing is stored there either.
    }
  }
  return out;
}

/** Listens to Amplify's auth events; returns the unsubscribe function. */
export async function onAuthEvent(listener: () => void): Promise<() => void> {
  const { Hub } = await import('aws-amplify/utils');
  return Hub.listen('auth', listener);
}
