import type { ReactNode } from 'react';
import type { AuthState } from '@/features/auth';
// The signed-in state AuthProvider would read from Cognito; component tests provide it directly.
// eslint-disable-next-line no-restricted-imports
import { AuthContext } from '@/features/auth/hooks/auth-context';

export const USER_ID = 'user-1';

const signedIn = {
  status: 'ready',
  user: { userId: USER_ID, username: 'ana', email: 'ana@example.com', createdAt: 0 },
  isNewUser: false,
  signIn: async () => ({ user: null, isNewUser: false }),
  finishProfileSetup: () => {},
  refresh: async () => {},
  signOut: async () => {},
} satisfies AuthState;

/** Wraps a component in a signed-in session (for renderInApp's `wrap`). */
export const asSignedIn = (children: ReactNode) => <AuthContext.Provider value={signedIn}>{children}</AuthContext.Provider>;
