import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { epochSeconds } from '../../../shared/domain/utc-dates';
import { unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { entity } from './entity';
import { expiryAttributes, keys, resetTokenOwnerIndex } from './keys';
import { queryAllItems } from './query-all';
import { GSI1 } from './table-definition';

/**
 * Reset tokens: `RESETTOKEN#<keyed hash>` / `RESETTOKEN`. The token itself is never stored; the
 * hash binds it to its flow and address. Redeeming is a conditional delete, so a token works once.
 * Each token is also in GSI1 under its user, so deleting the account deletes its tokens.
 */
const resetTokenRecordSchema = z.object({
  /** `reset` or `security`: a token completes only the flow that issued it. */
  flow: z.string(),
  email: z.string(),
  userId: z.string(),
  /** The Cognito username, for the admin calls. */
  username: z.string(),
  /** Epoch seconds. */
  expiresAt: z.number(),
});
export type ResetTokenRecord = z.output<typeof resetTokenRecordSchema>;
const resetTokenEntity = entity('resetToken', resetTokenRecordSchema.extend({ createdAt: z.string() }));

export async function putResetToken(db: Db, tokenHash: string, record: ResetTokenRecord, now: Date = new Date()): Promise<void> {
  const key = keys.resetToken(tokenHash);
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: resetTokenEntity.item(key, { ...record, createdAt: now.toISOString() }, { ...expiryAttributes(key, record.expiresAt), ...resetTokenOwnerIndex(record.userId, tokenHash) }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Deletes the token if it exists and is unexpired; returns what it was issued for, or null. */
export async function redeemResetToken(db: Db, tokenHash: string, now: Date): Promise<ResetTokenRecord | null> {
  const deleted = await unlessConditionFails(() =>
    db.client.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: keys.resetToken(tokenHash),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': epochSeconds(now) },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  if (!deleted?.Attributes) return null;
  const { flow, email, userId, username, expiresAt } = resetTokenEntity.parse(deleted.Attributes);
  return { flow, email, userId, username, expiresAt };
}

/** Deletes every reset token issued to the user, live or expired (account deletion, product-rules §14.2). */
export async function deleteResetTokensOf(db: Db, userId: string): Promise<void> {
  const tokens = await queryAllItems(db, {
    IndexName: GSI1.indexName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
    ExpressionAttributeValues: { ':pk': resetTokenOwnerIndex(userId, '').gsi1pk },
  });
  for (const item of tokens) {
    await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: { pk: String(item.pk), sk: String(item.sk) } }));
  }
}
