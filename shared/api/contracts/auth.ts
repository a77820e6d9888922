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
} from '../auth';
import { defineRoute } from '../contract';

/** Accounts: codes are the product's own; Cognito holds identities. */
export const requestSignupCode = defineRoute({
  method: 'POST',
  path: '/auth/signup/code',
  auth: 'public',
  summary: 'Email a 6-digit sign-up code',
  request: { body: signupCodeRequestSchema },
  response: codeSentResponseSchema,
});

export const verifySignup = defineRoute({
  method: 'POST',
  path: '/auth/signup/verify',
  auth: 'public',
  summary: 'Verify the sign-up code and create the account',
  request: { body: signupVerifyRequestSchema },
  response: signupVerifyResponseSchema,
});

export const requestEmailVerificationCode = defineRoute({
  method: 'POST',
  path: '/auth/email-verification/code',
  auth: 'user',
  summary: 'Email a 5-digit verification code',
  response: codeSentResponseSchema,
});

export const verifyEmail = defineRoute({
  method: 'POST',
  path: '/auth/email-verification/verify',
  auth: 'user',
  summary: 'Verify the 5-digit email code',
  request: { body: emailVerificationRequestSchema },
  response: successResponseSchema,
});

export const requestPasswordResetCode = defineRoute({
  method: 'POST',
  path: '/auth/password-reset/code',
  auth: 'public',
  summary: 'Email a 6-digit reset code',
  request: { body: passwordResetCodeRequestSchema },
  response: codeSentResponseSchema,
});

export const verifyPasswordResetCode = defineRoute({
  method: 'POST',
  path: '/auth/password-reset/verify',
  auth: 'public',
  summary: 'Verify the reset code, returning a reset token',
  request: { body: resetCodeVerifyRequestSchema },
  response: resetTokenResponseSchema,
});

export const completePasswordReset = defineRoute({
  method: 'POST',
  path: '/auth/password-reset/complete',
  auth: 'public',
  summary: 'Set a new password with a reset token',
  request: { body: resetCompleteRequestSchema },
  response: successResponseSchema,
});

export const requestSecurityCode = defineRoute({
  method: 'POST',
  path: '/auth/security/code',
  auth: 'public',
  summary: 'Email a 6-digit security-flow code',
  request: { body: passwordResetCodeRequestSchema },
  response: codeSentResponseSchema,
});

export const verifySecurityCode = defineRoute({
  method: 'POST',
  path: '/auth/security/verify',
  auth: 'public',
  summary: 'Verify a security-flow code, returning a reset token',
  request: { body: resetCodeVerifyRequestSchema },
  response: resetTokenResponseSchema,
});

export const completeSecurityReset = defineRoute({
  method: 'POST',
  path: '/auth/security/complete',
  auth: 'public',
  summary: 'Set a new password after security verification',
  request: { body: resetCompleteRequestSchema },
  response: successResponseSchema,
});

export const requestEmailChangeCode = defineRoute({
  method: 'POST',
  path: '/auth/email-change/code',
  auth: 'user',
  summary: 'Email a 6-digit code to the new address',
  request: { body: emailChangeCodeRequestSchema },
  response: codeSentResponseSchema,
});

export const verifyEmailChange = defineRoute({
  method: 'POST',
  path: '/auth/email-change/verify',
  auth: 'user',
  summary: 'Verify the code and change the email',
  request: { body: emailChangeVerifyRequestSchema },
  response: successResponseSchema,
});

export const changePassword = defineRoute({
  method: 'POST',
  path: '/auth/password/change',
  auth: 'user',
  summary: 'Change the password after checking the current one',
  request: { body: passwordChangeRequestSchema },
  response: successResponseSchema,
});
