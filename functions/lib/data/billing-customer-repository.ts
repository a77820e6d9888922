import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionHeld, release } from './conditional-writes';
import type { Db } from './db';
import { entity } from './entity';
import { keys } from './keys';

/**
 * A user's billing provider customer: its id on the profile item (`stripe_customer_id`), created
 * once. Creating it starts with a claim on the profile item (one conditional update), so of two
 * parallel first checkouts only one creates a customer; the other waits for the stored id. The
 * customer → user mapping is its own item, for webhooks (which name customers).
 */
const CUSTOMER_ID = 'stripe_customer_id';
const CLAIMED_AT = 'stripe_customer_claimed_at';
/** The customer's attributes of the profile item; a value of another type reads as absent. */
const profileCustomerEntity = entity(
  'profile',
  z.object({ [CUSTOMER_ID]: z.string().optional().catch(undefined), [CLAIMED_AT]: z.number().optional().catch(undefined) }),
);
/** The customer → user mapping webhooks read. */
const billingCustomerEntity = entity('billingCustomer', z.object({ userId: z.string(), customerId: z.string(), createdAt: z.string() }));

export interface BillingCustomerRecord {
  customerId: string | undefined;
  claimedAt: number | undefined;
}

export async function getBillingCustomer(db: Db, userId: string): Promise<BillingCustomerRecord> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.profile(userId), ConsistentRead: true }));
  const stored = Item ? profileCustomerEntity.parse(Item) : undefined;
  return { customerId: stored?.[CUSTOMER_ID], claimedAt: stored?.[CLAIMED_AT] };
}

/**
 * Claims the creation of the user's customer: succeeds when no customer is stored and no claim
 * younger than `staleMs` exists (a crashed creator's claim can be taken over). One conditional write.
 */
export function claimCustomerCreation(db: Db, userId: string, nowMs: number, staleMs: number): Promise<boolean> {
  return conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression: 'SET #claimed = :now, #entity = if_not_exists(#entity, :entity), #createdAt = if_not_exists(#createdAt, :iso)',
        ConditionExpression: 'attribute_not_exists(#customer) AND (attribute_not_exists(#claimed) OR #claimed < :stale)',
        ExpressionAttributeNames: { '#claimed': CLAIMED_AT, '#customer': CUSTOMER_ID, '#entity': 'entity', '#createdAt': 'createdAt' },
        ExpressionAttributeValues: { ':now': nowMs, ':stale': nowMs - staleMs, ':entity': profileCustomerEntity.name, ':iso': new Date(nowMs).toISOString() },
      }),
    ),
  );
}

/** Gives a claim back (the creation failed), so the next checkout may try at once. */
export async function releaseCustomerClaim(db: Db, userId: string, claimedAtMs: number): Promise<void> {
  await conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression: 'REMOVE #claimed',
        ConditionExpression: '#claimed = :mine',
        ExpressionAttributeNames: { '#claimed': CLAIMED_AT },
        ExpressionAttributeValues: { ':mine': claimedAtMs },
      }),
    ),
  );
}

/** Stores the created customer: the mapping first (webhooks may arrive soon after), then the user's id. */
export async function storeCustomer(db: Db, userId: string, customerId: string, now: Date = new Date()): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: billingCustomerEntity.item(keys.billingCustomer(customerId), { userId, customerId, createdAt: now.toISOString() }),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
    }),
  );
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      UpdateExpression: 'SET #customer = :id REMOVE #claimed',
      ConditionExpression: 'attribute_not_exists(#customer) OR #customer = :id',
      ExpressionAttributeNames: { '#customer': CUSTOMER_ID, '#claimed': CLAIMED_AT },
      ExpressionAttributeValues: { ':id': customerId },
    }),
  );
}

/** The user a customer belongs to, from our own mapping. */
export async function getCustomerOwner(db: Db, customerId: string): Promise<string | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.billingCustomer(customerId) }));
  return Item ? billingCustomerEntity.parse(Item).userId : undefined;
}

/** Deletes the customer → user mapping if it is this user's (account deletion). */
export async function releaseCustomerMapping(db: Db, userId: string, customerId: string): Promise<void> {
  await release(db, keys.billingCustomer(customerId), { expression: 'userId = :userId', values: { ':userId': userId } });
}
