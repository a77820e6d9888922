import type { Tier } from '@shared/domain/plans';

export interface AuthUser {
  userId: string;
  username: string;
  email: string | null;
  /** Epoch ms, null when unknown (see new-user.ts). */
  createdAt: number | null;
  tier: Tier;
}

export interface AuthState {
  status: 'loading' | 'ready';
  user: AuthUser | null;
  /** True while the signed-in account is under 60 s old. */
  isNewUser: boolean;
  /** Re-reads the session and the subscription tier. */
  refresh: () => Promise<void>;
  /** Signs out and leaves with a full page load to `redirectTo`. */
  signOut: (redirectTo: '/welcome' | '/auth') => Promise<void>;
}
