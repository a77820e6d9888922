import { CODE_RESEND_SECONDS, type CodePurpose } from '@shared/domain/codes';

/**
 * When this tab may next ask for a code, per purpose and address, so the page that asks for the
 * code starts its resend countdown where the sending page left off. Memory only: after a reload
 * the server's RESEND_TOO_SOON answer (with its retryAfterSeconds) restarts the countdown.
 */
const resendAt = new Map<string, number>();
const key = (purpose: CodePurpose, email: string) => `${purpose}:${email.trim().toLowerCase()}`;

/** A code went out now; another may follow after `waitSeconds` (the server's resendAfterSeconds). */
export function noteCodeSent(purpose: CodePurpose, email: string, waitSeconds: number = CODE_RESEND_SECONDS, now: number = Date.now()): number {
  const at = now + waitSeconds * 1000;
  resendAt.set(key(purpose, email), at);
  return at;
}

/** Epoch ms from which a new code may be requested, or 0 when this tab knows of no wait. */
export function nextResendAt(purpose: CodePurpose, email: string): number {
  return resendAt.get(key(purpose, email)) ?? 0;
}
