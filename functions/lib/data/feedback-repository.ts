import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedbackType } from '../../../shared/api/feedback';
import { type UtcDate, utcDate } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { keys } from './keys';

/**
 * App feedback (product-rules §12.1 app_feedback): `FEEDBACK#<UTC date>` / `<ISO time>#<id>`, so operators list
 * a day's feedback, oldest first, with one Query. Attributes use the spec's names. Feedback is kept
 * (no expiry): it is for the provider to read. Visitors' client addresses are not stored.
 */
export interface FeedbackRecord {
  id: string;
  /** The signed-in sender's Cognito sub; null for a visitor. */
  user_id: string | null;
  feedback_type: FeedbackType;
  subject: string;
  message: string;
  rating: number | null;
  /** What a visitor typed; null when none (and always for signed-in users). */
  user_email: string | null;
  created_at: string;
}

export async function putFeedback(db: Db, record: FeedbackRecord): Promise<void> {
  const key = keys.feedback(utcDate(new Date(record.created_at)), record.created_at, record.id);
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      // A random id in the key: nothing to overwrite.
      Item: { ...key, entity: 'feedback', ...record },
    }),
  );
}

/** One UTC day's feedback, oldest first. */
export async function listFeedbackOfDate(db: Db, date: UtcDate): Promise<FeedbackRecord[]> {
  const records: FeedbackRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.feedback(date, '', '').pk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      records.push({
        id: String(item.id),
        user_id: typeof item.user_id === 'string' ? item.user_id : null,
        feedback_type: item.feedback_type as FeedbackType,
        subject: String(item.subject),
        message: String(item.message),
        rating: typeof item.rating === 'number' ? item.rating : null,
        user_email: typeof item.user_email === 'string' ? item.user_email : null,
        created_at: String(item.created_at),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records;
}
