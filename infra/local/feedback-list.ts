import { parseArgs } from 'node:util';
import { type FeedbackRecord, listFeedbackOfDate } from '../../functions/lib/data/feedback-repository';
import { addDays, utcDatesBetween } from '../../shared/domain/utc-dates';
import { feedbackJsonLine, formatFeedback } from './feedback-format';
import { OperatorTableError, openOperatorTable } from './operator-table';

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

const { db, close } = await openOperatorTable(values.table).catch((error: unknown) => (error instanceof OperatorTableError ? fail(error.message) : Promise.reject(error)));
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
