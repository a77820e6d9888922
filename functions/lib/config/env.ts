/**
 * The environment every function reads. The CDK stacks set these in AWS; the local runtime sets
 * them for the embedded services. README.md lists each variable.
 */
export interface FunctionEnv {
  stage: string;
  tableName: string;
  /** Local only: the embedded DynamoDB (dynalite) endpoint. Unset in AWS. */
  dynamoEndpoint?: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Local only: the embedded Cognito (cognito-local) endpoint. Unset in AWS. */
  cognitoEndpoint?: string;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): FunctionEnv {
  return {
    stage: env.FORKSURE_STAGE ?? 'local',
    tableName: env.TABLE_NAME ?? 'forksure',
    dynamoEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    region: env.AWS_REGION ?? 'us-east-1',
    userPoolId: env.USER_POOL_ID ?? '',
    userPoolClientId: env.USER_POOL_CLIENT_ID ?? '',
    cognitoEndpoint: env.COGNITO_ENDPOINT || undefined,
  };
}
