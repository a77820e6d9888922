import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import { keys } from './keys';

/** One cheap GetItem on a fixed key: true when the table answers, false on any failure or timeout. */
export async function isTableReachable(db: Db, timeoutMs = 2000): Promise<boolean> {
  try {
    await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.healthProbe() }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}
