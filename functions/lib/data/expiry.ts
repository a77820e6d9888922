import { GetCommand, type GetCommandInput, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { epochSeconds } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { queryAllItems } from './query-all';
import { TABLE_KEYS } from './table-definition';
import * as clock from '../clock';

/**
 * DynamoDB's TTL deletes lazily (up to ~48 h late) and dynalite has no TTL at all, so every read
 * goes through these helpers, which hide items whose `expiresAt` is due.
 */
export type Item = Record<string, unknown>;

export function isExpired(item: Item, now: Date = clock.now()): boolean {
  const expiresAt = item[TABLE_KEYS.ttlAttribute];
  return typeof expiresAt === 'number' && expiresAt <= epochSeconds(now);
}

export async function getLiveItem(db: Db, input: Omit<GetCommandInput, 'TableName'>, now: Date = clock.now()): Promise<Item | undefined> {
  const { Item: item } = await db.client.send(new GetCommand({ TableName: db.tableName, ...input }));
  return item && !isExpired(item, now) ? item : undefined;
}

/** Adds "not expired" to the Query's filter (so `Count` and `Items` both exclude expired items). */
export function withLiveFilter(input: Omit<QueryCommandInput, 'TableName'>, now: Date): Omit<QueryCommandInput, 'TableName'> {
  const live = 'attribute_not_exists(#liveExpiresAt) OR #liveExpiresAt > :liveNow';
  return {
    ...input,
    FilterExpression: input.FilterExpression ? `(${input.FilterExpression}) AND (${live})` : live,
    ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#liveExpiresAt': TABLE_KEYS.ttlAttribute },
    ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ':liveNow': epochSeconds(now) },
  };
}

/** Every live item of a Query, following pagination. */
export function queryLiveItems(db: Db, input: Omit<QueryCommandInput, 'TableName'>, now: Date = clock.now()): Promise<Item[]> {
  return queryAllItems(db, withLiveFilter(input, now));
}

/** How many live items a Query matches (Select COUNT, following pagination). */
export async function countLiveItems(db: Db, input: Omit<QueryCommandInput, 'TableName'>, now: Date = clock.now()): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({ TableName: db.tableName, ...withLiveFilter(input, now), Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** Every live item of one partition whose sort key starts with `prefix` (a user's items of one kind). */
export function queryLivePrefix(
  db: Db,
  pk: string,
  prefix: string,
  now: Date = clock.now(),
  extra: Pick<QueryCommandInput, 'ProjectionExpression' | 'ScanIndexForward'> = {},
): Promise<Item[]> {
  return queryLiveItems(db, { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix }, ...extra }, now);
}
