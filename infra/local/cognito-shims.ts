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
 * (docs/architecture.md, sections 7 and 8). Each one wraps or adds a single operation (the `X-Amz-Target` name) and is
 * covered by tests/integration/cognito-shims.test.ts:
 *
 * - Sign-in identifiers: the pool is case-insensitive with `AliasAttributes: ['email',
 *   'preferred_username']`, which cognito-local ignores. InitiateAuth (USER_PASSWORD_AUTH),
 *   RespondToAuthChallenge and the Admin* calls on an existing user accept the username in any case,
 *   a *verified* email (any case) or a preferred_username (any case), as AWS does. Admin* calls
 *   answer UserNotFoundException "User does not exist." for anyone else.
 * - Alias uniqueness: AdminCreateUser and AdminUpdateUserAttributes refuse a verified email that is
 *   another user's alias (AliasExistsException; ForceAliasCreation moves it), a preferred_username
 *   that is another user's preferred_username or username in any case (AliasExistsException; never
 *   moved), and a username that differs from an existing one only in case (UsernameExistsException).
 * - `email_verified` alone: AWS lets an admin mark the current email verified without resending it.
 * - ID token claims: AWS puts every attribute the app client may read into the ID token (so
 *   `preferred_username` is there); cognito-local only adds email, email_verified (always true
 *   when set, even to "false") and custom attributes. `withIdTokenAttributes` makes it AWS's set.
 * - Local only, no AWS counterpart: `ForksureLocalAddAliasAttributes` adds sign-in aliases to an
 *   existing pool, so a pool created by an earlier version is upgraded in place (see cognito-setup.ts).
 *   AWS fixes AliasAttributes when a pool is created.
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
  /** PEM of the key tokens are signed with (this data directory's, cognito-signing-key.ts). */
  publicKeyPem: string;
}

