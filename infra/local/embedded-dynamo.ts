import { Worker } from 'node:worker_threads';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { GSI1, GSI2, TABLE_KEYS } from '../../functions/lib/data/table-definition';

/**
 * The embedded DynamoDB: dynalite on loopback, persisted under `dataDir` (in memory when omitted),
 * in its own worker thread (see dynamo-worker.mjs). Creates the single table and its indexes on
 * first start, and waits until they are ACTIVE.
 */
export interface EmbeddedDynamo {
  endpoint: string;
  tableName: string;
  close(): Promise<void>;
}

export async function startEmbeddedDynamo(options: { dataDir?: string; tableName: string; port?: number }): Promise<EmbeddedDynamo> {
  const worker = new Worker(new URL('./dynamo-worker.mjs', import.meta.url), {
    workerData: { path: options.dataDir, port: options.port },
    // The worker runs plain JavaScript; it needs none of the parent's TypeScript loader flags.
    execArgv: [],
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded DynamoDB stopped during start (exit ${code}).`)));
    worker.on('message', (message: { type: string; port?: number; message?: string }) => {
      if (message.type === 'listening') resolve(message.port!);
      else if (message.type === 'error') reject(new Error(`The embedded DynamoDB could not start: ${message.message}`));
    });
  });
  worker.removeAllListeners('exit');
  const endpoint = `http://127.0.0.1:${port}`;
  await ensureTable(endpoint, options.tableName);
  return {
    endpoint,
    tableName: options.tableName,
    close: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ type: 'close' });
      // A worker stuck closing connections must not hold up Ctrl-C.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
      await worker.terminate();
    },
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
