import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb, type Db } from '../../functions/lib/data/db';
import { lockHolder } from './data-dir';
import { startEmbeddedDynamo } from './embedded-dynamo';
import { TABLE_NAME } from './runtime';

/** An operator script's refusal: printed as is, exit code 1. */
export class OperatorTableError extends Error {}

/**
 * The table an operator script reads: with `tableName` the deployed DynamoDB table (default AWS
 * credentials and region), else the local data folder's (FORKSURE_DATA_DIR, default `.data`), which
 * `npm start` must not be holding.
 */
export async function openOperatorTable(tableName: string | undefined): Promise<{ db: Db; close(): Promise<void> }> {
  if (tableName) {
    const db = createDb({ tableName, region: process.env.AWS_REGION ?? 'us-east-1' });
    return { db, close: async () => db.client.destroy() };
  }
  const dataDir = resolve(import.meta.dirname, '..', '..', process.env.FORKSURE_DATA_DIR ?? '.data');
  const tableDir = join(dataDir, 'dynamodb');
  if (!existsSync(tableDir)) throw new OperatorTableError(`No local table in ${dataDir}: nothing has been stored yet (run npm start first).`);
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new OperatorTableError(`A Forksure server (pid ${holder}) is using ${dataDir}; stop it (Ctrl-C) and run this again.`);
  const dynamo = await startEmbeddedDynamo({ dataDir: tableDir, tableName: TABLE_NAME });
  const db = createDb({ tableName: dynamo.tableName, dynamoEndpoint: dynamo.endpoint, region: 'us-east-1' });
  return {
    db,
    close: async () => {
      db.client.destroy();
      await dynamo.close();
    },
  };
}
