/** An account created less than this long ago counts as new (product-rules §3.2). */
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

/** product-rules §3.2: the redirect of a new account after sign-in waits this long. */
export const NEW_USER_REDIRECT_DELAY_MS = 100;

/**
 * Once a new account has saved its profile, the set-up is done: the login guard must stop sending it
 * back to /profile?newUser=true for the rest of its first minute, across reloads in this tab.
 */
const setupDoneKey = (userId: string) => `forksure.profileSetUp.${userId}`;

export function markProfileSetUp(userId: string): void {
  try {
    sessionStorage.setItem(setupDoneKey(userId), '1');
  } catch {
    // Storage can be unavailable (private modes); the in-memory flag still covers this page.
  }
}

export function isProfileSetUp(userId: string): boolean {
  try {
    return sessionStorage.getItem(setupDoneKey(userId)) === '1';
  } catch {
    return false;
  }
}
