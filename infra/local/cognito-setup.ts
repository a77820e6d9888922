import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** The user pool and app client of the local runtime, created on first start and then reused. */
export interface LocalUserPool {
  userPoolId: string;
  userPoolClientId: string;
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function ensureLocalUserPool(endpoint: string, stateDir: string): Promise<LocalUserPool> {
  const file = join(stateDir, 'forksure-pool.json');
  const client = localCognitoClient(endpoint);
  try {
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as LocalUserPool;
      const found = await client
        .send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))
        .then(() => true)
        .catch(() => false);
      if (found) return saved;
    }
    // Mirrors the AWS pool (infra Auth stack): username sign-in with an email alias, case-insensitive.
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'forksure-local',
        AliasAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: { PasswordPolicy: { MinimumLength: 6 } },
      }),
    );
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: UserPool!.Id!,
        ClientName: 'forksure-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
        GenerateSecret: false,
      }),
    );
    const pool = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
    writeFileSync(file, JSON.stringify(pool, null, 2));
    return pool;
  } finally {
    client.destroy();
  }
}
