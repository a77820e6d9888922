import type { SuccessResponse } from '../../../../shared/api/auth';
import type { AuthContext } from '../../http/auth-context';
import type { AuthDeps } from './deps';
import { IncorrectPasswordError } from './errors';

/** Change password (Account Details): the current password is checked by signing in with it. */
export async function changePassword(
  deps: Pick<AuthDeps, 'identity'>,
  caller: AuthContext,
  request: { currentPassword: string; newPassword: string },
): Promise<SuccessResponse> {
  if (!(await deps.identity.checkPassword(caller.cognitoUsername, request.currentPassword))) throw new IncorrectPasswordError();
  await deps.identity.setPassword(caller.cognitoUsername, request.newPassword);
  return { success: true, message: 'Password updated successfully!' };
}
