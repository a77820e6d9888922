import type { FeedbackRecord } from '../../functions/lib/data/feedback-repository';
import { escapeTerminalText, terminalSafeJson } from './terminal-text';

/**
 * How `npm run feedback:list` prints one feedback item, local or `--table` (AWS): every field a
 * sender typed goes through escapeTerminalText, since anyone may send feedback unsigned.
 */
export function formatFeedback(record: FeedbackRecord): string {
  const line = (text: string) => escapeTerminalText(text);
  const from = record.user_id ? `user ${line(record.user_id)}` : `visitor${record.user_email ? ` <${line(record.user_email)}>` : ''}`;
  const rating = record.rating === null ? '' : ` rating ${line(String(record.rating))}/5`;
  const message = escapeTerminalText(record.message, { keepNewlines: true }).replace(/\n/g, '\n  ');
  return `${line(record.created_at)}  [${line(record.feedback_type)}]${rating}  from ${from}\n  ${line(record.subject)}\n  ${message}`;
}

/** The `--json` form: one JSON object per line, the same value, terminal-safe. */
export const feedbackJsonLine = (record: FeedbackRecord): string => terminalSafeJson(record);
