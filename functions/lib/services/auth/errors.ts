import type { CodePurpose } from '../../../../shared/domain/codes';
import { DomainError } from '../../errors';

/**
 * The account flows' typed errors (codes listed in shared/api/auth.ts). Messages are the spec's
 * where it gives one; they never say whether an account exists.
 */
const INVALID_CODE_MESSAGES: Record<CodePurpose, string> = {
  signup: 'Invalid or expired code. Please try again.',
  reset: 'Invalid or expired OTP',
  security: 'Invalid or expired OTP',
  emailVerification: 'Invalid verification code. Please try again.',
  emailChange: 'Invalid or expired OTP',
};

/** Wrong, expired, used or unknown code: one answer for all, so nothing leaks. */
export class InvalidCodeError extends DomainError {
  constructor(purpose: CodePurpose) {
    super('invalid', 'INVALID_CODE', INVALID_CODE_MESSAGES[purpose]);
  }
}

export class TooManyAttemptsError extends DomainError {
  constructor() {
    super('invalid', 'TOO_MANY_ATTEMPTS', 'Too many incorrect attempts. Please request a new code.');
  }
}

export class ResendTooSoonError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('retry-later', 'RESEND_TOO_SOON', `Please wait ${retryAfterSeconds} seconds before requesting a new code.`, retryAfterSeconds);
  }
}

export class HourlyCodeLimitError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('retry-later', 'HOURLY_CODE_LIMIT', 'Too many codes were requested for this email address. Please try again later.', retryAfterSeconds);
  }
}

export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset link. Please request a new password reset.';

export class InvalidResetTokenError extends DomainError {
  constructor() {
    super('invalid', 'INVALID_RESET_TOKEN', INVALID_RESET_TOKEN_MESSAGE);
  }
}

export class UsernameTakenError extends DomainError {
  constructor() {
    super('conflict', 'USERNAME_TAKEN', 'This username is already taken. Please choose another.');
  }
}

export class SameEmailError extends DomainError {
  constructor() {
    super('invalid', 'SAME_EMAIL', 'New email must be different from current email');
  }
}

export class IncorrectPasswordError extends DomainError {
  constructor() {
    super('unauthenticated', 'INCORRECT_PASSWORD', 'Current password is incorrect');
  }
}

/** Password change: the attempts of this window are used up (the current password was not checked). */
export class TooManyPasswordAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super('retry-later', 'TOO_MANY_PASSWORD_ATTEMPTS', `Too many attempts. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`, retryAfterSeconds);
  }
}

/** The signed-in account has no email address to send a code to. */
export class NoEmailError extends DomainError {
  constructor() {
    super('invalid', 'NO_EMAIL', 'Unable to resend verification code.');
  }
}
