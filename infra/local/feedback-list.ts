import { type FeedbackRecord, listFeedbackOfDate } from '../../functions/lib/data/feedback-repository';
import { feedbackJsonLine, formatFeedback } from './feedback-format';
import { runOperatorList } from './operator-list-command';

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
await runOperatorList({ usage: 'npm run feedback:list [-- --days N | --date YYYY-MM-DD] [--table NAME] [--json]', tableEnv: 'FEEDBACK_TABLE' }, async ({ db, dates, json }) => {
  const records: FeedbackRecord[] = [];
  for (const date of dates) records.push(...(await listFeedbackOfDate(db, date)));
  if (json) {
    for (const record of records) console.log(feedbackJsonLine(record));
  } else {
    console.log(`${records.length} feedback item(s), ${dates[0]} to ${dates.at(-1)} (UTC):`);
    for (const record of records) console.log(`\n${formatFeedback(record)}`);
  }
});
