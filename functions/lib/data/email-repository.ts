import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { claim, release } from './conditional-writes';
import type { Db } from './db';
import { entity } from './entity';
import { keys } from './keys';

/**
 * Email claims: `EMAIL#<lower-cased address>` / `EMAIL`, owned by one account. They answer "does an
 * account use this address" without asking Cognito, and make addresses unique through a
 * conditional put (free, or already ours), so two accounts can never end up on one address.
 */
const emailOwnerSchema = z.object({
  email: z.string(),
  userId: z.string(),
  /** The account's Cognito username (immutable), for admin calls. */
  username: z.string(),
});
export type EmailOwner = z.output<typeof emailOwnerSchema>;
const emailEntity = entity('email', emailOwnerSchema.extend({ claimedAt: z.string() }));

export async function getEmailOwner(db: Db, email: string): Promise<EmailOwner | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.email(email), ConsistentRead: true }));
  if (!Item) return undefined;
  const { userId, username, email: stored } = emailEntity.parse(Item);
  return { email: stored, userId, username };
}

export async function claimEmail(db: Db, owner: EmailOwner, now: Date = new Date()): Promise<boolean> {
  const stored = { ...owner, email: owner.email.toLowerCase(), claimedAt: now.toISOString() };
  return claim(db, emailEntity.item(keys.email(owner.email), stored), {
    expression: 'attribute_not_exists(pk) OR userId = :userId',
    values: { ':userId': owner.userId },
  });
}

/** Frees an address this account holds; an address held by another account is left alone. */
export async function releaseEmail(db: Db, userId: string, email: string): Promise<void> {
  await release(db, keys.email(email), { expression: 'userId = :userId', values: { ':userId': userId } });
}
