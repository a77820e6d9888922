import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type {
  AdminCreateUserCommandInput,
  AdminUpdateUserAttributesCommandInput,
  AttributeType,
  GetTokensFromRefreshTokenCommandInput,
  GlobalSignOutCommandInput,
  InitiateAuthCommandInput,
  RespondToAuthChallengeCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * Shims that close the gaps between the embedded cognito-local 5.3 and the AWS user pool of the
 * Auth stack, so Amplify in the browser and the functions make the same calls locally as on AWS
 * (DESIGN.md section 6). Each one wraps or adds a single operation (the `X-Amz-Target` name) and is
 * covered by tests/integration/cognito-shims.test.ts:
 *
 * - Sign-in identifiers: the pool is case-insensitive with `AliasAttributes: ['email']`, which
 *   cognito-local ignores. InitiateAuth (USER_PASSWORD_AUTH), RespondToAuthChallenge and the Admin*
 *   calls on an existing user accept the username in any case or a *verified* email (any case), as
 *   AWS does. Admin* calls answer UserNotFoundException "User does not exist." for anyone else.
 * - Alias uniqueness: AdminCreateUser and AdminUpdateUserAttributes refuse a verified email that is
 *   another user's alias (AliasExistsException; ForceAliasCreation moves it), and a username that
 *   differs from an existing one only in case (UsernameExistsException).
 * - `email_verified` alone: AWS lets an admin mark the current email verified without resending it.
 * - Non-enumeration (PreventUserExistenceErrors, as the web client has it): a failed password
 *   sign-in always answers NotAuthorizedException "Incorrect username or password.", whether the
 *   user is unknown or the password wrong (also for a user still on a temporary password).
 * - Token refresh: GetTokensFromRefreshToken (what Amplify v6 calls) is translated to cognito-local's
 *   REFRESH_TOKEN_AUTH; expired or revoked refresh tokens answer "Invalid Refresh Token".
 * - GlobalSignOut (access token) and AdminUserGlobalSignOut revoke every refresh token of the user
 *   (cognito-local keeps them on the user record). As behind API Gateway's JWT authorizer on AWS,
 *   access tokens already issued stay valid for the product API until they expire.
 */

export interface ShimDeps {
  cognito: LocalCognito;
  clock: { get(): Date };
  /** cognito-local's error class: its server answers these as `400 { __type, message }`. */
  CognitoError: new (code: string, message: string) => Error;
  /** PEM of the key cognito-local signs its tokens with. */
  publicKeyPem: string;
}

/** An operation handler of cognito-local (`Target`), and its router by operation name. */
export type Target = (ctx: Ctx, req: object) => Promise<unknown>;
export type Router = (target: string) => Target;
interface Ctx {
  readonly logger: unknown;
}

// The parts of cognito-local's services the shims use (its own typings need aws-sdk v2).
interface LocalUser {
  Username: string;
  UserStatus?: string;
  Password?: string;
  Attributes?: AttributeType[];
  RefreshTokens?: string[];
}
interface LocalUserPool {
  readonly options: { AliasAttributes?: string[]; UsernameConfiguration?: { CaseSensitive?: boolean } };
  getUserByUsername(ctx: Ctx, username: string): Promise<LocalUser | null>;
  listUsers(ctx: Ctx): Promise<LocalUser[]>;
  saveUser(ctx: Ctx, user: LocalUser): Promise<void>;
}
export interface LocalCognito {
  getUserPool(ctx: Ctx, userPoolId: string): Promise<LocalUserPool>;
  getUserPoolForClientId(ctx: Ctx, clientId: string): Promise<LocalUserPool>;
}

/** Admin operations that address an existing user by `Username` (and cognito-local supports). */
const ADMIN_USER_TARGETS = [
  'AdminGetUser',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminUserGlobalSignOut',
  'AdminDeleteUser',
  'AdminDeleteUserAttributes',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminConfirmSignUp',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminListGroupsForUser',
] as const;

/** What cognito-local answers for an unknown user or a wrong password in USER_PASSWORD_AUTH. */
const CREDENTIAL_ERRORS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

const value = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value;
const has = (attributes: AttributeType[] | undefined, name: string) => attributes?.some((a) => a.Name === name) ?? false;
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const verifiedEmailOf = (user: LocalUser) =>
  value(user.Attributes, 'email_verified') === 'true' ? value(user.Attributes, 'email')?.toLowerCase() : undefined;

export function withCognitoShims(router: Router, deps: ShimDeps): Router {
  const { cognito } = deps;
  const publicKey = createPublicKey(deps.publicKeyPem);
  const fail = (code: string, message: string) => new deps.CognitoError(code, message);
  const call = (target: string, ctx: Ctx, req: object) => router(target)(ctx, req);

  /** The user an identifier names: username or sub (cognito-local), username in any case, or verified email. */
  async function findUser(ctx: Ctx, pool: LocalUserPool, identifier: string): Promise<LocalUser | null> {
    const direct = await pool.getUserByUsername(ctx, identifier);
    if (direct) return direct;
    const wanted = identifier.toLowerCase();
    const users = await pool.listUsers(ctx);
    if (pool.options.UsernameConfiguration?.CaseSensitive === false) {
      const byName = users.find((u) => u.Username.toLowerCase() === wanted);
      if (byName) return byName;
    }
    if (!pool.options.AliasAttributes?.includes('email')) return null;
    return users.find((u) => verifiedEmailOf(u) === wanted) ?? null;
  }

  /** The other user whose verified email alias is `email`, if any. */
  async function aliasOwner(ctx: Ctx, pool: LocalUserPool, email: string, except?: string): Promise<LocalUser | undefined> {
    if (!pool.options.AliasAttributes?.includes('email')) return undefined;
    const wanted = email.toLowerCase();
    return (await pool.listUsers(ctx)).find((u) => u.Username !== except && verifiedEmailOf(u) === wanted);
  }

  const aliasExists = () => fail('AliasExistsException', 'An account with the given email already exists.');

  /** Refreshes with cognito-local's REFRESH_TOKEN_AUTH after checking the token's signature and expiry. */
  async function refresh(ctx: Ctx, clientId: string | undefined, refreshToken: string | undefined) {
    const invalid = () => fail('NotAuthorizedException', 'Invalid Refresh Token');
    if (!clientId || !refreshToken || !verifiedClaims(refreshToken, publicKey, deps.clock.get())) throw invalid();
    // cognito-local finds the user by the token in their RefreshTokens list (emptied by a global sign-out).
    const result = (await call('InitiateAuth', ctx, {
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }).catch((error: unknown) => {
      throw codeOf(error) === 'NotAuthorizedException' ? invalid() : error;
    })) as { AuthenticationResult?: { AccessToken?: string; IdToken?: string } };
    const { AccessToken, IdToken } = result.AuthenticationResult ?? {};
    const claims = AccessToken ? decodeClaims(AccessToken) : {};
    const expiresIn = typeof claims.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : undefined;
    return { AccessToken, IdToken, TokenType: 'Bearer', ExpiresIn: expiresIn };
  }

  async function revokeRefreshTokens(ctx: Ctx, pool: LocalUserPool, user: LocalUser): Promise<void> {
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  }

  /** Resolves `Username` of an Admin* call, then runs `handle` (default: cognito-local's own target). */
  type AdminHandler = (ctx: Ctx, pool: LocalUserPool, user: LocalUser, req: { Username: string }) => Promise<unknown>;
  const onExistingUser =
    (target: string, handle?: AdminHandler): Target =>
    async (ctx, req) => {
      const input = req as { UserPoolId?: string; Username?: string };
      if (!input.UserPoolId || !input.Username) return call(target, ctx, req);
      const pool = await cognito.getUserPool(ctx, input.UserPoolId);
      const user = await findUser(ctx, pool, input.Username);
      if (!user) throw fail('UserNotFoundException', 'User does not exist.');
      const resolved = { ...input, Username: user.Username };
      return handle ? handle(ctx, pool, user, resolved) : call(target, ctx, resolved);
    };

  const shims: Record<string, Target> = Object.fromEntries(ADMIN_USER_TARGETS.map((t) => [t, onExistingUser(t)]));

  shims.InitiateAuth = async (ctx, req) => {
    const input = req as InitiateAuthCommandInput;
    if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
      return { ChallengeParameters: {}, AuthenticationResult: await refresh(ctx, input.ClientId, input.AuthParameters?.REFRESH_TOKEN) };
    }
    const identifier = input.AuthParameters?.USERNAME;
    if (input.AuthFlow !== 'USER_PASSWORD_AUTH' || !input.ClientId || !identifier) return call('InitiateAuth', ctx, req);
    const incorrect = () => fail('NotAuthorizedException', 'Incorrect username or password.');
    const user = await findUser(ctx, await cognito.getUserPoolForClientId(ctx, input.ClientId), identifier);
    // cognito-local offers the new-password challenge before checking the temporary password; AWS checks first.
    if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== input.AuthParameters?.PASSWORD) throw incorrect();
    const resolved = user ? { ...input, AuthParameters: { ...input.AuthParameters, USERNAME: user.Username } } : input;
    return call('InitiateAuth', ctx, resolved).catch((error: unknown) => {
      throw CREDENTIAL_ERRORS.has(String(codeOf(error))) ? incorrect() : error;
    });
  };

  shims.RespondToAuthChallenge = async (ctx, req) => {
    const input = req as RespondToAuthChallengeCommandInput;
    const identifier = input.ChallengeResponses?.USERNAME;
    if (!input.ClientId || !identifier) return call('RespondToAuthChallenge', ctx, req);
    const user = await findUser(ctx, await cognito.getUserPoolForClientId(ctx, input.ClientId), identifier);
    const resolved = user ? { ...input, ChallengeResponses: { ...input.ChallengeResponses, USERNAME: user.Username } } : input;
    return call('RespondToAuthChallenge', ctx, resolved);
  };

  shims.GetTokensFromRefreshToken = async (ctx, req) => {
    const input = req as GetTokensFromRefreshTokenCommandInput;
    return { AuthenticationResult: await refresh(ctx, input.ClientId, input.RefreshToken) };
  };

  shims.GlobalSignOut = async (ctx, req) => {
    const { AccessToken } = req as GlobalSignOutCommandInput;
    const claims = AccessToken ? verifiedClaims(AccessToken, publicKey, deps.clock.get()) : null;
    const invalid = () => fail('NotAuthorizedException', 'Invalid Access Token');
    if (claims?.token_use !== 'access' || typeof claims.client_id !== 'string' || typeof claims.sub !== 'string') throw invalid();
    const pool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user = await pool.getUserByUsername(ctx, claims.sub);
    if (!user) throw invalid();
    await revokeRefreshTokens(ctx, pool, user);
    return {};
  };

  shims.AdminUserGlobalSignOut = onExistingUser('AdminUserGlobalSignOut', async (ctx, pool, user) => {
    await revokeRefreshTokens(ctx, pool, user);
    return {};
  });

  shims.AdminCreateUser = async (ctx, req) => {
    const input = req as AdminCreateUserCommandInput;
    if (!input.UserPoolId || !input.Username) return call('AdminCreateUser', ctx, req);
    const pool = await cognito.getUserPool(ctx, input.UserPoolId);
    const existing = await findUser(ctx, pool, input.Username);
    // Only a username match is a clash (usernames cannot be email addresses in this pool).
    if (existing && existing.Username.toLowerCase() === input.Username.toLowerCase()) {
      throw fail('UsernameExistsException', 'User account already exists');
    }
    const email = value(input.UserAttributes, 'email');
    const owner = email && value(input.UserAttributes, 'email_verified') === 'true' ? await aliasOwner(ctx, pool, email) : undefined;
    if (owner && !input.ForceAliasCreation) throw aliasExists();
    const created = await call('AdminCreateUser', ctx, req);
    if (owner) await pool.saveUser(ctx, { ...owner, Attributes: withValue(owner.Attributes, 'email_verified', 'false') });
    return created;
  };

  shims.AdminUpdateUserAttributes = onExistingUser('AdminUpdateUserAttributes', async (ctx, pool, user, req) => {
    let attributes = (req as AdminUpdateUserAttributesCommandInput).UserAttributes ?? [];
    const currentEmail = value(user.Attributes, 'email');
    // AWS accepts email_verified on its own (mark the current email verified); cognito-local wants the email too.
    if (has(attributes, 'email_verified') && !has(attributes, 'email') && currentEmail) {
      attributes = [...attributes, { Name: 'email', Value: currentEmail }];
    }
    // A new email without email_verified is unverified (as on AWS), so only a verified one can clash.
    const email = value(attributes, 'email');
    if (email && value(attributes, 'email_verified') === 'true' && (await aliasOwner(ctx, pool, email, user.Username))) throw aliasExists();
    return call('AdminUpdateUserAttributes', ctx, { ...req, UserAttributes: attributes });
  });

  return (target) => shims[target] ?? router(target);
}

function withValue(attributes: AttributeType[] | undefined, name: string, newValue: string): AttributeType[] {
  return [...(attributes ?? []).filter((a) => a.Name !== name), { Name: name, Value: newValue }];
}

function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  return payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>) : {};
}

/** Claims of an RS256 token signed by cognito-local and not expired, or null. */
function verifiedClaims(token: string, key: KeyObject, now: Date): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  try {
    if ((JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg !== 'RS256') return null;
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))) return null;
    const claims = decodeClaims(token);
    return typeof claims.exp === 'number' && claims.exp * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}
