import type { VerdictReportRecord } from '../../functions/lib/data/verdict-report-repository';
import { escapeTerminalText, terminalSafeJson } from './terminal-text';

/**
 * How `npm run flags:list` prints one verdict report (product-rules §16.3): every field a reporter sent
 * (place name and id, dish, text) goes through escapeTerminalText, so it cannot drive the terminal.
 */
export function formatVerdictReport(record: VerdictReportRecord): string {
  const line = (text: string) => escapeTerminalText(text);
  const concern = record.concern ? ` ${line(record.concern)}` : '';
  const state = record.accepted_at ? `  accepted ${line(record.accepted_at)}` : '';
  const from = record.user_id ? `user ${line(record.user_id)}` : 'deleted account';
  const dish = record.dish ? `\n  dish: ${line(record.dish)}` : '';
  const text = record.text ? `\n  ${escapeTerminalText(record.text, { keepNewlines: true }).replace(/\n/g, '\n  ')}` : '';
  return `${line(record.id)}  ${line(record.created_at)}  [${line(record.kind)}${concern}]${state}  from ${from}\n  place: ${line(record.place_name)} (${line(record.place_id)})${dish}${text}`;
}

/** The `--json` form: one JSON object per line, the same value, terminal-safe. */
export const verdictReportJsonLine = (record: VerdictReportRecord): string => terminalSafeJson(record);
