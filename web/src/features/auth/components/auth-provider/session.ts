import { isProfileSetUp, newUserRemainingMs } from '../../new-user';
import type { AuthState, AuthUser } from '../../types';

export interface Session {
  status: AuthState['status'];
  user: AuthUser | null;
  isNewUser: boolean;
}

/** Builds the session snapshot; the new-user flag depends on the clock, so it is taken here, not in render. */
export function snapshot(user: AuthUser | null): Session {
  const isNewUser = !!user && newUserRemainingMs(user.createdAt, Date.now()) > 0 && !isProfileSetUp(user.userId);
  return { status: 'ready', user, isNewUser };
}
