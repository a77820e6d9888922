import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { GSI1, GSI2, TABLE_KEYS } from '../../functions/lib/data/table-definition';

/**
 * The embedded DynamoDB: dynalite on loopback, persisted under `dataDir` (in memory when omitted).
 * Creates the single table and its index on first start, and waits until it is ACTIVE.
 */
export interface EmbeddedDynamo {
  endpoint: string;
  tableName: string;
  close(): Promise<void>;
}

export async function startEmbeddedDynamo(options: { dataDir?: string; tableName: string; port?: number }): Promise<EmbeddedDynamo> {
  const server = dynalite({ path: options.dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  await ensureTable(endpoint, options.tableName);
  return {
    endpoint,
    tableName: options.tableName,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoClient(endpoint);
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: TABLE_KEYS.partitionKey, AttributeType: 'S' },
          { AttributeName: TABLE_KEYS.sortKey, AttributeType: 'S' },
          { AttributeName: GSI1.partitionKey, AttributeType: 'S' },
          { AttributeName: GSI1.sortKey, AttributeType: 'S' },
          { AttributeName: GSI2.partitionKey, AttributeType: 'S' },
          { AttributeName: GSI2.sortKey, AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: GSI1.indexName,
            KeySchema: [
              { AttributeName: GSI1.partitionKey, KeyType: 'HASH' },
              { AttributeName: GSI1.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
          {
            IndexName: GSI2.indexName,
            KeySchema: [
              { AttributeName: GSI2.partitionKey, KeyType: 'HASH' },
              { AttributeName: GSI2.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  // dynalite keeps a new table CREATING until its timer fires; wait for ACTIVE (TTL is not
  // supported by dynalite, so reads filter `expiresAt` and the cleanup job deletes).
  for (let attempt = 0; attempt < 100; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE' && Table.GlobalSecondaryIndexes?.every((i) => i.IndexStatus === 'ACTIVE')) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  client.destroy();
}
