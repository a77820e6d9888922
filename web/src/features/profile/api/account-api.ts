import {
  codeSentResponseSchema,
  successResponseSchema,
  type CodeSentResponse,
  type EmailChangeCodeRequest,
  type EmailChangeVerifyRequest,
  type PasswordChangeRequest,
  type SuccessResponse,
} from '@shared/api/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/email-change/code: a 6-digit code to the new address. */
export function requestEmailChangeCode(body: EmailChangeCodeRequest): Promise<CodeSentResponse> {
  return apiRequest('/auth/email-change/code', { method: 'POST', body, schema: codeSentResponseSchema });
}

/** POST /auth/email-change/verify: changes the email; the server then signs the user out everywhere. */
export function verifyEmailChange(body: EmailChangeVerifyRequest): Promise<SuccessResponse> {
  return apiRequest('/auth/email-change/verify', { method: 'POST', body, schema: successResponseSchema });
}

/** POST /auth/password/change: the server checks the current password first. */
export function changePassword(body: PasswordChangeRequest): Promise<SuccessResponse> {
  return apiRequest('/auth/password/change', { method: 'POST', body, schema: successResponseSchema });
}
