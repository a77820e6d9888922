/** An account created less than this long ago counts as new (spec 001, section 4). */
export const NEW_USER_WINDOW_MS = 60_000;

/**
 * When the account was created, in epoch milliseconds, or null when unknown.
 *
 * Cognito puts no creation time in its tokens (no `created_at` claim) and GetUser does not return
 * UserCreateDate. `auth_time` is the sign-in time, so using it would treat every fresh sign-in as
 * a new account. Decision: the server stamps a `custom:created_at` attribute (ISO 8601 or epoch
 * seconds) when it creates the account; Cognito copies readable custom attributes into the ID
 * token, so we read it from there. Without it the user is not treated as new.
 */
export function accountCreatedAt(idTokenPayload: Record<string, unknown> | undefined): number | null {
  const raw = idTokenPayload?.['custom:created_at'];
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw < 1e12 ? raw * 1000 : raw;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  if (/^\d+$/.test(raw)) {
    const n = Number(raw);
    return n < 1e12 ? n * 1000 : n;
  }
  const parsed = Date.parse(raw);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Milliseconds the account stays "new" from `now`, 0 when it is not (or no longer) new. */
export function newUserRemainingMs(createdAt: number | null, now: number): number {
  if (createdAt === null) return 0;
  const age = now - createdAt;
  return age >= 0 && age < NEW_USER_WINDOW_MS ? NEW_USER_WINDOW_MS - age : 0;
}

/** Spec 001 section 9: the redirect of a new account after sign-in waits this long. */
export const NEW_USER_REDIRECT_DELAY_MS = 100;
