import {
  changePassword as changePasswordRoute,
  requestEmailChangeCode as requestEmailChangeCodeRoute,
  verifyEmailChange as verifyEmailChangeRoute,
} from '@shared/api/contracts/auth';
import type { CodeSentResponse, EmailChangeCodeRequest, EmailChangeVerifyRequest, PasswordChangeRequest, SuccessResponse } from '@shared/api/auth';
import { callApi } from '@/lib/api-client';

/** POST /auth/email-change/code: a 6-digit code to the new address. */
export function requestEmailChangeCode(body: EmailChangeCodeRequest): Promise<CodeSentResponse> {
  return callApi(requestEmailChangeCodeRoute, { body });
}

/** POST /auth/email-change/verify: changes the email; the server then signs the user out everywhere. */
export function verifyEmailChange(body: EmailChangeVerifyRequest): Promise<SuccessResponse> {
  return callApi(verifyEmailChangeRoute, { body });
}

/** POST /auth/password/change: the server checks the current password first. */
export function changePassword(body: PasswordChangeRequest): Promise<SuccessResponse> {
  return callApi(changePasswordRoute, { body });
}
