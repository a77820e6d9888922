import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AddCustomAttributesCommand,
  type AliasAttributeType,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  type SchemaAttributeType,
  UpdateUserPoolClientCommand,
  type UpdateUserPoolClientCommandInput,
  type UserPoolType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADD_ALIAS_ATTRIBUTES_TARGET } from './cognito-shims';

/** The user pool and app client of the local runtime, created on first start and then reused. */
export interface LocalUserPool {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * Custom attributes of the pool, as in the Auth stack. `created_at` is stamped once by the server
 * when it creates the account; the web reads `custom:created_at` from the ID token (new-user rule).
 */
export const CUSTOM_ATTRIBUTES: SchemaAttributeType[] = [{ Name: 'created_at', AttributeDataType: 'String', Mutable: false }];

/**
 * Sign-in names besides the username (an opaque id, never typed): the verified email and the
 * visible, changeable username (`preferred_username`). As in the Auth stack.
 */
export const ALIAS_ATTRIBUTES: AliasAttributeType[] = ['email', 'preferred_username'];

/**
 * The web client's settings, mirroring the Auth stack's WebClient (tests/infra checks they agree).
 * cognito-local does not enforce read/write attributes or PreventUserExistenceErrors itself; the
 * shims (cognito-shims.ts) emulate the latter.
 */
export const WEB_CLIENT_SETTINGS: Omit<UpdateUserPoolClientCommandInput, 'UserPoolId' | 'ClientId' | 'ClientName'> = {
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
  PreventUserExistenceErrors: 'ENABLED',
  EnableTokenRevocation: true,
  ReadAttributes: ['custom:created_at', 'email', 'email_verified', 'locale', 'preferred_username'],
  WriteAttributes: ['locale'],
  AccessTokenValidity: 60,
  IdTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
};

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * `endpoint` is the embedded Cognito's admin door (embedded-cognito.ts): pool management is not
 * open to the network. Creates the pool on first start; on later starts brings a pool from an earlier version up to date
 * in place (adds missing custom attributes, re-applies the client settings), so users survive.
 */
export async function ensureLocalUserPool(endpoint: string, stateDir: string): Promise<LocalUserPool> {
  const file = join(stateDir, 'forksure-pool.json');
  const client = localCognitoClient(endpoint);
  try {
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as LocalUserPool;
      const existing = await client
        .send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))
        .then((r) => r.UserPool)
        .catch(() => undefined);
      if (existing) {
        await upgradeLocalUserPool(client, endpoint, saved, existing);
        return saved;
      }
    }
    // Mirrors the AWS pool (infra Auth stack): username sign-in with email and preferred_username
    // aliases, case-insensitive.
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'forksure-local',
        AliasAttributes: ALIAS_ATTRIBUTES,
        UsernameConfiguration: { CaseSensitive: false },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: { PasswordPolicy: { MinimumLength: 6 } },
        Schema: CUSTOM_ATTRIBUTES,
      }),
    );
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: UserPool!.Id!,
        ClientName: 'forksure-web',
        GenerateSecret: false,
        ...WEB_CLIENT_SETTINGS,
      }),
    );
    const pool = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
    writeFileSync(file, JSON.stringify(pool, null, 2));
    return pool;
  } finally {
    client.destroy();
  }
}

async function upgradeLocalUserPool(
  client: CognitoIdentityProviderClient,
  endpoint: string,
  pool: LocalUserPool,
  existing: UserPoolType,
): Promise<void> {
  const declared = new Set(existing.SchemaAttributes?.map((a) => a.Name));
  const missing = CUSTOM_ATTRIBUTES.filter((a) => !declared.has(`custom:${a.Name}`));
  // Adding attributes is what AWS allows on a live pool too; existing users simply lack the value.
  if (missing.length) await client.send(new AddCustomAttributesCommand({ UserPoolId: pool.userPoolId, CustomAttributes: missing }));
  if (ALIAS_ATTRIBUTES.some((a) => !existing.AliasAttributes?.includes(a))) await addAliasAttributes(endpoint, pool.userPoolId);
  await client.send(
    new UpdateUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientId: pool.userPoolClientId, ...WEB_CLIENT_SETTINGS }),
  );
}

/**
 * Pools from before preferred_username became a sign-in alias get it added in place, through the
 * shims' local-only operation (AWS fixes aliases at pool creation, and the SDK sends only AWS
 * fields). Their accounts keep their old Cognito username, which stays a sign-in name for them.
 */
async function addAliasAttributes(endpoint: string, userPoolId: string): Promise<void> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${ADD_ALIAS_ATTRIBUTES_TARGET}` },
    body: JSON.stringify({ UserPoolId: userPoolId, AliasAttributes: ALIAS_ATTRIBUTES }),
  });
  if (!res.ok) throw new Error(`Could not add the sign-in aliases to the local user pool: ${res.status} ${await res.text()}`);
}
