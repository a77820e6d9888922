import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GSI1, GSI2 } from '../../../functions/lib/data/table-definition';

/** Read and write units DynamoDB bills for the calls one meter has seen. */
export interface CapacityCount {
  readUnits: number;
  writeUnits: number;
  calls: number;
  /** Indexes queried (the hourly cleanup is the only reader of gsi2: seeing it means the job ran meanwhile). */
  indexesQueried: string[];
}

interface ConsumedCapacity {
  CapacityUnits?: number;
}

const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand']);
const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand']);
const INDEX_KEYS = [GSI1.partitionKey, GSI2.partitionKey];

/**
 * Counts DynamoDB capacity on one client: a middleware asks every call for `ReturnConsumedCapacity:
 * TOTAL` and adds up what the answer reports, with DynamoDB's minimum for a read that finds nothing
 * (dynalite reports 0 for an empty Query). dynalite reports the table's units only, so a write
 * that sets an index key (a Put whose item has it, an Update whose expression names it) adds one
 * write unit per index, as DynamoDB bills for index items under 1 KB.
 */
export function meterCapacity(client: DynamoDBDocumentClient): { read(): CapacityCount; detach(): void } {
  const count: CapacityCount = { readUnits: 0, writeUnits: 0, calls: 0, indexesQueried: [] };
  const name = 'forksureCapacityMeter';
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      const input = args.input as Record<string, unknown>;
      if (READS.has(command) || WRITES.has(command)) input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
      const consumed = [output.ConsumedCapacity ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      count.calls += 1;
      if (typeof input.IndexName === 'string') count.indexesQueried.push(input.IndexName);
      // A read that finds nothing still costs DynamoDB's minimum (dynalite reports 0 for an empty Query).
      if (READS.has(command)) count.readUnits += Math.max(consumed, input.ConsistentRead ? 1 : 0.5);
      if (WRITES.has(command)) count.writeUnits += consumed + indexWrites(input);
      return result;
    },
    { step: 'serialize', priority: 'high', name },
  );
  return { read: () => ({ ...count, indexesQueried: [...count.indexesQueried] }), detach: () => void client.middlewareStack.remove(name) };
}

/** Index items a write touches, as far as its input tells (a Delete's item is not in its input). */
function indexWrites(input: Record<string, unknown>): number {
  const item = input.Item as Record<string, unknown> | undefined;
  if (item) return INDEX_KEYS.filter((key) => key in item).length;
  const expression = typeof input.UpdateExpression === 'string' ? input.UpdateExpression : '';
  const names = Object.values((input.ExpressionAttributeNames as Record<string, string> | undefined) ?? {});
  return INDEX_KEYS.filter((key) => names.includes(key) || new RegExp(`\\b${key}\\b`).test(expression)).length;
}
