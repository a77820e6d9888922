import type { AuthContext } from '../../caller';
import { DomainError } from '../../errors';
import type { IdentityUser } from '../../identity/port';
import type { AuthDeps } from './deps';

/**
 * The caller's account as Cognito holds it now. Access tokens carry no email, and an ID token's
 * email may be older than a change, so signed-in flows read the current address from Cognito.
 */
export async function currentAccount(deps: Pick<AuthDeps, 'identity'>, caller: AuthContext): Promise<IdentityUser & { email?: string }> {
  const user = await deps.identity.getUser(caller.cognitoUsername);
  if (!user || user.userId !== caller.userId) throw new DomainError('unauthenticated', 'UNAUTHORIZED', 'Please sign in to continue.');
  return user.email ? { ...user, email: user.email.trim().toLowerCase() } : user;
}
