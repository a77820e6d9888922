import type { InitiateAuthCommandInput } from '@aws-sdk/client-cognito-identity-provider';
import { findUser, type LocalCognito, type Router, type Target } from './cognito-shims';

/**
 * Cognito's lockout for failed password sign-ins, which cognito-local lacks (docs: "Lockout behavior
 * for failed sign-in attempts"): 5 failures are free; after n cumulative failures the user is locked
 * out for 2^(n-5) seconds, at most 15 minutes. Attempts during a lockout answer
 * `NotAuthorizedException` "Password attempts exceeded", are not checked and do not lengthen it. A
 * successful sign-in, or 15 quiet minutes after a lockout, starts the count over.
 *
 * Counted first: an attempt is counted as failed before its password is checked (and forgiven if
 * it succeeds), synchronously, so 100 parallel guesses get 5 checks, not 100.
 */
export const SIGN_IN_LOCKOUT = {
  freeFailures: 5,
  firstLockoutSeconds: 1,
  maxLockoutSeconds: 15 * 60,
  quietResetSeconds: 15 * 60,
} as const;

export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';

interface Account {
  failures: number;
  lockedUntil: number;
  lockedOnce: boolean;
  lastAttemptAt: number;
}

export type Attempt = { allowed: false } | { allowed: true; settle(succeeded: boolean): void };

/** Remembered accounts beyond which quiet ones are forgotten (names an attacker makes up cost memory). */
const PRUNE_ABOVE = 10_000;

export function createSignInLockout(now: () => number = Date.now) {
  const accounts = new Map<string, Account>();
  const quiet = (account: Account, at: number) => at - account.lastAttemptAt >= SIGN_IN_LOCKOUT.quietResetSeconds * 1000;

  return {
    /** Takes an attempt for `key` (refused during a lockout); settle it once the password is checked. */
    begin(key: string): Attempt {
      const at = now();
      let account = accounts.get(key);
      if (account?.lockedOnce && quiet(account, at)) account = undefined;
      if (!account) {
        if (accounts.size >= PRUNE_ABOVE) for (const [k, a] of accounts) if (quiet(a, at)) accounts.delete(k);
        account = { failures: 0, lockedUntil: 0, lockedOnce: false, lastAttemptAt: at };
        accounts.set(key, account);
      }
      account.lastAttemptAt = at;
      if (at < account.lockedUntil) return { allowed: false };
      account.failures += 1;
      const over = account.failures - SIGN_IN_LOCKOUT.freeFailures;
      if (over >= 0) {
        const seconds = Math.min(SIGN_IN_LOCKOUT.firstLockoutSeconds * 2 ** over, SIGN_IN_LOCKOUT.maxLockoutSeconds);
        account.lockedUntil = at + seconds * 1000;
        account.lockedOnce = true;
      }
      const counted = account;
      return {
        allowed: true,
        settle(succeeded) {
          // A success forgives every failure; a failure stays counted (it was counted up front).
          if (succeeded && accounts.get(key) === counted) accounts.delete(key);
        },
      };
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;

/**
 * The router of the browser's door with the lockout in front of USER_PASSWORD_AUTH. The key is the
 * account an identifier resolves to (username, email or preferred_username count together); an
 * unknown identifier is counted under its own name, so the answers never tell who exists.
 */
export function withSignInLockout(router: Router, deps: { cognito: LocalCognito; lockout: SignInLockout; CognitoError: new (code: string, message: string) => Error }): Router {
  const initiateAuth: Target = async (ctx, req) => {
    const input = req as InitiateAuthCommandInput;
    const identifier = input.AuthParameters?.USERNAME;
    if (input.AuthFlow !== 'USER_PASSWORD_AUTH' || !input.ClientId || typeof identifier !== 'string') return router('InitiateAuth')(ctx, req);
    const pool = await deps.cognito.getUserPoolForClientId(ctx, input.ClientId);
    const user = await findUser(ctx, pool, identifier);
    const key = `${pool.options.Id ?? input.ClientId}/${user ? `user:${user.Username}` : `name:${identifier.toLowerCase()}`}`;
    const attempt = deps.lockout.begin(key);
    if (!attempt.allowed) throw new deps.CognitoError('NotAuthorizedException', PASSWORD_ATTEMPTS_EXCEEDED);
    try {
      const result = await router('InitiateAuth')(ctx, req);
      attempt.settle(true);
      return result;
    } catch (error) {
      attempt.settle(false);
      throw error;
    }
  };
  return (target) => (target === 'InitiateAuth' ? initiateAuth : router(target));
}