/** An operation handler of cognito-local (`Target`), and its router by operation name. */
export type Target = (ctx: Ctx, req: object) => Promise<unknown>;
export type Router = (target: string) => Target;
export interface Ctx {
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
interface LocalUserPoolOptions {
  Id?: string;
  AliasAttributes?: string[];
  UsernameConfiguration?: { CaseSensitive?: boolean };
}
export interface LocalUserPool {
  readonly options: LocalUserPoolOptions;
  getUserByUsername(ctx: Ctx, username: string): Promise<LocalUser | null>;
  listUsers(ctx: Ctx): Promise<LocalUser[]>;
  saveUser(ctx: Ctx, user: LocalUser): Promise<void>;
  updateOptions(ctx: Ctx, options: LocalUserPoolOptions): Promise<void>;
}
export interface LocalCognito {
  getUserPool(ctx: Ctx, userPoolId: string): Promise<LocalUserPool>;
  getUserPoolForClientId(ctx: Ctx, clientId: string): Promise<LocalUserPool>;
  getAppClient(ctx: Ctx, clientId: string): Promise<{ ReadAttributes?: string[] } | null>;
}

/** The local-only operation that adds sign-in aliases to an existing pool (see the list above). */
export const ADD_ALIAS_ATTRIBUTES_TARGET = 'ForksureLocalAddAliasAttributes';
const ALIAS_ATTRIBUTES = ['email', 'phone_number', 'preferred_username'];

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
const preferredUsernameOf = (user: LocalUser) => value(user.Attributes, 'preferred_username')?.toLowerCase();
const isAlias = (pool: LocalUserPool, attribute: string) => pool.options.AliasAttributes?.includes(attribute) ?? false;

/**
 * The user an identifier names: username or sub (cognito-local), username in any case, verified
 * email, or preferred_username (any case). Aliases are unique, so at most one user matches each.
 */
export async function findUser(ctx: Ctx, pool: LocalUserPool, identifier: string): Promise<LocalUser | null> {
  const direct = await pool.getUserByUsername(ctx, identifier);
  if (direct) return direct;
  const wanted = identifier.toLowerCase();
  const users = await pool.listUsers(ctx);
  if (pool.options.UsernameConfiguration?.CaseSensitive === false) {
    const byName = users.find((u) => u.Username.toLowerCase() === wanted);
    if (byName) return byName;
  }
  const byEmail = isAlias(pool, 'email') ? users.find((u) => verifiedEmailOf(u) === wanted) : undefined;
  const byPreferred = isAlias(pool, 'preferred_username') ? users.find((u) => preferredUsernameOf(u) === wanted) : undefined;
  return byEmail ?? byPreferred ?? null;
}

export function withCognitoShims(router: Router, deps: ShimDeps): Router {
  const kit: ShimKit = {
    cognito: deps.cognito,
    clock: deps.clock,
    publicKey: createPublicKey(deps.publicKeyPem),
    fail: (code, message) => new deps.CognitoError(code, message),
    call: (target, ctx, req) => router(target)(ctx, req),
  };
  const shims: Record<string, Target> = {
    ...Object.fromEntries(ADMIN_USER_TARGETS.map((t) => [t, onExistingUser(kit, t)])),
    InitiateAuth: initiateAuth(kit),
    RespondToAuthChallenge: respondToAuthChallenge(kit),
    GetTokensFromRefreshToken: async (ctx, req) => {
      const input = req as GetTokensFromRefreshTokenCommandInput;
      return { AuthenticationResult: await refresh(kit, ctx, input.ClientId, input.RefreshToken) };
    },
    GlobalSignOut: globalSignOut(kit),
    AdminUserGlobalSignOut: onExistingUser(kit, 'AdminUserGlobalSignOut', async (ctx, pool, user) => {
      await revokeRefreshTokens(ctx, pool, user);
      return {};
    }),
    AdminCreateUser: adminCreateUser(kit),
    AdminUpdateUserAttributes: onExistingUser(kit, 'AdminUpdateUserAttributes', adminUpdateUserAttributes(kit)),
    [ADD_ALIAS_ATTRIBUTES_TARGET]: addAliasAttributes(kit),
  };
  return (target) => shims[target] ?? router(target);
}

/** What every shim uses: the pools, the clock, the signing key, cognito-local's errors and its own targets. */
interface ShimKit {
  cognito: LocalCognito;
  clock: { get(): Date };
  publicKey: KeyObject;
  fail(code: string, message: string): Error;
  /** cognito-local's own handler of `target`. */
  call(target: string, ctx: Ctx, req: object): Promise<unknown>;
}

/** The other user whose verified email alias is `email`, if any. */
async function emailOwner(ctx: Ctx, pool: LocalUserPool, email: string, except?: string): Promise<LocalUser | undefined> {
  if (!isAlias(pool, 'email')) return undefined;
  const wanted = email.toLowerCase();
  return (await pool.listUsers(ctx)).find((u) => u.Username !== except && verifiedEmailOf(u) === wanted);
}

/**
 * The other user who signs in with `name`: as their preferred_username or as their username (so a
 * sign-in name always names one account). Case never matters: the pool is case-insensitive.
 */
async function preferredUsernameOwner(ctx: Ctx, pool: LocalUserPool, name: string, except: string): Promise<LocalUser | undefined> {
  if (!isAlias(pool, 'preferred_username')) return undefined;
  const wanted = name.toLowerCase();
  return (await pool.listUsers(ctx)).find(
    (u) => u.Username !== except && (preferredUsernameOf(u) === wanted || u.Username.toLowerCase() === wanted),
  );
}

const aliasExists = (kit: ShimKit, attribute: 'email' | 'preferred_username') =>
  kit.fail('AliasExistsException', `An account with the given ${attribute} already exists.`);

/** Refreshes with cognito-local's REFRESH_TOKEN_AUTH after checking the token's signature and expiry. */
async function refresh(kit: ShimKit, ctx: Ctx, clientId: string | undefined, refreshToken: string | undefined) {
  const invalid = () => kit.fail('NotAuthorizedException', 'Invalid Refresh Token');
  if (!clientId || !refreshToken || !verifiedClaims(refreshToken, kit.publicKey, kit.clock.get())) throw invalid();
  // cognito-local finds the user by the token in their RefreshTokens list (emptied by a global sign-out).
  const result = (await kit.call('InitiateAuth', ctx, {
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
function onExistingUser(kit: ShimKit, target: string, handle?: AdminHandler): Target {
  return async (ctx, req) => {
    const input = req as { UserPoolId?: string; Username?: string };
    if (!input.UserPoolId || !input.Username) return kit.call(target, ctx, req);
    const pool = await kit.cognito.getUserPool(ctx, input.UserPoolId);
    const user = await findUser(ctx, pool, input.Username);
    if (!user) throw kit.fail('UserNotFoundException', 'User does not exist.');
    const resolved = { ...input, Username: user.Username };
    return handle ? handle(ctx, pool, user, resolved) : kit.call(target, ctx, resolved);
  };
}

function initiateAuth(kit: ShimKit): Target {
  return async (ctx, req) => {
    const input = req as InitiateAuthCommandInput;
    if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
      return { ChallengeParameters: {}, AuthenticationResult: await refresh(kit, ctx, input.ClientId, input.AuthParameters?.REFRESH_TOKEN) };
    }
    const identifier = input.AuthParameters?.USERNAME;
    if (input.AuthFlow !== 'USER_PASSWORD_AUTH' || !input.ClientId || !identifier) return kit.call('InitiateAuth', ctx, req);
    const incorrect = () => kit.fail('NotAuthorizedException', 'Incorrect username or password.');
    const user = await findUser(ctx, await kit.cognito.getUserPoolForClientId(ctx, input.ClientId), identifier);
    // cognito-local offers the new-password challenge before checking the temporary password; AWS checks first.
    if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== input.AuthParameters?.PASSWORD) throw incorrect();
    const resolved = user ? { ...input, AuthParameters: { ...input.AuthParameters, USERNAME: user.Username } } : input;
    return kit.call('InitiateAuth', ctx, resolved).catch((error: unknown) => {
      throw CREDENTIAL_ERRORS.has(String(codeOf(error))) ? incorrect() : error;
    });
  };
}

function respondToAuthChallenge(kit: ShimKit): Target {
  return async (ctx, req) => {
    const input = req as RespondToAuthChallengeCommandInput;
    const identifier = input.ChallengeResponses?.USERNAME;
    if (!input.ClientId || !identifier) return kit.call('RespondToAuthChallenge', ctx, req);
    const user = await findUser(ctx, await kit.cognito.getUserPoolForClientId(ctx, input.ClientId), identifier);
    const resolved = user ? { ...input, ChallengeResponses: { ...input.ChallengeResponses, USERNAME: user.Username } } : input;
    return kit.call('RespondToAuthChallenge', ctx, resolved);
  };
}

function globalSignOut(kit: ShimKit): Target {
  return async (ctx, req) => {
    const { AccessToken } = req as GlobalSignOutCommandInput;
    const claims = AccessToken ? verifiedClaims(AccessToken, kit.publicKey, kit.clock.get()) : null;
    const invalid = () => kit.fail('NotAuthorizedException', 'Invalid Access Token');
    if (claims?.token_use !== 'access' || typeof claims.client_id !== 'string' || typeof claims.sub !== 'string') throw invalid();
    const pool = await kit.cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user = await pool.getUserByUsername(ctx, claims.sub);
    if (!user) throw invalid();
    await revokeRefreshTokens(ctx, pool, user);
    return {};
  };
}

function adminCreateUser(kit: ShimKit): Target {
  return async (ctx, req) => {
    const input = req as AdminCreateUserCommandInput;
    if (!input.UserPoolId || !input.Username) return kit.call('AdminCreateUser', ctx, req);
    const pool = await kit.cognito.getUserPool(ctx, input.UserPoolId);
    const existing = await findUser(ctx, pool, input.Username);
    // Only a username match is a clash (usernames cannot be email addresses in this pool).
    if (existing && existing.Username.toLowerCase() === input.Username.toLowerCase()) {
      throw kit.fail('UsernameExistsException', 'User account already exists');
    }
    const preferred = value(input.UserAttributes, 'preferred_username');
    // ForceAliasCreation only ever moves an email or phone number, never a preferred_username.
    if (preferred && (await preferredUsernameOwner(ctx, pool, preferred, input.Username))) throw aliasExists(kit, 'preferred_username');
    const email = value(input.UserAttributes, 'email');
    const owner = email && value(input.UserAttributes, 'email_verified') === 'true' ? await emailOwner(ctx, pool, email) : undefined;
    if (owner && !input.ForceAliasCreation) throw aliasExists(kit, 'email');
    const created = await kit.call('AdminCreateUser', ctx, req);
    if (owner) await pool.saveUser(ctx, { ...owner, Attributes: withValue(owner.Attributes, 'email_verified', 'false') });
    return created;
  };
}

function adminUpdateUserAttributes(kit: ShimKit): AdminHandler {
  return async (ctx, pool, user, req) => {
    let attributes = (req as AdminUpdateUserAttributesCommandInput).UserAttributes ?? [];
    const currentEmail = value(user.Attributes, 'email');
    // AWS accepts email_verified on its own (mark the current email verified); cognito-local wants the email too.
    if (has(attributes, 'email_verified') && !has(attributes, 'email') && currentEmail) {
      attributes = [...attributes, { Name: 'email', Value: currentEmail }];
    }
    // A new email without email_verified is unverified (as on AWS), so only a verified one can clash.
    const email = value(attributes, 'email');
    if (email && value(attributes, 'email_verified') === 'true' && (await emailOwner(ctx, pool, email, user.Username))) throw aliasExists(kit, 'email');
    const preferred = value(attributes, 'preferred_username');
    if (preferred && (await preferredUsernameOwner(ctx, pool, preferred, user.Username))) throw aliasExists(kit, 'preferred_username');
    return kit.call('AdminUpdateUserAttributes', ctx, { ...req, UserAttributes: attributes });
  };
}

function addAliasAttributes(kit: ShimKit): Target {
  return async (ctx, req) => {
    const { UserPoolId, AliasAttributes } = req as { UserPoolId?: string; AliasAttributes?: unknown };
    const wanted = Array.isArray(AliasAttributes) ? AliasAttributes.map(String) : [];
    if (!UserPoolId || !wanted.length || wanted.some((a) => !ALIAS_ATTRIBUTES.includes(a))) {
      throw kit.fail('InvalidParameterException', `AliasAttributes must list some of: ${ALIAS_ATTRIBUTES.join(', ')}.`);
    }
    const pool = await kit.cognito.getUserPool(ctx, UserPoolId);
    const current = pool.options.AliasAttributes ?? [];
    // Adding only: existing users' aliases stay valid, and AWS-side nothing could remove one either.
    await pool.updateOptions(ctx, { ...pool.options, AliasAttributes: [...new Set([...current, ...wanted])] });
    return {};
  };
}

/** The part of cognito-local's TriggersService its token generator uses. */
export interface TokenTriggers {
  enabled(trigger: string): boolean;
  preTokenGeneration(ctx: Ctx, event: { clientId: string; userAttributes: AttributeType[] }): Promise<unknown>;
}

/**
 * The triggers to give cognito-local's token generator: a built-in pre-token-generation step that
 * makes the ID token carry exactly the attributes the app client may read, as AWS does (all of them
 * when the client lists none), with `*_verified` as booleans. Lambda triggers are not used locally
 * (embedded-cognito.ts), so no configured trigger is replaced.
 */
export function withIdTokenAttributes(triggers: TokenTriggers, cognito: Pick<LocalCognito, 'getAppClient'>): TokenTriggers {
  return {
    enabled: (trigger) => trigger === 'PreTokenGeneration' || triggers.enabled(trigger),
    async preTokenGeneration(ctx, { clientId, userAttributes }) {
      const readAttributes = (await cognito.getAppClient(ctx, clientId))?.ReadAttributes ?? [];
      const readable = (name: string) => readAttributes.length === 0 || readAttributes.includes(name);
      const attributes = userAttributes.filter((a) => a.Name && a.Name !== 'sub');
      const claimsToAddOrOverride = Object.fromEntries(
        attributes.filter((a) => readable(a.Name!)).map((a) => [a.Name!, a.Name!.endsWith('_verified') ? a.Value === 'true' : a.Value]),
      );
      const claimsToSuppress = attributes.map((a) => a.Name!).filter((name) => !readable(name));
      return { claimsOverrideDetails: { claimsToAddOrOverride, claimsToSuppress } };
    },
  };
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
