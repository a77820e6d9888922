/**
 * Identity port: the accounts Cognito holds. The product's own code service proves who someone is
 * (emailed codes); this port only creates accounts and changes their password, email or username.
 *
 * Every account has two names. Its Cognito `Username` is an opaque id fixed at creation (a random
 * UUID; Cognito can never change a username), used for admin calls and never shown. The name the
 * user chose, and may change, is the `preferred_username` attribute, a sign-in alias like the email.
 */
export interface IdentityUser {
  /** Cognito `sub`. */
  userId: string;
  /** The immutable Cognito `Username` (opaque id) that admin calls address. Never shown to users. */
  cognitoUsername: string;
  /** The visible username (`preferred_username`); sign-in accepts it (any case) or the email. */
  preferredUsername?: string;
  email?: string;
  emailVerified: boolean;
}

export interface NewAccount {
  /** The chosen username, stored as `preferred_username`. */
  username: string;
  email: string;
  password: string;
  createdAt: Date;
}

export interface IdentityPort {
  /**
   * A confirmed account with a verified email, a permanent password and `username` as its
   * `preferred_username`. Throws UsernameExistsError (the name is another account's alias) or
   * EmailInUseError.
   */
  createUser(account: NewAccount): Promise<IdentityUser>;
  /** Undoes a createUser whose follow-up failed. Missing users are ignored. */
  deleteUser(cognitoUsername: string): Promise<void>;
  /** Looks up by Cognito username or alias (email, preferred_username); null when unknown. */
  getUser(cognitoUsername: string): Promise<IdentityUser | null>;
  /** True when `password` signs `login` (username or email) in. */
  checkPassword(login: string, password: string): Promise<boolean>;
  setPassword(cognitoUsername: string, password: string): Promise<void>;
  /** Sets `email` as the account's verified address (also used to mark the current one verified). */
  setVerifiedEmail(cognitoUsername: string, email: string): Promise<void>;
  /** Changes the visible username (sign-in alias). Throws UsernameExistsError when another account has it. */
  setPreferredUsername(cognitoUsername: string, username: string): Promise<void>;
  /** Revokes every refresh token of the account: each device must sign in again. */
  signOutEverywhere(cognitoUsername: string): Promise<void>;
}

/** The username is another account's sign-in name (aliases are unique without regard to case). */
export class UsernameExistsError extends Error {
  constructor() {
    super('The username belongs to another account.');
    this.name = 'UsernameExistsError';
  }
}

/** The email is already another account's sign-in alias. */
export class EmailInUseError extends Error {
  constructor() {
    super('The email belongs to another account.');
    this.name = 'EmailInUseError';
  }
}

/** No account with this username (e.g. deleted meanwhile). */
export class AccountNotFoundError extends Error {
  constructor() {
    super('No account has this username.');
    this.name = 'AccountNotFoundError';
  }
}
