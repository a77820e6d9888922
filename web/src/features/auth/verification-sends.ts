// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../../../shared/domain/codes';

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

/** Epoch ms of the last noted send for this address, or null (none, unreadable, or in the future). */
function sentAtOf(storage: SendsStorage | null, email: string, now: number): number | null {
  try {
    const sentAt = Number(storage?.getItem(keyOf(email)) ?? NaN);
    return Number.isFinite(sentAt) && sentAt <= now ? sentAt : null;
  } catch {
    return null;
  }
}

/** Whether opening the page should send a code: none noted for this address, or the noted one expired. */
export function shouldSendOnOpen(storage: SendsStorage | null, email: string, now: number): boolean {
  const sentAt = sentAtOf(storage, email, now);
  return sentAt === null || now - sentAt >= CODE_TTL_SECONDS * 1000;
}

/** Seconds left of the server's resend wait after the noted send (0: Resend may be used now). */
export function resendWaitSeconds(storage: SendsStorage | null, email: string, now: number): number {
  const sentAt = sentAtOf(storage, email, now);
  return sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + CODE_RESEND_SECONDS * 1000 - now) / 1000));
}
