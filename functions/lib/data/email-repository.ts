import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { claim, release } from './conditional-writes';
import type { Db } from './db';
import { keys } from './keys';

/**
 * Email claims: `EMAIL#<lower-cased address>` / `EMAIL`, owned by one account. They answer "does an
 * account use this address" without asking Cognito, and make addresses unique through a
 * conditional put (free, or already ours), so two accounts can never end up on one address.
 */
export interface EmailOwner {
  email: string;
  userId: string;
  /** The account's Cognito username (immutable), for admin calls. */
  username: string;
}

export async function getEmailOwner(db: Db, email: string): Promise<EmailOwner | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.email(email), ConsistentRead: true }));
  if (!Item || typeof Item.userId !== 'string') return undefined;
  return { email: String(Item.email), userId: Item.userId, username: String(Item.username) };
}

export async function claimEmail(db: Db, owner: EmailOwner, now: Date = new Date()): Promise<boolean> {
  return claim(db, { ...keys.email(owner.email), entity: 'email', ...owner, email: owner.email.toLowerCase(), claimedAt: now.toISOString() }, {
    expression: 'attribute_not_exists(pk) OR userId = :userId',
    values: { ':userId': owner.userId },
  });
}

/** Frees an address this account holds; an address held by another account is left alone. */
export async function releaseEmail(db: Db, userId: string, email: string): Promise<void> {
  await release(db, keys.email(email), { expression: 'userId = :userId', values: { ':userId': userId } });
}
