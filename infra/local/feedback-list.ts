import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, type Db } from '../../functions/lib/data/db';
import { type FeedbackRecord, listFeedbackOfDate } from '../../functions/lib/data/feedback-repository';
import { addDays, utcDatesBetween } from '../../shared/domain/utc-dates';
import { lockHolder } from './data-dir';
import { startEmbeddedDynamo } from './embedded-dynamo';
import { feedbackJsonLine, formatFeedback } from './feedback-format';
import { TABLE_NAME } from './runtime';

/**
 * `npm run feedback:list`: the app feedback people sent (POST /feedback), oldest first, so it
 * reaches the provider. Reads the local data folder's table (FORKSURE_DATA_DIR, default `.data`;
 * stop `npm start` first, it holds the folder), or with `--table <name>` (or FEEDBACK_TABLE) the
 * deployed DynamoDB table with the default AWS credentials and region.
 *
 *   npm run feedback:list                      the last 7 UTC days
 *   npm run feedback:list -- --days 30
 *   npm run feedback:list -- --date 2026-11-26
 *   npm run feedback:list -- --table forksure-prod --json
 */
const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '7' },
    date: { type: 'string' },
    table: { type: 'string', default: process.env.FEEDBACK_TABLE },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (values.help) {
  console.log('Usage: npm run feedback:list [-- --days N | --date YYYY-MM-DD] [--table NAME] [--json]');
  process.exit(0);
}
if (values.date && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) fail('--date takes a UTC date such as 2026-11-26.');
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 366) fail('--days takes a whole number from 1 to 366.');
const now = new Date();
const dates = values.date ? [values.date] : utcDatesBetween(addDays(now, -(days - 1)), now);

const { db, close } = await openTable();
try {
  const records: FeedbackRecord[] = [];
  for (const date of dates) records.push(...(await listFeedbackOfDate(db, date)));
  if (values.json) {
    for (const record of records) console.log(feedbackJsonLine(record));
  } else {
    console.log(`${records.length} feedback item(s), ${dates[0]} to ${dates.at(-1)} (UTC):`);
    for (const record of records) console.log(`\n${formatFeedback(record)}`);
  }
} finally {
  await close();
}

async function openTable(): Promise<{ db: Db; close(): Promise<void> }> {
  if (values.table) {
    const db = createDb({ tableName: values.table, region: process.env.AWS_REGION ?? 'us-east-1' });
    return { db, close: async () => db.client.destroy() };
  }
  const dataDir = resolve(import.meta.dirname, '..', '..', process.env.FORKSURE_DATA_DIR ?? '.data');
  const tableDir = join(dataDir, 'dynamodb');
  if (!existsSync(tableDir)) fail(`No local table in ${dataDir}: nothing has been stored yet (run npm start first).`);
  const holder = lockHolder(dataDir);
  if (holder !== null) fail(`A Forksure server (pid ${holder}) is using ${dataDir}; stop it (Ctrl-C) and run this again.`);
  const dynamo = await startEmbeddedDynamo({ dataDir: tableDir, tableName: TABLE_NAME });
  const db = createDb({ tableName: dynamo.tableName, dynamoEndpoint: dynamo.endpoint, region: 'us-east-1' });
  return {
    db,
    close: async () => {
      db.client.destroy();
      await dynamo.close();
    },
  };
}
