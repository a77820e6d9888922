import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FEEDBACK_TYPES } from '../../../shared/api/feedback';
import { type UtcDate, utcDate } from '../../../shared/domain/utc-dates';
import { conditionHeld } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { queryLiveItems } from './expiry';
import { feedbackSenderIndex, keys } from './keys';
import { queryAllItems } from './query-all';
import { GSI1 } from './table-definition';

/**
 * App feedback (product-rules §12.1 app_feedback): `FEEDBACK#<UTC date>` / `<ISO time>#<id>`, so operators list
 * a day's feedback, oldest first, with one Query. Attributes use the spec's names. Feedback is kept
 * (no expiry): it is for the provider to read. Visitors' client addresses are not stored. A signed-in
 * sender's feedback is also in GSI1 under them, so deleting the account removes the person (§14.2).
 */
const feedbackEntity = entity(
  'feedback',
  z.object({
    id: z.string(),
    /** The signed-in sender's Cognito sub; null for a visitor. */
    user_id: z.string().nullable().default(null),
    feedback_type: z.enum(FEEDBACK_TYPES),
    subject: z.string(),
    message: z.string(),
    rating: z.number().nullable().default(null),
    /** What a visitor typed; null when none (and always for signed-in users). */
    user_email: z.string().nullable().default(null),
    created_at: z.string(),
  }),
);
export type FeedbackRecord = Stored<typeof feedbackEntity>;

export async function putFeedback(db: Db, record: FeedbackRecord): Promise<void> {
  const key = keys.feedback(utcDate(new Date(record.created_at)), record.created_at, record.id);
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      // A random id in the key: nothing to overwrite.
      Item: feedbackEntity.item(key, record, record.user_id ? feedbackSenderIndex(record.user_id, record.created_at, record.id) : {}),
    }),
  );
}

/** One UTC day's feedback, oldest first. */
export async function listFeedbackOfDate(db: Db, date: UtcDate): Promise<FeedbackRecord[]> {
  // Feedback never expires, so the live filter keeps every item; the helper follows the pages.
  const items = await queryLiveItems(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.feedback(date, '', '').pk } });
  return items.map((item) => feedbackEntity.parse(item));
}

/** A feedback item of one sender, with its key. */
export interface SenderFeedback {
  key: { pk: string; sk: string };
  record: FeedbackRecord;
}

/** Every feedback item a signed-in user sent (GSI1, `FEEDBACKBY#<sub>`), oldest first. */
export async function listFeedbackOfSender(db: Db, userId: string): Promise<SenderFeedback[]> {
  const items = await queryAllItems(db, {
    IndexName: GSI1.indexName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
    ExpressionAttributeValues: { ':pk': feedbackSenderIndex(userId, '', '').gsi1pk },
  });
  return items.map((item) => ({ key: { pk: String(item.pk), sk: String(item.sk) }, record: feedbackEntity.parse(item) }));
}

/**
 * Keeps a feedback item without its sender: no user id, no email, out of the sender index. Idempotent;
 * an item deleted meanwhile is not created again.
 */
export async function removeFeedbackSender(db: Db, key: { pk: string; sk: string }): Promise<void> {
  await conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'SET user_id = :null, user_email = :null REMOVE #gpk, #gsk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#gpk': GSI1.partitionKey, '#gsk': GSI1.sortKey },
        ExpressionAttributeValues: { ':null': null },
      }),
    ),
  );
}
