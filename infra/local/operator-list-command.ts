import { parseArgs } from 'node:util';
import type { Db } from '../../functions/lib/data/db';
import { addDays, utcDatesBetween } from '../../shared/domain/utc-dates';
import { OperatorTableError, openOperatorTable } from './operator-table';

/** Prints a refusal and ends the command (exit code 1). */
export const failCommand = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/**
 * What `npm run feedback:list` and `npm run flags:list` share: the options `--days N` (default 7),
 * `--date YYYY-MM-DD`, `--table NAME` (default from `tableEnv`), `--json` and `--help` checked the same way,
 * the UTC dates to read, and the table opened (local data folder or deployed) and closed after `run`.
 * `flags` adds the command's own boolean options.
 */
export async function runOperatorList<Flag extends string>(
  { usage, tableEnv, flags = [] }: { usage: string; tableEnv: string; flags?: readonly Flag[] },
  run: (context: { db: Db; dates: string[]; json: boolean; flags: Record<Flag, boolean> }) => Promise<void>,
): Promise<void> {
  const { values } = parseArgs({
    options: {
      days: { type: 'string', default: '7' },
      date: { type: 'string' },
      table: { type: 'string', default: process.env[tableEnv] },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      ...Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean', default: false }] as const)),
    },
  });
  if (values.help) {
    console.log(`Usage: ${usage}`);
    process.exit(0);
  }
  const date = values.date as string | undefined;
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) failCommand('--date takes a UTC date such as 2026-11-26.');
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 366) failCommand('--days takes a whole number from 1 to 366.');
  const now = new Date();
  const dates = date ? [date] : utcDatesBetween(addDays(now, -(days - 1)), now);

  const table = await openOperatorTable(values.table as string | undefined).catch((error: unknown) =>
    error instanceof OperatorTableError ? failCommand(error.message) : Promise.reject(error),
  );
  try {
    const chosen = Object.fromEntries(flags.map((flag) => [flag, (values as Record<string, unknown>)[flag] === true])) as Record<Flag, boolean>;
    await run({ db: table.db, dates, json: values.json === true, flags: chosen });
  } finally {
    await table.close();
  }
}
