export interface AuthUser {
  userId: string;
  username: string;
  email: string | null;
  /** Epoch ms, null when unknown (see new-user.ts). */
  createdAt: number | null;
}

export interface AuthState {
  status: 'loading' | 'ready';
  user: AuthUser | null;
  /** True while the signed-in account is under 60 s old. */
  isNewUser: boolean;
  /**
   * Signs in with an email or username and a password, then returns the fresh session (the caller
   * decides where to go: a new account goes to the profile set-up). Rejects with the Amplify error.
   */
  signIn: (identifier: string, password: string) => Promise<SignedInSession>;
  /** A new account saved its profile: stop sending it to /profile?newUser=true. */
  finishProfileSetup: () => void;
  /** Refreshes the tokens and re-reads the session (after a rename, say). */
  refresh: () => Promise<void>;
  /** Signs out (globally where possible), clears stored auth entries and leaves with a full page load to `redirectTo`. */
  signOut: (redirectTo: '/welcome' | '/auth') => Promise<void>;
}

export interface SignedInSession {
  user: AuthUser | null;
  isNewUser: boolean;
}
