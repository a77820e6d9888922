import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { VERDICT_REPORT_KINDS } from '../../../shared/api/verdict-reports';
import { type UtcDate, utcDate } from '../../../shared/domain/utc-dates';
import { conditionHeld } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { keys, verdictReportSenderIndex } from './keys';
import { queryAllItems } from './query-all';
import { GSI1 } from './table-definition';

/**
 * Verdict reports (product-rules §16): `VREPORT#<UTC date>` / `<ISO time>#<id>`, so an operator lists a
 * day's reports with one Query, like feedback. Kept (no expiry) until an operator has read them; a
 * sender's reports are also in GSI1 under them, so deleting the account removes the person (§14.2).
 * The id starts with the UTC date (`YYYYMMDD-…`), so an operator's "accept <id>" finds its partition.
 */
const verdictReportEntity = entity(
  'verdictReport',
  z.object({
    id: z.string(),
    /** The sender's Cognito sub; null once their account is deleted. */
    user_id: z.string().nullable().default(null),
    place_id: z.string(),
    place_name: z.string(),
    dish: z.string().nullable().default(null),
    kind: z.enum(VERDICT_REPORT_KINDS),
    concern: z.string().nullable().default(null),
    text: z.string(),
    created_at: z.string(),
    /** Set when an operator accepted it into a place note. */
    accepted_at: z.string().nullable().default(null),
  }),
);
export type VerdictReportRecord = Stored<typeof verdictReportEntity>;

/** A report id: its UTC date (so its partition is known) and a random part. */
export const newVerdictReportId = (createdAt: Date, random: string) => `${utcDate(createdAt).replaceAll('-', '')}-${random}`;

/** The UTC date a report id names, or null when it is not a report id. */
export function dateOfVerdictReportId(id: string): UtcDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})-[0-9a-f-]{8,40}$/.exec(id);
  return match ? (`${match[1]}-${match[2]}-${match[3]}` as UtcDate) : null;
}

export async function putVerdictReport(db: Db, record: VerdictReportRecord): Promise<void> {
  const key = keys.verdictReport(utcDate(new Date(record.created_at)), record.created_at, record.id);
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      // A random id in the key: nothing to overwrite.
      Item: verdictReportEntity.item(key, record, record.user_id ? verdictReportSenderIndex(record.user_id, record.created_at, record.id) : {}),
    }),
  );
}

/** One UTC day's reports, oldest first. */
export async function listVerdictReportsOfDate(db: Db, date: UtcDate): Promise<VerdictReportRecord[]> {
  const items = await queryAllItems(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.verdictReport(date, '', '').pk } });
  return items.map((item) => verdictReportEntity.parse(item));
}

/** A report by its id, with its key; undefined when there is none. */
export async function findVerdictReport(db: Db, id: string): Promise<{ key: { pk: string; sk: string }; record: VerdictReportRecord } | undefined> {
  const date = dateOfVerdictReportId(id);
  if (!date) return undefined;
  const [item] = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'id = :id',
    ExpressionAttributeValues: { ':pk': keys.verdictReport(date, '', '').pk, ':id': id },
  });
  return item ? { key: { pk: String(item.pk), sk: String(item.sk) }, record: verdictReportEntity.parse(item) } : undefined;
}

/** Marks a report accepted (once); false when it already was or is gone. */
export function markVerdictReportAccepted(db: Db, key: { pk: string; sk: string }, acceptedAt: string): Promise<boolean> {
  return conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'SET accepted_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(accepted_at) OR accepted_at = :null)',
        ExpressionAttributeValues: { ':at': acceptedAt, ':null': null },
      }),
    ),
  );
}

/** Every report a user sent (GSI1, `VREPORTBY#<sub>`), oldest first. */
export async function listVerdictReportsOfSender(db: Db, userId: string): Promise<{ key: { pk: string; sk: string }; record: VerdictReportRecord }[]> {
  const items = await queryAllItems(db, {
    IndexName: GSI1.indexName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
    ExpressionAttributeValues: { ':pk': verdictReportSenderIndex(userId, '', '').gsi1pk },
  });
  return items.map((item) => ({ key: { pk: String(item.pk), sk: String(item.sk) }, record: verdictReportEntity.parse(item) }));
}

/** Keeps a report without its sender: no user id, out of the sender index. Idempotent; never recreates a deleted item. */
export async function removeVerdictReportSender(db: Db, key: { pk: string; sk: string }): Promise<void> {
  await conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'SET user_id = :null REMOVE #gpk, #gsk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#gpk': GSI1.partitionKey, '#gsk': GSI1.sortKey },
        ExpressionAttributeValues: { ':null': null },
      }),
    ),
  );
}
