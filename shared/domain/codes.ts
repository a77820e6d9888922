/**
 * The emailed one-time codes (product-rules §13.3; docs/architecture.md section 7). The server's code
 * service enforces these; the web uses the lengths for its inputs.
 */
export const CODE_PURPOSES = ['signup', 'reset', 'security', 'emailVerification', 'emailChange'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Digits per code: 6 everywhere except email verification, which has 5. */
export const CODE_LENGTH: Record<CodePurpose, number> = {
  signup: 6,
  reset: 6,
  security: 6,
  emailVerification: 5,
  emailChange: 6,
};

/** A code is valid for 10 minutes after it is sent. */
export const CODE_TTL_SECONDS = 10 * 60;
/** Attempts per code, right or wrong; the 5th wrong one kills it, and no 6th is compared. */
export const CODE_MAX_ATTEMPTS = 5;
/** Another code for the same address and purpose no sooner than this. */
export const CODE_RESEND_SECONDS = 60;
/** At most this many codes per address per hour, all purposes together. */
export const CODES_PER_ADDRESS_PER_HOUR = 8;
/** A verified reset code yields a reset token valid this long, once. */
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;
