import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { claim, release } from './conditional-writes';
import type { Db } from './db';
import { entity } from './entity';
import { keys } from './keys';

/**
 * Username claims: `USERNAME#<lower-cased name>` / `USERNAME`, owned by one user. Uniqueness comes
 * from a conditional put (free, or already ours), so two users racing for a name cannot both win.
 */
const usernameEntity = entity('username', z.object({ userId: z.string(), username: z.string(), claimedAt: z.string() }));

/** The account holding a name (any case), or undefined when it is free. */
export async function getUsernameOwner(db: Db, username: string): Promise<string | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.username(username), ConsistentRead: true }));
  return Item ? usernameEntity.parse(Item).userId : undefined;
}

export async function claimUsername(db: Db, userId: string, username: string, now: Date = new Date()): Promise<boolean> {
  return claim(db, usernameEntity.item(keys.username(username), { userId, username, claimedAt: now.toISOString() }), {
    expression: 'attribute_not_exists(pk) OR userId = :userId',
    values: { ':userId': userId },
  });
}

/** Frees a name this user holds; a name held by someone else is left alone. */
export async function releaseUsername(db: Db, userId: string, username: string): Promise<void> {
  await release(db, keys.username(username), { expression: 'userId = :userId', values: { ':userId': userId } });
}
