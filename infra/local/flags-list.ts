import { parseArgs } from 'node:util';
import { listVerdictReportsOfDate, type VerdictReportRecord } from '../../functions/lib/data/verdict-report-repository';
import { addDays, utcDatesBetween } from '../../shared/domain/utc-dates';
import { formatVerdictReport, verdictReportJsonLine } from './flags-format';
import { OperatorTableError, openOperatorTable } from './operator-table';

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
const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '7' },
    date: { type: 'string' },
    open: { type: 'boolean', default: false },
    table: { type: 'string', default: process.env.FLAGS_TABLE },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (values.help) {
  console.log('Usage: npm run flags:list [-- --days N | --date YYYY-MM-DD] [--open] [--table NAME] [--json]');
  process.exit(0);
}
if (values.date && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) fail('--date takes a UTC date such as 2026-11-26.');
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 366) fail('--days takes a whole number from 1 to 366.');
const now = new Date();
const dates = values.date ? [values.date] : utcDatesBetween(addDays(now, -(days - 1)), now);

const table = await openOperatorTable(values.table).catch((error: unknown) => (error instanceof OperatorTableError ? fail(error.message) : Promise.reject(error)));
try {
  const records: VerdictReportRecord[] = [];
  for (const date of dates) records.push(...(await listVerdictReportsOfDate(table.db, date)));
  const shown = records.filter((record) => !values.open || !record.accepted_at).sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (values.json) {
    for (const record of shown) console.log(verdictReportJsonLine(record));
  } else {
    console.log(`${shown.length} report(s), ${dates[0]} to ${dates.at(-1)} (UTC), newest first:`);
    for (const record of shown) console.log(`\n${formatVerdictReport(record)}`);
  }
} finally {
  await table.close();
}
