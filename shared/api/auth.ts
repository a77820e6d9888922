import * as z from 'zod';
import { CODE_LENGTH, type CodePurpose } from '../domain/codes';
import { passwordProblem } from '../domain/password-policy';
import { languageSchema, usernameSchema } from './profile';

/**
 * Contracts of the account routes (/auth/...). The browser and the functions both use these, so
 * the messages a user reads are the same whichever side catches the problem first.
 *
 * Error codes the server answers (`{ error: { code, message } }`), for the web to switch on:
 * - 400 VALIDATION_FAILED: a field is wrong (field-level messages).
 * - 400 INVALID_CODE: wrong, expired, used or unknown code (never says which).
 * - 400 TOO_MANY_ATTEMPTS: 5 wrong tries; the code is dead, ask for a new one.
 * - 400 INVALID_RESET_TOKEN: tampered, expired or used reset token.
 * - 400 WEAK_PASSWORD: too short or among the most common passwords.
 * - 400 SAME_EMAIL: the new email equals the current one.
 * - 401 INCORRECT_PASSWORD: the current password (password change) is wrong.
 * - 409 USERNAME_TAKEN: the username belongs to another account.
 * - 429 RESEND_TOO_SOON: a code for this address and purpose was sent under 60 s ago (`retryAfterSeconds`).
 * - 429 HOURLY_CODE_LIMIT: too many codes for this address in the last hour.
 * - 429 TOO_MANY_PASSWORD_ATTEMPTS: 5 password-change attempts in 15 minutes (`retryAfterSeconds`).
 */

/** Emails are compared and stored trimmed and lower-cased (spec: "lowercased and trimmed"). */
export const emailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Please enter your email address' })
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A new password: at least 6 characters and not one of the most common passwords. */
export const newPasswordSchema = z
  .string({ error: 'Please enter a new password' })
  .min(1, { error: 'Please enter a new password', abort: true })
  .max(256, { error: 'Password must be at most 256 characters' })
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });

/** A code of exactly `length` digits. */
export const codeSchema = (purpose: CodePurpose) =>
  z
    .string({ error: `Please enter a valid ${CODE_LENGTH[purpose]}-digit code` })
    // Spaces around a pasted code are forgiven, not a megabyte of them.
    .max(CODE_LENGTH[purpose] + 20, { error: `Please enter a valid ${CODE_LENGTH[purpose]}-digit code` })
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH[purpose]}}$`), { error: `Please enter a valid ${CODE_LENGTH[purpose]}-digit code` });

// ── Sign-up ──────────────────────────────────────────────────────────────────────────────────────

/** POST /auth/signup/code (public). The password is not sent here: it is only needed at verify. */
export const signupCodeRequestSchema = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  language: languageSchema.default('en'),
});
export type SignupCodeRequest = z.input<typeof signupCodeRequestSchema>;

/**
 * POST /auth/signup/verify (public): checks the code and creates the account (Cognito user with a
 * permanent password, `email_verified`, `custom:created_at`; profile with username, language and the
 * distance unit of the browser's region).
 */
export const signupVerifyRequestSchema = z.strictObject({
  email: emailSchema,
  code: codeSchema('signup'),
  username: usernameSchema,
  password: newPasswordSchema,
  language: languageSchema.default('en'),
  /** The browser's region ("US" of en-US), if it gives one: the new profile's distance unit (product-rules §14.1). */
  region: z
    .string()
    .max(2, { error: 'Send region as a two-letter country code (US, GB, DE).', abort: true })
    .regex(/^[A-Za-z]{2}$/, { error: 'Send region as a two-letter country code (US, GB, DE).' })
    .transform((code) => code.toUpperCase())
    .optional(),
});
export type SignupVerifyRequest = z.input<typeof signupVerifyRequestSchema>;

export const signupVerifyResponseSchema = z.object({
  success: z.literal(true),
  /** The web signs in with the password it kept in memory; false when it has none (after a reload). */
  autoLogin: z.boolean(),
  username: z.string(),
  message: z.string(),
});
export type SignupVerifyResponse = z.infer<typeof signupVerifyResponseSchema>;

// ── Password reset (code by email → reset token → new password) and the security flow ────────────

/** POST /auth/password-reset/code and POST /auth/security/code (public). Same answer whether or not the account exists. */
export const passwordResetCodeRequestSchema = z.strictObject({
  email: emailSchema,
  /** The interface language, used for the email when the address has no account language. */
  language: languageSchema.optional(),
});
export type PasswordResetCodeRequest = z.input<typeof passwordResetCodeRequestSchema>;

/** The answer to every code request: the same text whether or not an account exists. */
export const codeSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Seconds until another code may be requested for this address and purpose. */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** POST /auth/password-reset/verify and POST /auth/security/verify (public). */
export const resetCodeVerifyRequestSchema = z.strictObject({
  email: emailSchema,
  otp: codeSchema('reset'),
});
export type ResetCodeVerifyRequest = z.input<typeof resetCodeVerifyRequestSchema>;

export const resetTokenResponseSchema = z.object({
  success: z.literal(true),
  /** Short-lived (15 minutes), single use, opaque. */
  resetToken: z.string(),
  message: z.string(),
});
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;

/** POST /auth/password-reset/complete and POST /auth/security/complete (public). */
export const resetCompleteRequestSchema = z.strictObject({
  email: emailSchema,
  resetToken: z.string({ error: 'Invalid or expired reset link. Please request a new password reset.' }).min(1).max(512),
  newPassword: newPasswordSchema,
});
export type ResetCompleteRequest = z.input<typeof resetCompleteRequestSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

// ── Signed-in flows ───────────────────────────────────────────────────────────────────────────────

/** POST /auth/email-verification/code (user): a 5-digit code to the caller's current email. No body. */
/** POST /auth/email-verification/verify (user). */
export const emailVerificationRequestSchema = z.strictObject({ code: codeSchema('emailVerification') });
export type EmailVerificationRequest = z.input<typeof emailVerificationRequestSchema>;

/** POST /auth/email-change/code (user): a 6-digit code to the new address. */
export const emailChangeCodeRequestSchema = z.strictObject({ newEmail: emailSchema });
export type EmailChangeCodeRequest = z.input<typeof emailChangeCodeRequestSchema>;

/** POST /auth/email-change/verify (user): changes the email, then signs the user out everywhere. */
export const emailChangeVerifyRequestSchema = z.strictObject({ newEmail: emailSchema, otp: codeSchema('emailChange') });
export type EmailChangeVerifyRequest = z.input<typeof emailChangeVerifyRequestSchema>;

/** POST /auth/password/change (user): the current password is checked by signing in with it. */
export const passwordChangeRequestSchema = z.strictObject({
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, { error: 'Please enter your current password' }).max(256),
  newPassword: newPasswordSchema,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

// ── Subscription status ───────────────────────────────────────────────────────────────────────────

// GET /billing/subscription's answer. In its own small module: functions that read the plan need not bundle the sign-up and password rules.
export { subscriptionStatusSchema, type SubscriptionStatus } from './subscription-status';
