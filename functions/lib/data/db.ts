import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type FunctionEnv, readEnv } from '../config/env';

/** What every repository needs: the document client and the single table's name. */
export interface Db {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/**
 * Locally (`DYNAMODB_ENDPOINT` set) the client targets the embedded dynalite with dummy
 * credentials; in AWS it uses the default endpoint and the function role's credentials.
 */
export function createDb(env: Pick<FunctionEnv, 'tableName' | 'dynamoEndpoint' | 'region'>): Db {
  const base = new DynamoDBClient(
    env.dynamoEndpoint
      ? { endpoint: env.dynamoEndpoint, region: env.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : { region: env.region },
  );
  const client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return { client, tableName: env.tableName };
}

let containerDb: Db | undefined;

/** The Db of this Lambda container, created on first use and reused by every invocation. */
export function defaultDb(): Db {
  containerDb ??= createDb(readEnv());
  return containerDb;
}
