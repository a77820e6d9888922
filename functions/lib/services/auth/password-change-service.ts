import type { SuccessResponse } from '../../../../shared/api/auth';
import { PASSWORD_CHANGE_MAX_ATTEMPTS, PASSWORD_CHANGE_WINDOW_SECONDS } from '../../../../shared/domain/password-policy';
import { clearWindowAttempts, takeWindowAttempt } from '../../data/attempt-window';
import { keys } from '../../data/keys';
import type { AuthContext } from '../../caller';
import type { AuthDeps } from './deps';
import { IncorrectPasswordError, TooManyPasswordAttemptsError } from './errors';

/**
 * Change password (Account Details): the current password is checked by signing in with it, at most
 * 5 times per user in 15 minutes. The attempt is counted before Cognito is asked, so parallel
 * guesses cannot get more checks; a successful change starts the count over.
 */
export async function changePassword(
  deps: Pick<AuthDeps, 'db' | 'identity' | 'now'>,
  caller: AuthContext,
  request: { currentPassword: string; newPassword: string },
): Promise<SuccessResponse> {
  const key = keys.passwordChangeAttempts(caller.userId);
  const attempt = await takeWindowAttempt(
    deps.db,
    { key, entity: 'passwordChangeAttempts', maxAttempts: PASSWORD_CHANGE_MAX_ATTEMPTS, windowSeconds: PASSWORD_CHANGE_WINDOW_SECONDS },
    deps.now(),
  );
  if (!attempt.allowed) throw new TooManyPasswordAttemptsError(attempt.retryAfterSeconds);

  if (!(await deps.identity.checkPassword(caller.cognitoUsername, request.currentPassword))) throw new IncorrectPasswordError();
  await deps.identity.setPassword(caller.cognitoUsername, request.newPassword);
  await clearWindowAttempts(deps.db, key);
  return { success: true, message: 'Password updated successfully!' };
}
