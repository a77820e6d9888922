import {
  codeSentResponseSchema,
  emailChangeCodeRequestSchema,
  emailChangeVerifyRequestSchema,
  emailVerificationRequestSchema,
  passwordChangeRequestSchema,
  passwordResetCodeRequestSchema,
  resetCodeVerifyRequestSchema,
  resetCompleteRequestSchema,
  resetTokenResponseSchema,
  signupCodeRequestSchema,
  signupVerifyRequestSchema,
  signupVerifyResponseSchema,
  successResponseSchema,
  type CodeSentResponse,
  type EmailChangeCodeRequest,
  type EmailChangeVerifyRequest,
  type EmailVerificationRequest,
  type PasswordChangeRequest,
  type PasswordResetCodeRequest,
  type ResetCodeVerifyRequest,
  type ResetCompleteRequest,
  type ResetTokenResponse,
  type SignupCodeRequest,
  type SignupVerifyRequest,
  type SignupVerifyResponse,
  type SuccessResponse,
} from '@shared/api/auth';
import type * as z from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * One function per /auth route (functions/routes.ts). Bodies go through the shared request schema
 * first, so they leave trimmed and lower-cased exactly as the server expects; answers are checked
 * against the shared response schema.
 */
function post<In, Out>(path: string, requestSchema: z.ZodType<unknown, In>, responseSchema: z.ZodType<Out>, body: In): Promise<Out> {
  return apiRequest(path, { method: 'POST', body: requestSchema.parse(body), schema: responseSchema });
}

// Sign-up (public)
export const requestSignupCode = (body: SignupCodeRequest): Promise<CodeSentResponse> =>
  post('/auth/signup/code', signupCodeRequestSchema, codeSentResponseSchema, body);
export const verifySignupCode = (body: SignupVerifyRequest): Promise<SignupVerifyResponse> =>
  post('/auth/signup/verify', signupVerifyRequestSchema, signupVerifyResponseSchema, body);

// Password reset by email (public): code → reset token → new password.
export const requestPasswordResetCode = (body: PasswordResetCodeRequest): Promise<CodeSentResponse> =>
  post('/auth/password-reset/code', passwordResetCodeRequestSchema, codeSentResponseSchema, body);
export const verifyPasswordResetCode = (body: ResetCodeVerifyRequest): Promise<ResetTokenResponse> =>
  post('/auth/password-reset/verify', resetCodeVerifyRequestSchema, resetTokenResponseSchema, body);
export const completePasswordReset = (body: ResetCompleteRequest): Promise<SuccessResponse> =>
  post('/auth/password-reset/complete', resetCompleteRequestSchema, successResponseSchema, body);

// The alternative security flow (public): same steps, ends at /auth instead of signing in.
export const requestSecurityCode = (body: PasswordResetCodeRequest): Promise<CodeSentResponse> =>
  post('/auth/security/code', passwordResetCodeRequestSchema, codeSentResponseSchema, body);
export const verifySecurityCode = (body: ResetCodeVerifyRequest): Promise<ResetTokenResponse> =>
  post('/auth/security/verify', resetCodeVerifyRequestSchema, resetTokenResponseSchema, body);
export const completeSecurityReset = (body: ResetCompleteRequest): Promise<SuccessResponse> =>
  post('/auth/security/complete', resetCompleteRequestSchema, successResponseSchema, body);

// Signed-in flows (the API client adds the access token).
export const requestEmailVerificationCode = (): Promise<CodeSentResponse> =>
  apiRequest('/auth/email-verification/code', { method: 'POST', schema: codeSentResponseSchema });
export const verifyEmail = (body: EmailVerificationRequest): Promise<SuccessResponse> =>
  post('/auth/email-verification/verify', emailVerificationRequestSchema, successResponseSchema, body);
export const requestEmailChangeCode = (body: EmailChangeCodeRequest): Promise<CodeSentResponse> =>
  post('/auth/email-change/code', emailChangeCodeRequestSchema, codeSentResponseSchema, body);
export const verifyEmailChange = (body: EmailChangeVerifyRequest): Promise<SuccessResponse> =>
  post('/auth/email-change/verify', emailChangeVerifyRequestSchema, successResponseSchema, body);
export const changePassword = (body: PasswordChangeRequest): Promise<SuccessResponse> =>
  post('/auth/password/change', passwordChangeRequestSchema, successResponseSchema, body);
