/**
 * Identity port: the accounts Cognito holds. The product's own code service proves who someone is
 * (emailed codes); this port only creates accounts and changes their password or email.
 */
export interface IdentityUser {
  /** Cognito `sub`. */
  userId: string;
  /** The Cognito username (fixed at sign-up; sign-in accepts it or the email). */
  username: string;
  email?: string;
  emailVerified: boolean;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  createdAt: Date;
}

export interface IdentityPort {
  /** A confirmed account with a verified email and a permanent password. Throws the errors below. */
  createUser(account: NewAccount): Promise<IdentityUser>;
  /** Undoes a createUser whose follow-up failed. Missing users are ignored. */
  deleteUser(username: string): Promise<void>;
  getUser(username: string): Promise<IdentityUser | null>;
  /** True when `password` signs `login` (username or email) in. */
  checkPassword(login: string, password: string): Promise<boolean>;
  setPassword(username: string, password: string): Promise<void>;
  /** Sets `email` as the account's verified address (also used to mark the current one verified). */
  setVerifiedEmail(username: string, email: string): Promise<void>;
  /** Revokes every refresh token of the account: each device must sign in again. */
  signOutEverywhere(username: string): Promise<void>;
}

/** The username belongs to another account (Cognito usernames are case-insensitive). */
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
