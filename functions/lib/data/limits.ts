import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { UNLIMITED } from '../../../shared/domain/plans';
import { conditionHeld, unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import type { ItemKey } from './keys';
import { LimitReachedError, type LimitRefusal } from '../errors';

export interface IncrementWithinLimitInput {
  key: ItemKey;
  /** Attribute holding the count. */
  counter: string;
  /** Highest value the counter may reach; -1 (UNLIMITED) skips the check. */
  limit: number;
  by?: number;
  /** Attributes written on every increment (e.g. `updatedAt`). */
  extraSet?: Record<string, unknown>;
  /** Attributes written only when missing (e.g. `entity`, `createdAt`, expiry on first use). */
  setIfMissing?: Record<string, unknown>;
  /** What the LimitReachedError thrown at the limit says to the user. */
  refusal?: LimitRefusal;
}

/**
 * The one atomic-limit primitive: a single conditional UpdateItem, so N concurrent requests at a
 * limit of L yield exactly L successes without transactions (dynalite has none). The condition
 * is evaluated by DynamoDB against the stored value, never against a value read earlier.
 * Returns the counter's new value.
 */
export async function incrementWithinLimit(db: Db, input: IncrementWithinLimitInput): Promise<number> {
  const by = input.by ?? 1;
  if (by <= 0 || !Number.isInteger(by)) throw new Error(`incrementWithinLimit: "by" must be a positive integer, got ${by}.`);
  const unlimited = input.limit === UNLIMITED;
  if (!unlimited && by > input.limit) throw new LimitReachedError(input.counter, input.limit, input.refusal);

  const update = updateParts(input.counter, input.extraSet, input.setIfMissing);
  const result = await unlessConditionFails(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: input.key,
        UpdateExpression: `ADD #counter :by${setClause(update.assignments)}`,
        ...(unlimited ? {} : { ConditionExpression: 'attribute_not_exists(#counter) OR #counter <= :highestBefore' }),
        ExpressionAttributeNames: { '#counter': input.counter, ...update.names },
        ExpressionAttributeValues: { ':by': by, ...(unlimited ? {} : { ':highestBefore': input.limit - by }), ...update.values },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  if (!result) throw new LimitReachedError(input.counter, input.limit, input.refusal);
  return Number(result.Attributes?.[input.counter] ?? by);
}

export interface DecrementInput {
  key: ItemKey;
  counter: string;
  by?: number;
  extraSet?: Record<string, unknown>;
}

/**
 * Gives back `by` (a removed saved restaurant, a refunded search) without ever going below 0 and
 * without creating a missing counter. Returns the new value (0 when there was nothing to take).
 */
export async function decrementFloorZero(db: Db, input: DecrementInput): Promise<number> {
  const by = input.by ?? 1;
  const update = updateParts(input.counter, input.extraSet, undefined);
  // Subtract when there is enough, otherwise clamp to 0: two conditional writes, so a concurrent
  // change between them makes the condition fail and the loop look again instead of clobbering.
  for (let attempt = 0; attempt < 5; attempt++) {
    const subtracted = await unlessConditionFails(() =>
      db.client.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: input.key,
          UpdateExpression: `ADD #counter :minus${setClause(update.assignments)}`,
          ConditionExpression: '#counter >= :by',
          ExpressionAttributeNames: { '#counter': input.counter, ...update.names },
          ExpressionAttributeValues: { ':minus': -by, ':by': by, ...update.values },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    if (subtracted) return Number(subtracted.Attributes?.[input.counter] ?? 0);
    const clamped = await conditionHeld(() =>
      db.client.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: input.key,
          UpdateExpression: `SET ${['#counter = :zero', ...update.assignments].join(', ')}`,
          ConditionExpression: 'attribute_exists(#counter) AND #counter < :by',
          ExpressionAttributeNames: { '#counter': input.counter, ...update.names },
          ExpressionAttributeValues: { ':zero': 0, ':by': by, ...update.values },
        }),
      ),
    );
    if (clamped) return 0;
    const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: input.key, ConsistentRead: true }));
    if (typeof Item?.[input.counter] !== 'number') return 0; // no counter: nothing to give back
  }
  throw new Error(`decrementFloorZero: "${input.counter}" kept changing; gave up after 5 attempts.`);
}

const setClause = (assignments: string[]) => (assignments.length ? ` SET ${assignments.join(', ')}` : '');

/** Assignments `#x0 = :x0`, `#m0 = if_not_exists(#m0, :m0)` plus their names and values. */
function updateParts(counter: string, extraSet: Record<string, unknown> = {}, setIfMissing: Record<string, unknown> = {}) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assignments: string[] = [];
  Object.entries(extraSet).forEach(([attribute, value], i) => {
    if (attribute === counter) throw new Error('extraSet must not write the counter itself.');
    names[`#x${i}`] = attribute;
    values[`:x${i}`] = value;
    assignments.push(`#x${i} = :x${i}`);
  });
  Object.entries(setIfMissing).forEach(([attribute, value], i) => {
    if (attribute === counter) throw new Error('setIfMissing must not write the counter itself.');
    names[`#m${i}`] = attribute;
    values[`:m${i}`] = value;
    assignments.push(`#m${i} = if_not_exists(#m${i}, :m${i})`);
  });
  return { names, values, assignments };
}
