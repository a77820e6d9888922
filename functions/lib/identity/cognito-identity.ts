import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type FunctionEnv, readEnv } from '../config/env';
import { AccountNotFoundError, EmailInUseError, type IdentityPort, type IdentityUser, UsernameExistsError } from './port';

/** The Cognito user pool behind the identity port (cognito-local when COGNITO_ENDPOINT is set). */
export interface CognitoIdentityOptions {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  /** The public web client (no secret), used to check a password by signing in with it. */
  userPoolClientId: string;
}

/** Errors that mean "these credentials do not sign in", whatever the cause. */
const SIGN_IN_REFUSED = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

export function cognitoIdentity(pool: CognitoIdentityOptions): IdentityPort {
  const { client, userPoolId } = pool;
  return {
    createUser: (input) => createUser(pool, input),
    deleteUser: (cognitoUsername) => deleteUser(pool, cognitoUsername),
    getUser: (cognitoUsername) => getUser(pool, cognitoUsername),
    checkPassword: (login, password) => checkPassword(pool, login, password),
    setPassword: (cognitoUsername, password) => translatingErrors(() => client.send(setPasswordCommand(userPoolId, cognitoUsername, password))),
    // email_verified is sent with the email even when only verifying: cognito-local requires the
    // pair, and AWS accepts it (setting the same address again changes nothing else).
    setVerifiedEmail: (cognitoUsername, email) =>
      translatingErrors(() =>
        client.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: userPoolId,
            Username: cognitoUsername,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        ),
      ),
    setPreferredUsername: (cognitoUsername, username) => setPreferredUsername(pool, cognitoUsername, username),
    signOutEverywhere: (cognitoUsername) =>
      translatingErrors(() => client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: cognitoUsername }))),
  };
}

/**
 * The Cognito username is a random UUID (usernames are at most 30 characters, so no chosen name
 * can equal one). preferred_username is set last, once the password made the account CONFIRMED:
 * Cognito accepts a preferred_username alias only on a confirmed account. Any failure after the
 * user exists deletes it again, so a refused sign-up leaves nothing behind.
 */
async function createUser(pool: CognitoIdentityOptions, { username, email, password, createdAt }: Parameters<IdentityPort['createUser']>[0]) {
  const { client, userPoolId } = pool;
  const cognitoUsername = randomUUID();
  let created: AttributeType[] | undefined;
  try {
    const { User } = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: cognitoUsername,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:created_at', Value: createdAt.toISOString() },
        ],
      }),
    );
    created = User?.Attributes;
  } catch (error) {
    throw translated(error);
  }
  try {
    await client.send(setPasswordCommand(userPoolId, cognitoUsername, password));
    await setPreferredUsername(pool, cognitoUsername, username);
  } catch (error) {
    await deleteUser(pool, cognitoUsername).catch(() => undefined);
    throw error;
  }
  const user = toUser(cognitoUsername, created) ?? (await getUser(pool, cognitoUsername));
  if (!user) throw new Error(`Cognito created ${cognitoUsername} but does not return it.`);
  return { ...user, preferredUsername: username };
}

async function getUser({ client, userPoolId }: CognitoIdentityOptions, cognitoUsername: string): Promise<IdentityUser | null> {
  try {
    const found = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername }));
    return toUser(found.Username ?? cognitoUsername, found.UserAttributes);
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return null;
    throw error;
  }
}

async function deleteUser({ client, userPoolId }: CognitoIdentityOptions, cognitoUsername: string): Promise<void> {
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

async function setPreferredUsername({ client, userPoolId }: CognitoIdentityOptions, cognitoUsername: string, username: string): Promise<void> {
  try {
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: cognitoUsername,
        UserAttributes: [{ Name: 'preferred_username', Value: username }],
      }),
    );
  } catch (error) {
    // The only alias in this request is the username, so a clash can only be about it.
    if (errorName(error) === 'AliasExistsException') throw new UsernameExistsError();
    throw translated(error);
  }
}

/** Whether `password` signs `login` in (by signing in with the public web client). */
async function checkPassword({ client, userPoolClientId }: CognitoIdentityOptions, login: string, password: string): Promise<boolean> {
  try {
    await client.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: login, PASSWORD: password },
      }),
    );
    // Tokens or a further challenge (e.g. MFA): either way the password was right.
    return true;
  } catch (error) {
    if (SIGN_IN_REFUSED.has(errorName(error))) return false;
    throw error;
  }
}

function setPasswordCommand(userPoolId: string, cognitoUsername: string, password: string) {
  return new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: cognitoUsername, Password: password, Permanent: true });
}

/** Runs a Cognito call whose result is not needed; its errors come back translated(). */
async function translatingErrors(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    throw translated(error);
  }
}

function toUser(cognitoUsername: string, attributes: AttributeType[] | undefined): IdentityUser | null {
  const value = (name: string) => attributes?.find((a) => a.Name === name)?.Value;
  const sub = value('sub');
  if (!sub) return null;
  const email = value('email');
  const preferredUsername = value('preferred_username');
  return {
    userId: sub,
    cognitoUsername,
    ...(preferredUsername ? { preferredUsername } : {}),
    ...(email ? { email } : {}),
    emailVerified: value('email_verified') === 'true',
  };
}

/**
 * Cognito's errors that the services act on, as the port's own errors; anything else as it is.
 * AliasExistsException means the email here: the only other alias, the username, is set alone
 * (setPreferredUsername) and translated there.
 */
function translated(error: unknown): unknown {
  switch (errorName(error)) {
    case 'UserNotFoundException':
      return new AccountNotFoundError();
    case 'AliasExistsException':
      return new EmailInUseError();
    default:
      return error;
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/** Locally (`COGNITO_ENDPOINT` set) the client targets the embedded cognito-local with dummy credentials. */
export function createCognitoClient(env: Pick<FunctionEnv, 'region' | 'cognitoEndpoint'>): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient(
    env.cognitoEndpoint
      ? { endpoint: env.cognitoEndpoint, region: env.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : { region: env.region },
  );
}

let containerIdentity: IdentityPort | undefined;

/** The identity port of this Lambda container. */
export function defaultIdentity(): IdentityPort {
  if (!containerIdentity) {
    const env = readEnv();
    if (!env.userPoolId || !env.userPoolClientId) throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID must be set.');
    containerIdentity = cognitoIdentity({ client: createCognitoClient(env), userPoolId: env.userPoolId, userPoolClientId: env.userPoolClientId });
  }
  return containerIdentity;
}
