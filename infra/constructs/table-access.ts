import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { GSI1, GSI2 } from '../../functions/lib/data/table-definition';
import type { TableGrant, UserPoolGrant } from '../../functions/routes';

/** Item reads and index queries. No Scan: no request path may scan (docs/architecture.md, section 6). */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
/** Single-item conditional writes (dynalite has no transactions, so neither do we). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/**
 * The Cognito admin calls the accounts code makes (functions/lib/identity/cognito-identity.ts):
 * create the account (and delete it again when sign-up cannot finish), set its password, look it
 * up (by username or email alias), mark or change its email, change its visible name
 * (`preferred_username`, from the profile function), and sign it out everywhere after an email change. Checking a current password uses InitiateAuth on the public web client, which is
 * not IAM-authorized, so it needs no grant. No ListUsers: look-ups go through AdminGetUser.
 */
export const USER_POOL_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

/**
 * Table access from the manifest's `table` grant. Statements are written out rather than using
 * `grantReadData`, so they name the two indexes exactly (no `index/*` wildcard) and leave out Scan
 * and the transaction actions.
 */
export function grantTable(grantee: IGrantable, table: ITable, grant: TableGrant): void {
  if (grant === 'none') return;
  const actions: string[] = [...TABLE_READ_ACTIONS, ...(grant === 'readwrite' ? TABLE_WRITE_ACTIONS : [])];
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions,
      resources: [table.tableArn, `${table.tableArn}/index/${GSI1.indexName}`, `${table.tableArn}/index/${GSI2.indexName}`],
    }),
  );
}

/** The Cognito actions of each user-pool grant (functions/routes.ts `UserPoolGrant`). */
export const USER_POOL_GRANT_ACTIONS: Record<UserPoolGrant, readonly string[]> = {
  none: [],
  read: ['cognito-idp:AdminGetUser'],
  delete: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
  admin: USER_POOL_ADMIN_ACTIONS,
};

export function grantUserPool(grantee: IGrantable, userPool: IUserPool, grant: UserPoolGrant): void {
  if (grant === 'none') return;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: [...USER_POOL_GRANT_ACTIONS[grant]], resources: [userPool.userPoolArn] }),
  );
}

/**
 * Read-only access to the one-time-code service's key (manifest `codeHashKey: true`): only
 * GetSecretValue, only on that secret. It is encrypted with the AWS-managed key, so no KMS grant.
 */
export function grantCodeHashKey(grantee: IGrantable, secret: ISecret, needsKey: boolean | undefined): void {
  if (!needsKey) return;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
  );
}
