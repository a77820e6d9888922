/**
 * Who is calling: what services know of the signed-in user. The HTTP layer builds it from the
 * claims API Gateway's JWT authorizer verified (http/auth-context.ts).
 */
export interface AuthContext {
  /** Cognito `sub`: the key of everything the user owns (`USER#<sub>`). */
  userId: string;
  /**
   * The immutable Cognito `Username` (an opaque id), for Cognito admin calls. Never show it: the
   * visible username is the profile's (and the ID token's `preferred_username`).
   */
  cognitoUsername: string;
  email?: string;
  /** `access` or `id`. */
  tokenUse?: string;
  groups: string[];
}

