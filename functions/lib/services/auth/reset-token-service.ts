import { RESET_TOKEN_TTL_SECONDS } from '../../../../shared/domain/codes';
import { epochSeconds } from '../../../../shared/domain/utc-dates';
import { putResetToken, redeemResetToken as redeemStored, type ResetTokenRecord } from '../../data/reset-token-repository';
import type { AuthDeps } from './deps';
import { InvalidResetTokenError } from './errors';
import { randomToken, resetTokenHash } from './keyed-hash';

/**
 * Reset tokens: what a verified reset or security code turns into. 32 random bytes (base64url),
 * stored only as a keyed hash bound to the flow and the address, valid 15 minutes, usable once.
 */
export type ResetFlow = 'reset' | 'security';

type TokenDeps = Pick<AuthDeps, 'db' | 'hashKey' | 'now'>;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function issueResetToken(
  deps: TokenDeps,
  grant: { flow: ResetFlow; email: string; userId: string; username: string },
): Promise<string> {
  const now = deps.now();
  const token = randomToken();
  await putResetToken(
    deps.db,
    resetTokenHash(await deps.hashKey(), grant.flow, grant.email, token),
    { ...grant, expiresAt: epochSeconds(now) + RESET_TOKEN_TTL_SECONDS },
    now,
  );
  return token;
}

/** Uses the token up and returns the account it resets; tampered, expired or used: INVALID_RESET_TOKEN. */
export async function redeemResetToken(deps: TokenDeps, flow: ResetFlow, email: string, token: string): Promise<ResetTokenRecord> {
  if (!TOKEN_SHAPE.test(token)) throw new InvalidResetTokenError();
  const record = await redeemStored(deps.db, resetTokenHash(await deps.hashKey(), flow, email, token), deps.now());
  if (!record || record.flow !== flow || record.email !== email) throw new InvalidResetTokenError();
  return record;
}
