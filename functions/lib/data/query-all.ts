import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';

/** Every item a Query matches, expired ones too, following pagination. */
export async function queryAllItems(db: Db, input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({ TableName: db.tableName, ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
