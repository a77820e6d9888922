// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { CODE_TTL_SECONDS } from '../../../../shared/domain/codes';

/**
 * When this browser last had an email-verification code sent, per address (localStorage), so
 * /email-verification sends one by itself only on the first visit: while that code can still be
 * used (10 minutes), later visits, reloads and other tabs wait for Resend Code. After it expired,
 * a visit sends a fresh one, as a first visit would.
 */
export const VERIFICATION_SENT_PREFIX = 'forksure.verificationCodeSent.';

type SendsStorage = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (email: string) => `${VERIFICATION_SENT_PREFIX}${email.trim().toLowerCase()}`;

export function noteVerificationCodeSent(storage: SendsStorage | null, email: string, now: number): void {
  try {
    storage?.setItem(keyOf(email), String(now));
  } catch {
    // Blocked storage: the next visit sends again, and the server's resend wait still applies.
  }
}

/** Whether opening the page should send a code: none noted for this address, or the noted one expired. */
export function shouldSendOnOpen(storage: SendsStorage | null, email: string, now: number): boolean {
  let sentAt: number;
  try {
    sentAt = Number(storage?.getItem(keyOf(email)) ?? NaN);
  } catch {
    return true;
  }
  if (!Number.isFinite(sentAt) || sentAt > now) return true;
  return now - sentAt >= CODE_TTL_SECONDS * 1000;
}
