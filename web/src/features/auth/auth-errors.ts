import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { authErrorName } from './api/amplify-session';
import { MESSAGE_VALUES } from './validation';

/**
 * Turns a failed /auth call into a message in the user's language. Every error code of the
 * contract (shared/api/auth.ts) has its own translated text; the page-specific fallbacks follow
 * the spec's catalogue: `rejected` when the server refused for another reason, `failed` when the
 * request did not get through (network, server fault).
 */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_CODE: 'errors.invalidCode',
  TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  INVALID_RESET_TOKEN: 'errors.invalidResetLink',
  WEAK_PASSWORD: 'errors.weakPassword',
  SAME_EMAIL: 'errors.sameEmail',
  INCORRECT_PASSWORD: 'errors.incorrectCurrentPassword',
  USERNAME_TAKEN: 'errors.usernameTaken',
  RESEND_TOO_SOON: 'errors.resendTooSoon',
  HOURLY_CODE_LIMIT: 'errors.hourlyCodeLimit',
};

interface Options {
  /** Overrides per error code for this page (e.g. INVALID_CODE → the spec's 'Invalid or expired OTP'). */
  codes?: Record<string, string>;
  rejected: string;
  failed: string;
}

export function apiErrorMessage(t: TFunction<'auth'>, error: unknown, { codes = {}, rejected, failed }: Options): string {
  if (!(error instanceof ApiError)) return t(failed);
  const key = codes[error.code] ?? CODE_MESSAGES[error.code];
  if (key) return t(key, MESSAGE_VALUES);
  if (error.status >= 400 && error.status < 500 && error.code !== 'NETWORK_ERROR') return t(rejected);
  return t(failed);
}

export const isApiError = (error: unknown, code: string): boolean => error instanceof ApiError && error.code === code;

/**
 * Sign-in failures. Cognito answers the same "Incorrect username or password." for an unknown
 * account and a wrong password (no account enumeration), so a username gets the spec's
 * "Username not found" text widened to "...or password incorrect".
 */
export function signInErrorMessage(t: TFunction<'auth'>, error: unknown, identifier: string): string {
  const name = authErrorName(error);
  const message = error instanceof Error ? error.message : '';
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) return t('login.errors.tooManyAttempts');
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') {
    return t(identifier.includes('@') ? 'login.errors.incorrect' : 'login.errors.usernameNotFound');
  }
  return t('login.errors.failed');
}
