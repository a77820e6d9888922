import { timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodePurpose,
  CODES_PER_ADDRESS_PER_HOUR,
} from '../../../../shared/domain/codes';
import { epochSeconds } from '../../../../shared/domain/utc-dates';
import {
  type CodeSlot,
  codeHourWindow,
  consumeCode,
  countCodeSent,
  getCode,
  putCodeUnlessRecent,
  restoreCode,
  takeAttempt,
  uncountCodeSent,
} from '../../data/code-repository';
import { LimitReachedError } from '../../errors';
import type { AuthDeps } from './deps';
import { HourlyCodeLimitError, InvalidCodeError, ResendTooSoonError, TooManyAttemptsError } from './errors';
import { type CodeBinding, codeHash, randomDigits } from './keyed-hash';

/**
 * The emailed one-time codes (shared/domain/codes.ts): CSPRNG digits, stored only as a keyed hash
 * bound to purpose, address (and account for signed-in flows), single use, 10-minute life, 5
 * attempts (dead after 5 wrong ones), no resend within 60 s per address and purpose, and a
 * per-address hourly cap across purposes. Each rule is one conditional write, so it holds under
 * concurrent requests.
 */
export interface CodeTarget extends CodeBinding {
  purpose: CodePurpose;
}

export interface IssuedCode {
  /** The digits that were sent (a decoy's are sent to no one). */
  code: string;
  resendAfterSeconds: number;
}

type CodeDeps = Pick<AuthDeps, 'db' | 'hashKey' | 'now'>;

const RESEND_MS = CODE_RESEND_SECONDS * 1000;

export interface IssueOptions {
  /** A decoy code can never verify: it is stored where the request must look like a real one. */
  decoy: boolean;
  /**
   * Delivers the code (or, for a decoy, whatever stands in for it). If it fails, the request
   * leaves no trace: the earlier code stays valid, the hourly count and the resend wait are given back.
   */
  send?: (code: string) => Promise<void>;
}

/** Stores a new code for `target`, replacing any earlier one, and sends it. */
export async function issueCode(deps: CodeDeps, target: CodeTarget, options: IssueOptions): Promise<IssuedCode> {
  const key = await deps.hashKey(); // first, so a missing key fails before anything is written
  const now = deps.now();
  const at = slotOf(target);
  // Cheap early answer; the conditional put below is what actually enforces the rule.
  const previous = await getCode(deps.db, at, now);
  if (previous) assertResendAllowed(previous.sentAtMs, now);

  // The resend rule first: of concurrent requests for one slot only one gets past this write, so
  // only that one counts against the hourly cap.
  const code = randomDigits(CODE_LENGTH[target.purpose]);
  const hash = codeHash(key, target, code);
  const stored = await putCodeUnlessRecent(
    deps.db,
    at,
    {
      purpose: target.purpose,
      codeHash: hash,
      attempts: 0,
      sentAtMs: now.getTime(),
      expiresAt: epochSeconds(now) + CODE_TTL_SECONDS,
      decoy: options.decoy,
    },
    now.getTime() - RESEND_MS,
  );
  if (!stored) {
    const winner = await getCode(deps.db, at, now);
    throw new ResendTooSoonError(winner ? secondsUntil(winner.sentAtMs + RESEND_MS, now) : CODE_RESEND_SECONDS);
  }

  try {
    await countCodeSent(deps.db, target.email, now, CODES_PER_ADDRESS_PER_HOUR);
  } catch (error) {
    // Not sent after all: the earlier code (if any) stays the valid one.
    await restoreCode(deps.db, at, hash, previous);
    if (error instanceof LimitReachedError) throw new HourlyCodeLimitError(secondsUntil(codeHourWindow(now).endsAt.getTime(), now));
    throw error;
  }

  try {
    await options.send?.(code);
  } catch (error) {
    await restoreCode(deps.db, at, hash, previous);
    await uncountCodeSent(deps.db, target.email, now);
    throw error;
  }
  return { code, resendAfterSeconds: CODE_RESEND_SECONDS };
}

/**
 * Checks `code` and uses it up. Throws InvalidCodeError for a wrong, expired, used, unknown or decoy
 * code, and TooManyAttemptsError for a wrong code in the 5th attempt and for every attempt after
 * the 5th, even with the right code.
 *
 * The attempt is counted first (one conditional write that hands out attempt slots 1 to 5) and the
 * code compared only after: comparing first and counting after let concurrent guesses be compared
 * before any of them was counted.
 */
export async function verifyCode(deps: CodeDeps, target: CodeTarget, code: string): Promise<void> {
  const now = deps.now();
  const at = slotOf(target);
  const hash = codeHash(await deps.hashKey(), target, code);

  const attempt = await takeAttempt(deps.db, at, CODE_MAX_ATTEMPTS, now);
  if (!attempt) {
    // No slot: no live code (unknown, expired, used) or all its attempts taken.
    const current = await getCode(deps.db, at, now);
    if (current && current.attempts >= CODE_MAX_ATTEMPTS) throw new TooManyAttemptsError();
    throw new InvalidCodeError(target.purpose);
  }
  if (!attempt.decoy && sameHash(attempt.codeHash, hash)) {
    if (await consumeCode(deps.db, at, hash, now)) return;
    throw new InvalidCodeError(target.purpose); // a concurrent verify used it first
  }
  if (attempt.attempts >= CODE_MAX_ATTEMPTS) throw new TooManyAttemptsError();
  throw new InvalidCodeError(target.purpose);
}

/** One live code per address and slot; signed-in flows get a slot per account. */
function slotOf(target: CodeTarget): CodeSlot {
  return { email: target.email, slot: target.userId ? `${target.purpose}#${target.userId}` : target.purpose };
}

function assertResendAllowed(sentAtMs: number, now: Date): void {
  const allowedAt = sentAtMs + RESEND_MS;
  if (now.getTime() < allowedAt) throw new ResendTooSoonError(secondsUntil(allowedAt, now));
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function secondsUntil(epochMs: number, now: Date): number {
  return Math.max(1, Math.ceil((epochMs - now.getTime()) / 1000));
}
