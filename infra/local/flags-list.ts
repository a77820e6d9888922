import { listVerdictReportsOfDate, type VerdictReportRecord } from '../../functions/lib/data/verdict-report-repository';
import { formatVerdictReport, verdictReportJsonLine } from './flags-format';
import { runOperatorList } from './operator-list-command';

/**
 * `npm run flags:list`: "this verdict is wrong" reports (product-rules §16), newest first, with place,
 * kind and text. Reads the local data folder's table (FORKSURE_DATA_DIR, default `.data`; stop
 * `npm start` first), or with `--table <name>` (or FLAGS_TABLE) the deployed table.
 *
 *   npm run flags:list                      the last 7 UTC days
 *   npm run flags:list -- --days 30 --open  only reports not accepted yet
 *   npm run flags:list -- --date 2026-11-26
 *   npm run flags:list -- --table forksure-prod --json
 */
await runOperatorList({ usage: 'npm run flags:list [-- --days N | --date YYYY-MM-DD] [--open] [--table NAME] [--json]', tableEnv: 'FLAGS_TABLE', flags: ['open'] }, async ({ db, dates, json, flags }) => {
  const records: VerdictReportRecord[] = [];
  for (const date of dates) records.push(...(await listVerdictReportsOfDate(db, date)));
  const shown = records.filter((record) => !flags.open || !record.accepted_at).sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (json) {
    for (const record of shown) console.log(verdictReportJsonLine(record));
  } else {
    console.log(`${shown.length} report(s), ${dates[0]} to ${dates.at(-1)} (UTC), newest first:`);
    for (const record of shown) console.log(`\n${formatVerdictReport(record)}`);
  }
});
