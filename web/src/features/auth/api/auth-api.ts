import type {
  CodeSentResponse,
  EmailVerificationRequest,
  PasswordResetCodeRequest,
  ResetCodeVerifyRequest,
  ResetCompleteRequest,
  ResetTokenResponse,
  SignupCodeRequest,
  SignupVerifyRequest,
  SignupVerifyResponse,
  SuccessResponse,
} from '@shared/api/auth';
import type { RequestOf, ResponseOf, RouteContract } from '@shared/api/contract';
import * as auth from '@shared/api/contracts/auth';
import type * as z from 'zod';
import { callApi } from '@/lib/api-client';

type WithBody = RouteContract & { request: { body: z.ZodType } };

/**
 * One function per /auth route contract. Bodies go through the contract's request schema first, so
 * they leave trimmed and lower-cased exactly as the server expects; answers are checked against the
 * contract's response schema.
 */
function send<C extends WithBody>(contract: C, body: z.input<C['request']['body']>): Promise<ResponseOf<C>> {
  return callApi(contract, { body: contract.request.body.parse(body) } as RequestOf<C>);
}

// Sign-up (public)
export const requestSignupCode = (body: SignupCodeRequest): Promise<CodeSentResponse> => send(auth.requestSignupCode, body);
export const verifySignupCode = (body: SignupVerifyRequest): Promise<SignupVerifyResponse> => send(auth.verifySignup, body);

// Password reset by email (public): code → reset token → new password.
export const requestPasswordResetCode = (body: PasswordResetCodeRequest): Promise<CodeSentResponse> => send(auth.requestPasswordResetCode, body);
export const verifyPasswordResetCode = (body: ResetCodeVerifyRequest): Promise<ResetTokenResponse> => send(auth.verifyPasswordResetCode, body);
export const completePasswordReset = (body: ResetCompleteRequest): Promise<SuccessResponse> => send(auth.completePasswordReset, body);

// The alternative security flow (public): same steps, ends at /auth instead of signing in.
export const requestSecurityCode = (body: PasswordResetCodeRequest): Promise<CodeSentResponse> => send(auth.requestSecurityCode, body);
export const verifySecurityCode = (body: ResetCodeVerifyRequest): Promise<ResetTokenResponse> => send(auth.verifySecurityCode, body);
export const completeSecurityReset = (body: ResetCompleteRequest): Promise<SuccessResponse> => send(auth.completeSecurityReset, body);

// Email verification (signed in: the API client adds the access token). Email and password changes
// live with the profile (features/profile/api/account-api.ts).
export const requestEmailVerificationCode = (): Promise<CodeSentResponse> => callApi(auth.requestEmailVerificationCode, {});
export const verifyEmail = (body: EmailVerificationRequest): Promise<SuccessResponse> => send(auth.verifyEmail, body);
