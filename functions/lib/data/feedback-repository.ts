import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FEEDBACK_TYPES } from '../../../shared/api/feedback';
import { type UtcDate, utcDate } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { queryLiveItems } from './expiry';
import { keys } from './keys';

/**
 * App feedback (product-rules §12.1 app_feedback): `FEEDBACK#<UTC date>` / `<ISO time>#<id>`, so operators list
 * a day's feedback, oldest first, with one Query. Attributes use the spec's names. Feedback is kept
 * (no expiry): it is for the provider to read. Visitors' client addresses are not stored.
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
      Item: feedbackEntity.item(key, record),
    }),
  );
}

/** One UTC day's feedback, oldest first. */
export async function listFeedbackOfDate(db: Db, date: UtcDate): Promise<FeedbackRecord[]> {
  // Feedback never expires, so the live filter keeps every item; the helper follows the pages.
  const items = await queryLiveItems(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.feedback(date, '', '').pk } });
  return items.map((item) => feedbackEntity.parse(item));
}
