import { createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * Codes and reset tokens are stored only as HMAC-SHA256 under a secret key, bound to what they are
 * for: a stolen table reveals neither (a 6-digit code's plain hash would fall to a million
 * guesses), and a hash for one purpose, address or account is useless for any other.
 */
const CODE_DOMAIN = 'forksure/code/v1';
const RESET_TOKEN_DOMAIN = 'forksure/reset-token/v1';

export interface CodeBinding {
  purpose: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** Signed-in flows bind the code to the account too. */
  userId?: string;
}

export function codeHash(key: Buffer, binding: CodeBinding, code: string): string {
  return hmac(key, [CODE_DOMAIN, binding.purpose, binding.email, binding.userId ?? '', code]);
}

export function resetTokenHash(key: Buffer, flow: string, email: string, token: string): string {
  return hmac(key, [RESET_TOKEN_DOMAIN, flow, email, token]);
}

/** `length` decimal digits from the CSPRNG, leading zeros included. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Parts are joined with NUL, which none of them can contain (emails, codes and ids are validated). */
function hmac(key: Buffer, parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');
}
