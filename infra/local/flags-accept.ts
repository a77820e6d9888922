import { parseArgs } from 'node:util';
import { acceptVerdictReport, ReportAcceptanceError } from '../../functions/lib/services/verdict-reports/report-acceptance-service';
import { OperatorTableError, openOperatorTable } from './operator-table';
import { escapeTerminalText } from './terminal-text';

/**
 * `npm run flags:accept -- <reportId> --note "…" --source "…"`: accepts a verdict report into a note on
 * its place (product-rules §16.3), dated today (UTC), shown on the card and detail page as evidence.
 * Local data folder by default; `--table <name>` (or FLAGS_TABLE) for the deployed table.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    note: { type: 'string', default: '' },
    source: { type: 'string', default: '' },
    table: { type: 'string', default: process.env.FLAGS_TABLE },
    help: { type: 'boolean', default: false },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (values.help || positionals.length !== 1) {
  console.log('Usage: npm run flags:accept -- <reportId> --note "Confirmed by the restaurant: …" --source "Phone call with the manager" [--table NAME]');
  process.exit(values.help ? 0 : 1);
}

const table = await openOperatorTable(values.table).catch((error: unknown) => (error instanceof OperatorTableError ? fail(error.message) : Promise.reject(error)));
try {
  const { report, date } = await acceptVerdictReport(table.db, { reportId: positionals[0]!, note: values.note, source: values.source, now: new Date() });
  console.log(`Accepted ${escapeTerminalText(report.id)}: a note dated ${date} is now shown on ${escapeTerminalText(report.place_name)} (${escapeTerminalText(report.place_id)}).`);
} catch (error) {
  if (!(error instanceof ReportAcceptanceError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await table.close();
}
